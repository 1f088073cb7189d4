'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { languageAt, languageOf, languageWithHtmlLang, supportedLangCodes } from '@/i18n/locales';

export interface PageErrorTexts {
  title: string;
  body: string;
  retry: string;
  reference: string;
}

/** The failed page's language: its locale segment, else the document's, else the registry's first. */
function pageLanguage(segment: string | undefined) {
  return (segment && languageAt(segment)) || languageWithHtmlLang(document.documentElement.lang) || languageOf(supportedLangCodes()[0])!;
}

/**
 * The texts of an error page (`PageError` in the page language's catalogue). An error boundary
 * renders in the browser, where the site sends no translations: the catalogue is fetched only
 * when an error happens. Null until it arrives.
 */
export function usePageErrorTexts(): { texts: PageErrorTexts | null; htmlLang?: string } {
  const segment = useParams<{ locale?: string }>()?.locale;
  const [shown, setShown] = useState<{ texts: PageErrorTexts | null; htmlLang?: string }>({ texts: null });
  useEffect(() => {
    const { urlLocale, htmlLang } = pageLanguage(segment);
    void import(`../../messages/${urlLocale}.json`).then((catalogue: { default: { PageError: PageErrorTexts } }) =>
      setShown({ texts: catalogue.default.PageError, htmlLang }),
    );
  }, [segment]);
  return shown;
}
