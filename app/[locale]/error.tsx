'use client';

import { usePageErrorTexts } from '@/components/site/page-error-texts';

/**
 * Shown in the site's layout when a page cannot be rendered (the database is unreachable, for
 * instance): a calm message and a way to try again, never the error itself.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
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
