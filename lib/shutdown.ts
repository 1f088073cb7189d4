import { log } from './log';

/**
 * A graceful stop on SIGTERM or SIGINT. The server (server/index.mjs) does the HTTP part: it
 * stops accepting connections, lets the requests in flight finish, then calls `process.exit`.
 * The site adds its own part at that moment, when no request can count a view or send a
 * message any more: the work registered with `beforeShutdown` (view counts written, contact
 * mails in flight settled); then the process exits 0 (1 if that work failed). The server offers
 * no hook after its drain, so its `process.exit` call is taken over once.
 */

type Task = () => Promise<unknown>;

// Shared by the whole process: each bundle of the app (API, pages, instrumentation) has its own
// instances of the modules, and so its own pending work.
const tasks: Set<Task> = ((globalThis as { [key: symbol]: Set<Task> })[Symbol.for('lawfirm.shutdown-tasks')] ??= new Set());

/** Work to finish before the process ends after a signal (views to write, mails in flight). */
export function beforeShutdown(task: Task): void {
  tasks.add(task);
}

const WIND_DOWN_LIMIT_MS = 10_000;
const signals = ['SIGTERM', 'SIGINT'] as const;

let installed = false;

export function installShutdown(): void {
  if (installed) return;
  installed = true;
  for (const signal of signals) {
    // Without the server's own handler (`next dev`, say), signals are the deployment's business.
    if (process.listenerCount(signal) === 0) continue;
    process.once(signal, () => finishBeforeExit(signal));
  }
}

function finishBeforeExit(signal: string): void {
  log.info({ signal }, 'stopping: finishing the requests in flight');
  const exit = process.exit;
  process.exit = ((_code?: number) => {
    process.exit = exit;
    void windDown().then((ok) => exit(ok ? 0 : 1));
  }) as typeof process.exit;
}

/** The site's own work before the process ends; false when some of it failed or ran out of time. */
async function windDown(): Promise<boolean> {
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
