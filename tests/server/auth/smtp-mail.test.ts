import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildApp, type App } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import { seedBrands } from '../../../server/seed/seed';
import { createPerson } from '../../support/people';
import { migratedTemplate } from '../../support/test-server';

/** A real SMTP server on loopback receives what nodemailer sends through SMTP_URL. */
const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let database: DatabaseHandle;
let mailer: Mailer;
let app: App;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  database = await openDatabase({ dataDir: null, template: migratedTemplate() });
  await seedBrands(database.db);
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Planner <no-reply@test.local>', mailDir: null });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), staticDir: null, dataDir: null, mailDir: null };
  app = await buildApp({ db: database.db, mailer, config });
});

afterAll(async () => {
  await app.server.close();
  mailer.close();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** Undoes quoted-printable soft breaks and escapes, enough to read the link back. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('reset mail through a real SMTP server', () => {
  it('delivers the link, which then changes the password', async () => {
    const person = await createPerson(database.db, { password: 'old-password', email: 'smtp-user@test.local' });
    const forgot = await app.server.inject({ method: 'POST', url: '/api/forgot', payload: { email: person.email, language: 'en' } });
    expect(forgot.statusCode).toBe(200);
    await app.mailsSent();

    const mail = received.find((item) => item.to.includes(person.email));
    expect(mail).toBeDefined();
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain('Subject: Reset your Wedding Planner password');
    const token = /\/change_password\/([\w-]{43})/.exec(body)![1]!;

    const verified = await app.server.inject({ method: 'GET', url: `/api/verify_token?token=${token}` });
    expect(verified.json().data.status).toBe('active');
    const changed = await app.server.inject({
      method: 'POST',
      url: '/api/change_password',
      payload: { token, password: 'new-password', password_confirmation: 'new-password' },
    });
    expect(changed.statusCode).toBe(200);
    const login = await app.server.inject({ method: 'POST', url: '/api/login', payload: { email: person.email, password: 'new-password' } });
    expect(login.statusCode).toBe(200);
  });
});
