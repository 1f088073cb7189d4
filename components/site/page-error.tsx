'use client';

import { usePageErrorTexts } from './page-error-texts';

/** What app/[locale]/error.tsx shows, fetched only when a page fails (with its catalogue's texts). */
export default function PageErrorBody({ digest }: { digest?: string }) {
  const { texts: t } = usePageErrorTexts();
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
          {digest ? (
            <p className="mt-8 text-sm text-muted">
              {t.reference}: {digest}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
