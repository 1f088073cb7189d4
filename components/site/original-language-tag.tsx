import { languageWithHtmlLang } from '@/i18n/locales';

/** Marks a card shown in the fallback language: that language's name, in itself. */
export function OriginalLanguageTag({ htmlLang }: { htmlLang: string }) {
  return (
    <span className="original-tag" lang={htmlLang} data-testid="original-language">
      {languageWithHtmlLang(htmlLang)?.langName ?? htmlLang}
    </span>
  );
}
