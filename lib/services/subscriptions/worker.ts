import { getDb, type Db } from '../../db/client';
import { log } from '../../log';
import { beforeShutdown } from '../../shutdown';
import { announcePublished } from './announce';
import { queueDueDigests } from './digest';
import { deliverDueMails } from './mail-queue';

const CHECK_EVERY_MS = 10_000;

/** One round: announce what was published, queue the digests due, send what is due. */
export async function runAlertWork(db: Db, now = new Date(), stopping?: () => boolean): Promise<void> {
  await announcePublished(db);
  await queueDueDigests(db, now);
  await deliverDueMails(db, stopping);
}

/** Runs a round every 10 seconds (started by the server); the round in progress finishes before the process ends. */
export function startAlertMail(everyMs = CHECK_EVERY_MS): void {
  let running: Promise<unknown> | undefined;
  let stopping = false;
  const check = () => {
    running ??= runAlertWork(getDb(), new Date(), () => stopping)
      .catch((err: unknown) => log.error({ err }, 'insight alerts failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(check, everyMs).unref();
  beforeShutdown(async () => {
    clearInterval(timer);
    stopping = true;
    await running;
  });
}
