import { config } from '../../config';
import type { Db } from '../../db/client';
import { log } from '../../log';
import { mailOutcomes } from '../../metrics/instruments';
import * as queue from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import { nowIso } from '../../time';
import { mailConfigured, sendMail } from '../mailer';
import { composeQueued } from './compose-queued';

const CLAIM_MS = 2 * 60 * 1000;
const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
const BATCH = 100;

/** A mail server's permanent refusal (a 5xx reply): trying again would not help. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

let lastSendAt = 0;

/** Waits so that this instance sends at most MAIL_RATE mails a second. */
async function paced(): Promise<void> {
  const gap = 1000 / config.mailRate - (Date.now() - lastSendAt);
  if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
  lastSendAt = Date.now();
}

/** The address refused for good: it is marked stopped and nothing more is queued or sent to it. */
async function stopAddress(db: Db, mail: queue.OutboundMail, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const subscriber = await subscribers.findSubscriberByEmail(trx, mail.email);
    if (subscriber && subscriber.state === 'active') {
      await subscribers.updateSubscriber(trx, subscriber.id, { state: 'stopped', stopReason: reason });
      await subscribers.insertConsent(trx, {
        email: mail.email,
        action: 'stopped',
        consentVersion: null,
        sourcePage: null,
        detail: reason,
      });
    }
    await queue.cancelQueuedFor(trx, mail.email);
  });
}

/** Records how sending went, and counts it. */
async function settle(db: Db, mail: queue.OutboundMail, outcome: Parameters<typeof queue.settleMail>[2]): Promise<boolean> {
  mailOutcomes.inc({ outcome: outcome.state === 'queued' ? 'retry' : outcome.state });
  return queue.settleMail(db, mail, outcome);
}

async function deliver(db: Db, mail: queue.OutboundMail): Promise<void> {
  const attempts = mail.attempts + 1;
  try {
    const composed = await composeQueued(db, mail);
    if (!composed) {
      await settle(db, mail, { state: 'cancelled' });
      return;
    }
    await paced();
    await sendMail({ to: [mail.email], ...composed });
    await settle(db, mail, { state: 'sent' });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    if (isPermanent(error)) {
      log.warn({ mailId: mail.id, err: error }, 'mail refused for good; the address is stopped');
      if (await settle(db, mail, { state: 'failed', lastError: reason })) await stopAddress(db, mail, reason);
    } else if (attempts >= MAX_ATTEMPTS) {
      await settle(db, mail, { state: 'failed', lastError: reason });
    } else {
      // 30 s, 2 min, 8 min, 32 min, about 2 h.
      const next = new Date(Date.now() + FIRST_RETRY_MS * 4 ** (attempts - 1)).toISOString();
      await settle(db, mail, { state: 'queued', lastError: reason, nextAttemptAt: next });
    }
  }
}

/**
 * Sends the mails due now, each claimed first so that of several instances one sends it; a claim
 * left by an instance that stopped runs out and the mail is sent again. Without SMTP_URL nothing
 * is sent and the mails wait; once `stopping` says so, the rest waits for the next round. Returns
 * how many were handled.
 */
export async function deliverDueMails(db: Db, stopping = () => false): Promise<number> {
  if (!mailConfigured()) return 0;
  let handled = 0;
  for (const mail of await queue.dueMails(db, nowIso(), BATCH)) {
    if (stopping()) break;
    if (!(await queue.claimMail(db, mail, new Date(Date.now() + CLAIM_MS).toISOString()))) continue;
    await deliver(db, mail);
    handled++;
  }
  return handled;
}
