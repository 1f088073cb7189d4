import { startServer, type RunningServer } from '../../support/server';

/**
 * A production server of the build in NEXT_DIST_DIR for one fault test: SQLite in its own data
 * folder and the in-process cache, unless `env` says otherwise.
 */
export function startSite(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(port, { DATABASE_URL: '', REDIS_URL: '', ...env });
}

/** The exit code and signal of a server process, once it has ended. */
export function exitOf(server: RunningServer): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Waits until `check` holds, polling; the time it took, or an error after `withinMs`. */
export async function until(check: () => Promise<boolean> | boolean, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start <= withinMs) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not seen within ${withinMs} ms`);
}
