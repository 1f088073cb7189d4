'use client';

import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { listsText } from '@/lib/admin/i18n/lists';
import { useSiteLanguages } from '@/lib/admin/site-languages';
import type { SearchField } from '../search-bar';
import { Tag } from '../ui/card';

/** A list's search field choosing one of the languages the site serves (`?lang=` on the list call). */
export function useLanguageFilter(): SearchField<'lang'> {
  const t = useT(listsText);
  const languageName = useLanguageName();
  return {
    name: 'lang',
    label: t.language,
    placeholder: t.allLanguages,
    width: 'w-40',
    options: useSiteLanguages().map((language) => ({ value: language.langCode, label: languageName(language.langCode) })),
  };
}

/**
 * A row's language, named in the back office's language; a language the site no longer serves
 * (its content kept, visitors not shown it) is marked so.
 */
export function LanguageTag({ lang }: { lang: string }) {
  const t = useT(listsText);
  const languageName = useLanguageName();
  const served = useSiteLanguages().some((language) => language.langCode === lang);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Tag tone={served ? 'blue' : 'default'}>{languageName(lang)}</Tag>
      {!served && (
        <span title={t.notServedHint}>
          <Tag tone="red">{t.notServed}</Tag>
        </span>
      )}
    </span>
  );
}
