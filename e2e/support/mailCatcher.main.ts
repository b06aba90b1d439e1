/**
 * A real SMTP server on loopback for the browser tests, as a mail relay would be in production:
 * the app sends its mail here over SMTP (SMTP_URL), and the tests read what arrived over a small
 * HTTP endpoint on the next port (GET /messages?to=address, newest first).
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.TEST_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.TEST_SMTP_HTTP_PORT ?? smtpPort + 1);

type Caught = { to: string[]; subject: string; text: string; receivedAt: string };
const caught: Caught[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        caught.unshift({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = to ? caught.filter((mail) => mail.to.includes(to)) : caught;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
}).listen(httpPort, '127.0.0.1');
