import type { LangCode } from '@/i18n/locales';
import type { Envelope } from '@/lib/validation/envelope';
import { commonText } from './i18n/common';
import { adminLangCode, getAdminLocale } from './i18n/locale';
import { notifyError, notifyExpired } from './notify';
import { apiUrl, LOGIN_PATH, loginHref, SECURITY_PATH } from './paths';
import { clearToken, getToken } from './token';
import { basePath } from '../base-path';

const REQUEST_TIMEOUT_MS = 20_000;

export type Query = Record<string, string | number | boolean | null | undefined>;

/** A failed request: the HTTP status (0 for network failure or timeout) and the server's message. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** A JSON value, or FormData for uploads. */
  body?: unknown;
  /** The `lang` header, which also picks the language of the API's messages; the admin's own language when absent. */
  lang?: LangCode;
  /** Do not show the failure notification (the caller reports the error itself). */
  quiet?: boolean;
}

type Navigate = (href: string) => void;
// Until the providers hand over the router (below), a full page load is the only way there.
// eslint-disable-next-line @next/next/no-location-assign-relative-destination
let navigate: Navigate = (href) => window.location.assign(`${basePath}${href}`);

/** The admin providers hand over the app router, so a 401 navigates without a reload. */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

function currentPath(): string {
  const path = window.location.pathname.startsWith(basePath) ? window.location.pathname.slice(basePath.length) : window.location.pathname;
  return `${path || '/'}${window.location.search}`;
}

let expiring = false;

function sessionExpired(): void {
  clearToken();
  const path = currentPath();
  if (path.startsWith(LOGIN_PATH) || expiring) return;
  expiring = true;
  notifyExpired();
  navigate(loginHref(path, true));
  setTimeout(() => (expiring = false), 1000);
}

/** The site requires two-factor sign-in and this user has none yet: the setup comes before anything else. */
function secondFactorSetupRequired(): void {
  if (!currentPath().startsWith(SECURITY_PATH)) navigate(SECURITY_PATH);
}

function buildUrl(path: string, query: Query | undefined, method: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (method === 'GET') params.set('t', String(Date.now()));
  const search = params.toString();
  return search ? `${apiUrl(path)}?${search}` : apiUrl(path);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/**
 * The one way the back office talks to the API: adds the token, the language and the
 * cache-busting `t`, gives up after 20 s, unwraps the envelope and reports failures
 * (a notification, and for 401 the way back to the login page).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const text = commonText[getAdminLocale()];
  const headers: Record<string, string> = { lang: options.lang ?? adminLangCode() };
  const token = getToken();
  if (token) headers.Authorization = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, method), { method, headers, body, signal: controller.signal });
  } catch (error) {
    const failure = new RequestError(0, controller.signal.aborted ? text.timeout : text.network, error);
    if (!options.quiet) notifyError(failure.message);
    throw failure;
  } finally {
    clearTimeout(timer);
  }

  const json = await readJson(response);
  if (response.status === 401) {
    sessionExpired();
    throw new RequestError(401, messageOf(json, text.sessionExpired), json);
  }
  if (response.status === 403 && (json as { resultEnum?: unknown } | null)?.resultEnum === 'TOTP_SETUP_REQUIRED') {
    secondFactorSetupRequired();
    throw new RequestError(403, messageOf(json, response.statusText), json);
  }
  const envelope = json as Envelope<T> | null;
  const envelopeFailed = envelope && typeof envelope.status === 'number' && envelope.status !== 200;
  if (!response.ok || !envelope || envelopeFailed) {
    const failure = new RequestError(
      response.ok ? (envelope?.status ?? 500) : response.status,
      messageOf(json, `${response.status} ${response.statusText}`),
      json,
    );
    if (!options.quiet) notifyError(failure.message);
    throw failure;
  }
  return envelope;
}

/** Shortcuts that return the envelope's `result`. */
export const api = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>(path, { ...options, query }).then((envelope) => envelope.result),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'POST', body }).then((envelope) => envelope.result),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }).then((envelope) => envelope.result),
  delete: <T = unknown>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'DELETE', query }).then((envelope) => envelope.result),
};

/** SWR key: a path, or [path, query]. */
export type ApiKey = string | readonly [string, Query?];

/** The SWR fetcher: resolves to the whole envelope (lists need `pageable`). */
export function swrFetcher<T>(key: ApiKey): Promise<Envelope<T>> {
  const [path, query] = typeof key === 'string' ? [key, undefined] : key;
  return request<T>(path, { query });
}
