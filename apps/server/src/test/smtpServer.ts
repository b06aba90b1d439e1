import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the relay received it: the envelope and the raw message. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = {
  /** Every message received so far, oldest first. */
  received: ReceivedMail[];
  /** `smtp://127.0.0.1:<port>?ignoreTLS=true`, for SMTP_URL or createMailer. */
  url: string;
  /** The next message is refused with a temporary failure (451), as a busy relay would. */
  refuseNext: () => void;
  close: () => Promise<void>;
};

/** A real SMTP relay on loopback (the `smtp-server` package), as production mail would go through. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          refuse = false;
          callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    refuseNext: () => {
      refuse = true;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
