import { sql } from 'kysely';
import { config } from '../config';
import type { Db } from '../db/client';
import { createMigrator } from '../db/migrate';
import { processBridge } from '../process-bridge';
import { serverPhase } from '../server-phase';

/** How long a check may take before it counts as failed: a balancer asks again soon. */
const CHECK_LIMIT_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** What keeps the instance from taking visitors, each as `part: why`. */
  reasons: string[];
}

async function withinLimit<T>(check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_LIMIT_MS} ms`)), CHECK_LIMIT_MS);
  });
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function databaseReasons(db: Db): Promise<string[]> {
  try {
    await withinLimit(sql`select 1`.execute(db));
  } catch (error) {
    return [`database: ${(error as Error).message}`];
  }
  try {
    const pending = (await withinLimit((await createMigrator(db)).getMigrations())).filter((migration) => !migration.executedAt);
    return pending.length ? [`migrations: ${pending.length} not applied (${pending[0].name} first)`] : [];
  } catch (error) {
    return [`migrations: ${(error as Error).message}`];
  }
}

function redisReasons(): string[] {
  if (!config.redisUrl) return [];
  const status = processBridge.redisStatus?.() ?? 'not connected';
  return status === 'ready' ? [] : [`redis: ${status}`];
}

/** Whether this instance should take visitors now: serving, its database answering and up to date, Redis connected where used. */
export async function readiness(db: Db): Promise<Readiness> {
  const phase = serverPhase();
  const reasons = [...(phase === 'serving' ? [] : [`server: ${phase}`]), ...(await databaseReasons(db)), ...redisReasons()];
  return { ready: reasons.length === 0, reasons };
}
