import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Public pages only: the API, the back office and files are not localised.
  matcher: ['/((?!api|admin|admin-login|_next|_vercel|sitemap.xml|robots.txt|.*\\..*).*)'],
};
