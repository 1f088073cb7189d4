'use client';

import { htmlLangOf, shortNameOf } from '@/i18n/locales';
import { useT } from '@/lib/admin/i18n/dictionary';
import { setAdminLocale, useAdminLocale, type AdminLocale } from '@/lib/admin/i18n/locale';
import { shellText } from '@/lib/admin/i18n/shell';
import { cx } from '../ui/cx';

const locales: AdminLocale[] = ['zh', 'en'];

/** 中文 / English for the back office itself (kept in local storage `adminLocale`), each named in itself by the registry. */
export function LocaleToggle() {
  const locale = useAdminLocale();
  const t = useT(shellText);
  return (
    <div role="group" aria-label={t.language} className="inline-flex rounded-md border border-line p-0.5">
      {locales.map((choice) => (
        <button
          key={choice}
          type="button"
          lang={htmlLangOf(choice)}
          aria-pressed={locale === choice}
          onClick={() => setAdminLocale(choice)}
          className={cx(
            // 44 pixels tall on a phone, as every touch target there.
            'min-h-[44px] rounded px-2 py-0.5 text-xs md:min-h-0',
            locale === choice ? 'bg-primary text-white' : 'text-ink-2 hover:text-primary',
          )}
        >
          {shortNameOf(choice)}
        </button>
      ))}
    </div>
  );
}
