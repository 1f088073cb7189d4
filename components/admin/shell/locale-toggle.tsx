'use client';

import { useT } from '@/lib/admin/i18n/dictionary';
import { setAdminLocale, useAdminLocale, type AdminLocale } from '@/lib/admin/i18n/locale';
import { shellText } from '@/lib/admin/i18n/shell';
import { cx } from '../ui/cx';

const choices: { locale: AdminLocale; label: string; lang: string }[] = [
  { locale: 'zh', label: '中文', lang: 'zh-CN' },
  { locale: 'en', label: 'English', lang: 'en' },
];

/** 中文 / English for the back office itself (kept in local storage `adminLocale`). */
export function LocaleToggle() {
  const locale = useAdminLocale();
  const t = useT(shellText);
  return (
    <div role="group" aria-label={t.language} className="inline-flex rounded-md border border-line p-0.5">
      {choices.map((choice) => (
        <button
          key={choice.locale}
          type="button"
          lang={choice.lang}
          aria-pressed={locale === choice.locale}
          onClick={() => setAdminLocale(choice.locale)}
          className={cx(
            // 44 pixels tall on a phone, as every touch target there.
            'min-h-[44px] rounded px-2 py-0.5 text-xs md:min-h-0',
            locale === choice.locale ? 'bg-primary text-white' : 'text-ink-2 hover:text-primary',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
