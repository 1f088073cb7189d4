import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Points the process at a fresh benchmark database: a temporary SQLite file, or a new schema
 * in DATABASE_URL's PostgreSQL database (dropped by the returned cleanup).
 */
export async function useFreshDatabase(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-'));
  process.env.DATA_DIR = dataDir;
  const base = process.env.DATABASE_URL;
  if (!base?.startsWith('postgres')) {
    return async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  process.env.DATABASE_URL = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return async () => {
    await run(`drop schema ${schema} cascade`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
