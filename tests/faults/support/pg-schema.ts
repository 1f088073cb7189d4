import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A schema of its own in the database of `baseUrl`, as tests/support/context.ts makes them. */
export interface PgSchema {
  name: string;
  /** The connection URL of the schema, through another host and port when given (a proxy). */
  url(via?: { host: string; port: number }): string;
  drop(): Promise<void>;
}

async function run(connectionString: string, statement: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createPgSchema(baseUrl: string): Promise<PgSchema> {
  const name = `faults_${randomBytes(4).toString('hex')}`;
  await run(baseUrl, `create schema ${name}`);
  return {
    name,
    url(via) {
      const url = new URL(baseUrl);
      if (via) {
        url.hostname = via.host;
        url.port = String(via.port);
      }
      const text = url.toString();
      return `${text}${text.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${name}`)}`;
    },
    drop: () => run(baseUrl, `drop schema ${name} cascade`),
  };
}
