import { defaultLangCode } from '../../i18n/locales';
import { config } from '../config';
import type { Db } from '../db/client';
import { TooManyRequestsError } from '../errors';
import { log } from '../log';
import { beforeShutdown } from '../shutdown';
import * as messages from '../repositories/contact-messages';
import type { ContactInput } from '../validation/contact';
import { mailConfigured, sendMail } from './mailer';
import { contactRule, countAttempt } from './rate-limit';

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  content: string;
  lang: string;
}

export interface ContactReceipt {
  /** Settles when the mail has been sent or has failed; never rejects. Already settled for a dropped bot. */
  delivery: Promise<void>;
}

const inFlight = new Set<Promise<void>>();

/** Waits for every delivery started so far (tests, and a graceful shutdown). */
export async function deliveriesSettled(): Promise<void> {
  await Promise.all([...inFlight]);
}
beforeShutdown(deliveriesSettled);

/**
 * Stores a contact message, then mails it to the firm in the background: the visitor's answer
 * does not wait on the mail server, and the message is kept whatever happens to the mail.
 * `to` is ignored on purpose: the form cannot be used to send mail anywhere but to the firm.
 */
export async function submitContact(db: Db, input: ContactInput, client: string, lang: string): Promise<ContactReceipt> {
  if (input.website?.trim()) {
    log.info({ client }, 'contact form honeypot filled in; message dropped');
    return { delivery: Promise.resolve() };
  }
  // Counted before the message is stored, so a burst sent at once is held to the limit too.
  const attempt = await countAttempt(db, contactRule, client);
  if (attempt.over) {
    await attempt.withdraw();
    throw new TooManyRequestsError('You have sent several messages in a short time. Please try again in 10 minutes.');
  }
  const message = { name: input.name, email: input.email, phone: input.phone?.trim() || null, content: input.content, lang };
  const id = await messages.insertMessage(db, message);
  const delivery = deliver(db, { id, ...message });
  inFlight.add(delivery);
  void delivery.finally(() => inFlight.delete(delivery));
  return { delivery };
}

async function recipients(db: Db): Promise<string[]> {
  const configured = config.mailTo
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const firm = await messages.findFirmEmail(db, defaultLangCode());
  return firm ? [firm] : [];
}

async function deliver(db: Db, message: StoredMessage): Promise<void> {
  try {
    const to = await recipients(db);
    const missing = !mailConfigured()
      ? 'SMTP_URL is not set; the message is stored only'
      : to.length === 0
        ? 'No recipient: set MAIL_TO or the e-mail of the English site configuration'
        : null;
    if (missing) {
      log.info({ messageId: message.id }, `contact message stored, not mailed: ${missing}`);
      await messages.setDelivery(db, message.id, 'not-configured', missing);
      return;
    }
    await sendMail({ to, replyTo: { name: message.name, address: message.email }, ...composeMail(message) });
    await messages.setDelivery(db, message.id, 'sent');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ messageId: message.id, err: error }, 'contact message could not be mailed');
    await messages.setDelivery(db, message.id, 'failed', reason.slice(0, 1000)).catch(() => {});
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function composeMail(message: StoredMessage): { subject: string; text: string } {
  return {
    subject: `Website enquiry from ${oneLine(message.name)}`.slice(0, 200),
    text: [
      'A visitor sent a message through the contact form of the website.',
      '',
      `Name: ${oneLine(message.name)}`,
      `E-mail: ${message.email}`,
      `Telephone: ${message.phone ? oneLine(message.phone) : '(not given)'}`,
      `Language: ${message.lang}`,
      `Message number: ${message.id}`,
      '',
      message.content,
      '',
      '--',
      'Reply to this e-mail to answer the visitor. The message is also listed under Messages in the back office.',
    ].join('\n'),
  };
}
