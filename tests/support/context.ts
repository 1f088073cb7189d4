import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

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
  signIn(account?: string, password?: string): Promise<string>;
  close(): Promise<void>;
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
