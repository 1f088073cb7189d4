import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ApiPath, ApiResult, InputArgs, Method } from '@/lib/admin/api-calls';

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or, when
 * TEST_TARGET=postgres, a schema of its own in TEST_DATABASE_URL's database.
 * Calls go through the real API app in-process.
 */
export interface TestContext {
  target: 'sqlite' | 'postgres';
  db: import('@/lib/db/client').Db;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** The call's `result`; anything but 200 throws, naming the path and the answer. */
  result(method: string, path: string, options?: CallOptions): Promise<any>;
  /**
   * A call typed by the API's own schema, as the back office's `api` is (lib/admin/api-calls.ts):
   * the path is the route's (`/admin/latest-news/:id`, no `/api`), and it decides what `param`,
   * `query` and `json` (or `form`) take and what comes back, so a renamed field fails `tsc`.
   * Answers the envelope's `result`; anything but 200 throws, naming the path and the answer.
   */
  ok<V extends Verb, P extends ApiPath<Lowercase<V>>>(method: V, path: P, ...input: TypedInput<V, P>): Promise<ApiResult<Lowercase<V>, P>>;
  /** The same typed request, answered whatever its status: for well-formed calls the API refuses (404, 409…). */
  send<V extends Verb, P extends ApiPath<Lowercase<V>>>(method: V, path: P, ...input: TypedInput<V, P>): Promise<CallResult>;
  signIn(account?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

type Verb = Uppercase<Method>;

/**
 * Who a typed call is made as, `token` (null for no one; `useTestContext` gives calls under /admin/
 * its administrator's), and any headers (`lang`).
 */
interface TypedOptions {
  token?: string | null;
  headers?: Record<string, string>;
}

type TypedInput<V extends Verb, P extends ApiPath<Lowercase<V>>> = InputArgs<Lowercase<V>, P, TypedOptions>;

/** What a typed call takes (`param`, `query`, `json`), by method and path: `CallInput<'GET', '/admin/lawyerTeam'>['query']`. */
export type CallInput<V extends Verb, P extends ApiPath<Lowercase<V>>> = NonNullable<TypedInput<V, P>[0]>;

/** What any typed call sends; `ok` and `send` type it for each path. */
interface AnyInput extends TypedOptions {
  param?: Record<string, unknown>;
  query?: Record<string, unknown>;
  json?: unknown;
  form?: Record<string, unknown>;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: BodyInit;
}

interface CallResult {
  status: number;
  body: any;
  headers: Headers;
}

export const ADMIN_PASSWORD = 'correct-horse-battery';

/** A typed call's URL: the path's `:names` filled in, the query after it, under `/api`. */
function typedUrl(path: string, { param, query }: AnyInput): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(param?.[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const each of Array.isArray(value) ? value : [value]) if (each !== undefined && each !== null) search.append(key, String(each));
  }
  const encoded = search.toString();
  return `/api${filled}${encoded ? `?${encoded}` : ''}`;
}

function typedOptions({ token, headers, json, form }: AnyInput): CallOptions {
  const options: CallOptions = { token: token ?? undefined, headers, body: json };
  if (form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(form)) {
      if (value !== undefined) data.append(name, value instanceof Blob ? value : String(value));
    }
    options.raw = data;
  }
  return options;
}

/** `ok` and `send` over `call`; `defaultToken` gives calls under /admin/ a token when they name none. */
function typedCalls(call: TestContext['call'], defaultToken: () => string | undefined): Pick<TestContext, 'ok' | 'send'> {
  const send = (method: string, path: string, input: AnyInput = {}) => {
    const token = input.token === undefined && path.startsWith('/admin/') ? defaultToken() : input.token;
    return call(method, typedUrl(path, input), typedOptions({ ...input, token }));
  };
  return {
    send: (method, path, ...[input]) => send(method, path, input as AnyInput),
    async ok(method, path, ...[input]) {
      const response = await send(method, path, input as AnyInput);
      if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.result;
    },
  };
}

export async function createTestContext(): Promise<TestContext> {
  const target = process.env.TEST_TARGET === 'postgres' ? 'postgres' : 'sqlite';
  let dropSchema = async () => {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-test-'));
  process.env.DATA_DIR = dataDir;
  if (target === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_TARGET=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const separator = base.includes('?') ? '&' : '?';
    process.env.DATABASE_URL = `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    dropSchema = async () => {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    process.env.DATABASE_URL = '';
  }

  const { getDb, closeDb } = await import('@/lib/db/client');
  const { migrateToLatest } = await import('@/lib/db/migrate');
  const { ensureFirstAdmin } = await import('@/lib/services/auth');
  const { api } = await import('@/lib/api/app');
  const db = getDb();
  await migrateToLatest(db);
  await ensureFirstAdmin(db);

  async function call(method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { 'x-forwarded-for': '10.0.0.1', ...options.headers };
    if (options.token) headers.authorization = options.token;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await api.request(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers };
  }

  return {
    target,
    db,
    call,
    ...typedCalls(call, () => undefined),
    async result(method, path, options) {
      const response = await call(method, path, options);
      if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
      return response.body.result;
    },
    async signIn(account = 'admin', password = ADMIN_PASSWORD) {
      const response = await call('POST', '/api/admin/login', {
        body: { loginAccount: account, password },
        headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      });
      if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
      return response.body.result as string;
    },
    async close() {
      // As the server does on its way down: counts still in memory are written, so no timer fires later.
      const { finishPendingWork } = await import('@/lib/shutdown');
      await finishPendingWork();
      await closeDb();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The context `useTestContext` opens for a file, with its administrator signed in. */
export interface FileContext extends TestContext {
  /** The administrator's token, signed in once before the file's tests (unless `signIn: false`). */
  readonly admin: string;
}

/**
 * A test file's context: registers the `beforeAll` that opens it (and signs the administrator in
 * once) and the `afterAll` that closes it, and returns an object that delegates to it once open.
 * Call it at the top of the file, before the file's own hooks, so its `beforeAll` runs first and
 * its `afterAll` before theirs (Jest runs hooks of one block in the order they were declared; the
 * close itself writes pending counts and settles mail deliveries, lib/shutdown.ts). Typed calls
 * (`ok`, `send`) to /admin/ paths go as the administrator unless they name a `token`.
 * `signIn: false` leaves sessions, sign-in counts and rate limits untouched for files that count them.
 */
export function useTestContext({ signIn = true }: { signIn?: boolean } = {}): FileContext {
  let opened: TestContext | undefined;
  let admin: string | undefined;
  const current = (): TestContext => {
    if (!opened) throw new Error('the test context opens in beforeAll: use it in hooks and tests');
    return opened;
  };
  beforeAll(async () => {
    opened = await createTestContext();
    if (signIn) admin = await opened.signIn();
  });
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= opened ? opened.close() : Promise.resolve());
  afterAll(close);
  return {
    get target() {
      return current().target;
    },
    get db() {
      return current().db;
    },
    get admin() {
      if (admin === undefined)
        throw new Error(signIn ? 'the administrator signs in in beforeAll' : 'this file opened its context with signIn: false');
      return admin;
    },
    call: (method, path, options) => current().call(method, path, options),
    result: (method, path, options) => current().result(method, path, options),
    ...typedCalls(
      (method, path, options) => current().call(method, path, options),
      () => admin,
    ),
    signIn: (account, password) => current().signIn(account, password),
    close,
  };
}
