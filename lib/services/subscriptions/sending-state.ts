import { mailConfigured } from '../mailer';

/** Why nothing is sent, for staff; null when mail can be sent. */
export const notSentBecause = () => (mailConfigured() ? null : 'SMTP_URL is not set: e-mails wait in the queue and nothing is sent.');
