import { log } from './log';
import { processBridge } from './process-bridge';

/**
 * The site's own work before the process ends after SIGTERM or SIGINT: view counts to write,
 * contact mails in flight. The server (server/index.ts) stops accepting connections, lets the
 * requests in flight finish, then calls `finishPendingWork` and exits. The tasks are kept once
 * for the whole process (lib/process-bridge.ts).
 */
const tasks = processBridge.shutdownTasks;

const WIND_DOWN_LIMIT_MS = 10_000;

/** Work to finish before the process ends after a signal. */
export function beforeShutdown(task: () => Promise<unknown>): void {
  tasks.add(task);
}

/** Runs every registered task; false when some of it failed or ran out of time. */
export async function finishPendingWork(): Promise<boolean> {
  const work = Promise.all([...tasks].map((task) => task()));
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`not finished within ${WIND_DOWN_LIMIT_MS} ms`)), WIND_DOWN_LIMIT_MS).unref();
  });
  try {
    await Promise.race([work, timeout]);
    log.info('stopped cleanly');
    return true;
  } catch (err) {
    log.error({ err }, 'stopping: pending work could not be finished');
    return false;
  }
}
