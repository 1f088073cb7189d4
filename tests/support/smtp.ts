import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  /** The envelope recipients: where the mail really goes, whatever its headers say. */
  to: string[];
  raw: string;
}

/** The decoded text of a single-part mail. */
export function mailText(mail: ReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4);
  if (/^Content-Transfer-Encoding: base64/im.test(mail.raw)) return Buffer.from(body, 'base64').toString('utf8');
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(mail.raw)) return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface LoopbackSmtp {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** The mail as a mail program reads it: headers, text and HTML, parsed by mailparser. */
export function parsedMail(mail: ReceivedMail): Promise<ParsedMail> {
  return simpleParser(mail.raw);
}

/**
 * An SMTP server on 127.0.0.1 (on `port`, else any free one) that accepts every mail and keeps
 * it in `mails`; a recipient `refused` names is refused for good (550).
 */
export async function startLoopbackSmtp({
  refused = () => false,
  port: wanted = 0,
}: { refused?: (address: string) => boolean; port?: number } = {}): Promise<LoopbackSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused(address.address)) return callback();
      // As real servers do, the refusal names the address.
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: No such user here`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening on it, for a mail server that is down. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
