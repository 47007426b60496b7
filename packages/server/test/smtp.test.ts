// Mail through a real local SMTP server (smtp-server): the verification mail really goes out, in both
// parts, and its link verifies the account.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeQuotedPrintable, newUser, startTestApp, tokenFrom, type TestApp } from './helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let app: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Ruta <ruta@example.org>' });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the verification mail through SMTP_URL and its link works', async () => {
  const user = newUser('smtp');
  const res = await app.client().post('/api/user/register/', user);
  expect(res.status).toBe(201);
  expect(received).toHaveLength(1);
  const mail = received[0]!;
  expect(mail.from).toBe('ruta@example.org');
  expect(mail.to).toEqual([user.email]);
  const text = decodeQuotedPrintable(mail.raw);
  expect(text).toContain('Subject: Verify your e-mail address for Ruta');
  expect(text).toMatch(/multipart\/alternative/);
  const link = /http:\/\/ruta\.test(\/user\/email-verification\?verificationToken=[\w-]+)/.exec(text);
  expect(link).not.toBeNull();
  // The link's path and query are the web route; the same token verifies through the API.
  const token = tokenFrom(link![1]!, 'verificationToken');
  const verified = await app.client().get(`/api/user/email-verification/?verificationToken=${token}`);
  expect(verified.body).toEqual({ detail: 'Your email has been successfully verified.' });
  const login = await app
    .client()
    .post('/api/user/login/', { username: user.username, password: user.password });
  expect(login.status).toBe(200);
});
