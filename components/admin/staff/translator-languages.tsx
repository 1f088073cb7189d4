'use client';

import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useSiteLanguages } from '@/lib/admin/site-languages';

/**
 * The languages a translator translates into: every served language but the default, which is
 * the one translations are made from.
 */
export function TranslatorLanguages({
  value,
  onChange,
  id,
  label,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  id: string;
  label: string;
}) {
  const languageName = useLanguageName();
  const targets = useSiteLanguages().slice(1);
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((one) => one !== code));
  return (
    <div id={id} role="group" aria-label={label} className="flex flex-wrap gap-x-5 gap-y-1">
      {targets.map(({ langCode }) => (
        <label key={langCode} className="flex min-h-[44px] items-center gap-2 md:min-h-8">
          <input
            type="checkbox"
            className="size-4"
            checked={value.includes(langCode)}
            onChange={(event) => toggle(langCode, event.target.checked)}
          />
          {languageName(langCode)}
        </label>
      ))}
    </div>
  );
}
