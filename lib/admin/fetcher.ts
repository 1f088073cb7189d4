import type { LangCode } from '@/i18n/locales';
import type { Envelope } from '@/lib/validation/envelope';
import type { ApiPath, ApiResult, InputArgs, Method } from './api-calls';
import { commonText } from './i18n/common';
import { adminLangCode, getAdminLocale } from './i18n/locale';
import { notifyError, notifyExpired } from './notify';
import { apiUrl, LOGIN_PATH, loginHref, SECURITY_PATH } from './paths';
import { clearToken, getToken } from './token';
import { basePath } from '../base-path';

const REQUEST_TIMEOUT_MS = 20_000;

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

/** What a call sends, whatever the call; api-calls.ts types it for each. */
interface CallInput {
  /** The values of the path's `:names`. */
  param?: Record<string, unknown>;
  query?: Record<string, unknown>;
  json?: unknown;
  /** Sent as multipart form fields (an upload's `file`). */
  form?: Record<string, unknown>;
}

interface RequestOptions {
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

function buildUrl(path: string, { param, query }: CallInput, method: Method): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(param?.[name])));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (method === 'get') params.set('t', String(Date.now()));
  const search = params.toString();
  return search ? `${apiUrl(filled)}?${search}` : apiUrl(filled);
}

function bodyOf({ json, form }: CallInput, headers: Record<string, string>): BodyInit | undefined {
  if (form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(form)) {
      if (value !== undefined) data.append(name, value instanceof Blob ? value : String(value));
    }
    return data;
  }
  if (json === undefined) return undefined;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(json);
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
 * The one way the back office talks to the API: fills in the path's `:names`, adds the token,
 * the language and the cache-busting `t`, gives up after 20 s, unwraps the envelope and reports
 * failures (a notification, and for 401 the way back to the login page).
 */
async function send(method: Method, path: string, { lang, quiet, ...input }: CallInput & RequestOptions = {}): Promise<Envelope<unknown>> {
  const text = commonText[getAdminLocale()];
  const headers: Record<string, string> = { lang: lang ?? adminLangCode() };
  const token = getToken();
  if (token) headers.Authorization = token;
  const body = bodyOf(input, headers);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, input, method), { method: method.toUpperCase(), headers, body, signal: controller.signal });
  } catch (error) {
    const failure = new RequestError(0, controller.signal.aborted ? text.timeout : text.network, error);
    if (!quiet) notifyError(failure.message);
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
  const envelope = json as Envelope<unknown> | null;
  const envelopeFailed = envelope && typeof envelope.status === 'number' && envelope.status !== 200;
  if (!response.ok || !envelope || envelopeFailed) {
    const failure = new RequestError(
      response.ok ? (envelope?.status ?? 500) : response.status,
      messageOf(json, `${response.status} ${response.statusText}`),
      json,
    );
    if (!quiet) notifyError(failure.message);
    throw failure;
  }
  return envelope;
}

/** A call's whole envelope (lists carry `pageable` beside `result`), typed by the call. */
function request<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...[input]: InputArgs<M, P, RequestOptions>) {
  return send(method, path, input as CallInput & RequestOptions) as Promise<Envelope<ApiResult<M, P>>>;
}

const resultOf =
  <M extends Method>(method: M) =>
  <P extends ApiPath<M>>(path: P, ...input: InputArgs<M, P, RequestOptions>) =>
    request(method, path, ...input).then((envelope) => envelope.result);

/**
 * The API's calls, each returning its `result`: `api.put('/admin/banner/:id/:top', { param: { id, top } })`.
 * The path is the route's own; it decides what `param`, `query` and `json` (or `form`) take and what comes back.
 */
export const api = {
  get: resultOf('get'),
  post: resultOf('post'),
  put: resultOf('put'),
  delete: resultOf('delete'),
};

/** An SWR key: a GET path and its input (useApi). */
export type ApiKey = readonly [ApiPath<'get'>, CallInput?];

/** The SWR fetcher: resolves to the whole envelope (lists need `pageable`). */
export function swrFetcher([path, input]: ApiKey): Promise<Envelope<unknown>> {
  return send('get', path, input);
}
