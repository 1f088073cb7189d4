import { basePath } from '../base-path';
import { adminKinds } from './kinds';

/** `/api/...` under the site's base path. */
export function apiUrl(path: string): string {
  return `${basePath}/api${path.startsWith('/') ? path : `/${path}`}`;
}

/** A stored URL as the browser can load it: site-relative URLs get the base path. */
export function assetUrl(url: string | null | undefined): string {
  if (!url) return '';
  return url.startsWith('/') && !url.startsWith('//') ? `${basePath}${url}` : url;
}

/** What an uploaded file's `fileId` is stored as. */
export function uploadUrl(fileId: string): string {
  return `/api/upload/${fileId}`;
}

export const LOGIN_PATH = '/admin-login';
/** The user's two-factor sign-in and sessions; where a user the site requires it of is sent first. */
export const SECURITY_PATH = '/admin/account/security';
/** Where signing in leads: the news list. */
const HOME_PATH = adminKinds.news.listPath;

/** The login page, remembering where to come back to. */
export function loginHref(redirect?: string, expired = false): string {
  const params = new URLSearchParams();
  if (redirect && redirect.startsWith('/admin') && !redirect.startsWith(LOGIN_PATH)) params.set('redirect', redirect);
  if (expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Only a back-office path may be a redirect target (no open redirect). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/admin') || target.startsWith(LOGIN_PATH) || target.startsWith('//')) return HOME_PATH;
  return target;
}
