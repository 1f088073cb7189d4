'use client';

import { lazy, Suspense } from 'react';

// Every page loads its error boundary: the message, its texts and their catalogues' loaders are
// fetched only when it is shown.
const PageErrorBody = lazy(() => import('@/components/site/page-error'));

/**
 * Shown in the site's layout when a page cannot be rendered (the database is unreachable, for
 * instance): a calm message and a way to try again, never the error itself.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense fallback={<section className="site-container min-h-96 py-24 lg:py-32" aria-busy />}>
      <PageErrorBody digest={error.digest} />
    </Suspense>
  );
}
