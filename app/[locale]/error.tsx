'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { languageAt, languageWithHtmlLang } from '@/i18n/locales';

interface ErrorTexts {
  title: string;
  body: string;
  retry: string;
  reference: string;
}

/** The page's language: its locale segment, else the document's (the layout renders unknown segments in the default language). */
function pageLocale(segment: string | undefined): string | undefined {
  if (segment && languageAt(segment)) return segment;
  return languageWithHtmlLang(document.documentElement.lang)?.urlLocale;
}

/**
 * Shown in the site's layout when a page cannot be rendered (the database is unreachable, for
 * instance): a calm message and a way to try again, never the error itself. An error boundary
 * renders in the browser, where the site sends no translations: its texts (`PageError`) are
 * fetched from the page language's catalogue only when an error happens.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const segment = useParams<{ locale?: string }>()?.locale;
  const [t, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    const locale = pageLocale(segment);
    if (!locale) return;
    void import(`../../messages/${locale}.json`).then((catalogue: { default: { PageError: ErrorTexts } }) =>
      setTexts(catalogue.default.PageError),
    );
  }, [segment]);
  return (
    <section className="site-container min-h-96 py-24 lg:py-32" aria-busy={!t}>
      {t && (
        <>
          <h1 className="max-w-2xl text-4xl sm:text-5xl">{t.title}</h1>
          <p className="mt-6 max-w-xl text-lg text-muted">{t.body}</p>
          <p className="mt-10">
            {/* An empty href reloads this very address, query included, from the server. */}
            <a href="" className="link-arrow">
              {t.retry}
              <span aria-hidden="true">→</span>
            </a>
          </p>
          {error.digest ? (
            <p className="mt-8 text-sm text-muted">
              {t.reference}: {error.digest}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
