import { readFileSync } from 'node:fs';
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerSession } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for the mailer's tests (smtp-server, by nodemailer's
// author): STARTTLS with the fixture certificate when asked, and a record of every
// connection, login and message. The certificate (CN localhost, IP 127.0.0.1) is for tests
// only; the test app trusts it through buildTestApp({ smtpCa }).

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
export const TEST_SMTP_CA = fixture('smtp-test-cert.pem');

export interface FakeSmtpOptions {
  /** Offer STARTTLS (with the fixture certificate). */
  tls: boolean;
  acceptAuth?: boolean;
  /** Words the server puts in its greeting and in every refusal: they must never reach the browser. */
  secretWords?: string;
  /** Refuse every recipient (a 550 carrying `secretWords`). */
  refuseRecipients?: boolean;
}

export async function startFakeSmtp(options: FakeSmtpOptions) {
  const connections: Array<{ remoteAddress: string }> = [];
  const logins: Array<{ user: string; password: string; secure: boolean }> = [];
  const received: Array<{ from: string; to: string[]; data: string; secure: boolean; user: string | null }> = [];
  const refusal = (message: string, code: number) => Object.assign(new Error(`${message} ${options.secretWords ?? ''}`.trim()), { responseCode: code });
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    banner: options.secretWords,
    key: fixture('smtp-test-key.pem'),
    cert: TEST_SMTP_CA,
    hideSTARTTLS: !options.tls,
    disabledCommands: options.tls ? [] : ['STARTTLS'],
    authOptional: true,
    // The server would take a password over plain text: the client must be the one refusing to send it.
    allowInsecureAuth: true,
    onConnect(session: SMTPServerSession, callback) {
      connections.push({ remoteAddress: session.remoteAddress });
      callback();
    },
    onAuth(auth: SMTPServerAuthentication, session: SMTPServerSession, callback) {
      logins.push({ user: auth.username ?? '', password: auth.password ?? '', secure: session.secure });
      if (options.acceptAuth) callback(null, { user: auth.username });
      else callback(refusal('Authentication failed', 535));
    },
    onRcptTo(_address, _session, callback) {
      callback(options.refuseRecipients ? refusal('Mailbox unavailable', 550) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: typeof session.user === 'string' ? session.user : null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, connections, logins, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
