import { basePath } from '@/lib/base-path';

/**
 * The boundary above the root layouts. Visitors' pages never reach it: the site has its own
 * (app/[locale]/not-found.tsx, which the server sends for every unknown page). It is serialised
 * into every page's payload, so it stays smaller than Next.js's default (about 1 kB).
 */
export default function RootNotFound() {
  return (
    <main>
      <h1>404</h1>
      <p>
        <a href={`${basePath}/`}>Home</a>
      </p>
    </main>
  );
}
