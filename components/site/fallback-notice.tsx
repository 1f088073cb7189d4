import { getTranslations } from 'next-intl/server';
import { htmlLangOf, type UrlLocale } from '@/i18n/locales';
import type { ShownInFallback } from '@/lib/site/language-fallback';

/** Says, in the reader's language, that the page below is another language's original. */
export async function FallbackNotice({ locale, shownIn }: { locale: UrlLocale; shownIn: ShownInFallback }) {
  const t = await getTranslations({ locale, namespace: 'Fallback' });
  // The original's language named in the reader's (English → 英语, الإنجليزية), by the browser's own table.
  const original = new Intl.DisplayNames([htmlLangOf(locale)], { type: 'language' }).of(shownIn.htmlLang.split('-')[0]) ?? shownIn.htmlLang;
  return (
    <div className="site-container pt-8" data-testid="fallback-notice">
      <p role="note" className="fallback-notice">
        {t('notice', { original })}
      </p>
    </div>
  );
}
