import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SlowSmtp {
  url: string;
  /** How many mails it has accepted. */
  received(): number;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 that greets each client only after `delayMs`, then accepts every mail. */
export async function startSlowSmtp(delayMs: number): Promise<SlowSmtp> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      setTimeout(() => callback(), delayMs);
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
