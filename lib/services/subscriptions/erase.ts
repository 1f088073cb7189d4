import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { deleteMessagesFrom } from '../../repositories/contact-messages';
import { scrubAddress } from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import { requireAdministrator } from '../administrator';
import { audit } from '../audit';
import { forgetConfirmationMails } from './mailbox-cap';

/**
 * Erases an address, subscribed or not: its subscription, requests and consent record, its count
 * of confirmation e-mails, the messages it wrote through the contact form, and the address in
 * every mail sent to it (which stay counted).
 */
export async function eraseAddress(db: Db, actor: AdminProfile, email: string): Promise<void> {
  requireAdministrator(actor);
  const address = email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    const subscriberId = await subscribers.eraseAddress(trx, address);
    await scrubAddress(trx, address, subscriberId);
    await forgetConfirmationMails(trx, address);
    await deleteMessagesFrom(trx, address);
    await audit(trx, actor, 'delete', 'subscriber', subscriberId ?? null);
  });
}
