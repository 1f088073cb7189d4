import type { AnchorHTMLAttributes } from 'react';
import { basePath } from '@/lib/base-path';

/**
 * A link to a page of the site: a plain anchor with the base path. Public pages are served whole
 * from the page cache, so following a link loads the next page as it is, with no client router
 * code or prefetching sent for it.
 */
export function SiteLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={`${basePath}${href}`} {...rest} />;
}
