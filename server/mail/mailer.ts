import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, printed on the console by the dev outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when a URL is configured; otherwise a dev outbox: each mail is written as an .eml file
 * under `mailDir` and its link printed, so a newcomer can reset passwords without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; mailDir: string | null; log?: (line: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (options.mailDir) {
        await mkdir(options.mailDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${++sequence}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
        // Written under a temporary name and renamed: whoever reads the outbox (a person, the
        // e2e tests) never opens a mail half-written.
        await writeFile(join(options.mailDir, `${name}.part`), info.message as Buffer);
        await rename(join(options.mailDir, `${name}.part`), join(options.mailDir, name));
      }
      options.log?.(`mail to ${mail.to}: ${mail.subject}${mail.link ? `\n  ${mail.link}` : ''}`);
    },
    close: () => transport.close(),
  };
}
