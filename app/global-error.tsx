'use client';

import { usePageErrorTexts } from '@/components/site/page-error-texts';

/**
 * The last resort, when even a root layout cannot render (the database went away before the
 * layout's data was cached): a plain page in the page's language with a way to try again.
 */
export default function GlobalError() {
  const { texts: t, locale } = usePageErrorTexts();
  return (
    <html lang={locale} dir="auto">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '6rem 1.5rem', color: '#0e1b2c' }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          {t ? (
            <>
              <h1 style={{ fontSize: '2rem', fontWeight: 600 }}>{t.title}</h1>
              <p>{t.body}</p>
            </>
          ) : null}
          <p>
            {/* An empty href reloads this very address from the server. */}
            <a href="" style={{ color: '#0e1b2c' }}>
              {t?.retry ?? '↻'}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
