import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { config } from '../config';

export interface OutgoingMail {
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      // Short timeouts: a mail server that hangs must not keep deliveries pending for minutes.
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } satisfies SMTPTransport.Options),
    };
  }
  return transport.transporter;
}

export const mailConfigured = () => Boolean(config.smtpUrl);

/** Sends one mail (plain text, and HTML when given) through SMTP_URL from MAIL_FROM. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  await transporterFor(config.smtpUrl).sendMail({ from: config.mailFrom, ...mail });
}
