'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';

export interface PageErrorTexts {
  title: string;
  body: string;
  retry: string;
  reference: string;
}

// Fetched with the error: the loaders of every language's catalogue are not part of every page.
const catalogueTexts = async (locale: string): Promise<PageErrorTexts> => (await import('./page-error-catalogue')).catalogueTexts(locale);

/**
 * The texts of an error page (`PageError` in the page language's catalogue), and that language's
 * URL prefix. An error boundary renders in the browser, where the site sends no translations:
 * the catalogue is fetched only when an error happens, for the page's locale segment, else the
 * one the site's layout wrote on the document (`data-locale`). Null until it arrives, and when
 * neither names a catalogue.
 */
export function usePageErrorTexts(): { texts: PageErrorTexts | null; locale?: string } {
  const segment = useParams<{ locale?: string }>()?.locale;
  const [shown, setShown] = useState<{ texts: PageErrorTexts | null; locale?: string }>({ texts: null });
  useEffect(() => {
    const candidates = [segment, document.documentElement.dataset.locale].filter((locale): locale is string => !!locale);
    void (async () => {
      for (const locale of candidates) {
        try {
          return setShown({ texts: await catalogueTexts(locale), locale });
        } catch {
          // Not a language's segment (a file name reaches here): try the next.
        }
      }
    })();
  }, [segment]);
  return shown;
}
