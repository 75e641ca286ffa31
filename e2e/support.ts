import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eAdmin, e2eDataDir } from '../playwright.config';

/** Accounts the e2e server seeds (see playwright.config.ts and server/seed.ts). */
export const accounts = {
  admin: e2eAdmin,
  planner: { email: 'planner@demo.local', password: 'demo-planner' },
  helper: { email: 'helper@demo.local', password: 'demo-team' },
  hostess: { email: 'hostess@demo.local', password: 'demo-team' },
} as const;

/** Signs in through the login page, as a person would, in the page's current language. */
export async function signIn(page: Page, account: { email: string; password: string }, path = '/login') {
  await page.goto(path);
  await page.getByLabel(/^(email|correo electrónico)$/i).fill(account.email);
  await page.getByLabel(/^(password|contraseña)$/i).fill(account.password);
  await page.getByLabel(/^(password|contraseña)$/i).press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * The newest mail the dev outbox wrote for an address, decoded enough to read its text,
 * and the link it carries.
 */
export function lastMailTo(email: string): { raw: string; link: string | null } {
  const folder = join(e2eDataDir, 'mail');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(`${email.replace(/[^a-z0-9@.-]/gi, '_')}.eml`))
    .sort();
  if (files.length === 0) throw new Error(`no mail to ${email}`);
  const raw = readFileSync(join(folder, files.at(-1)!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { raw, link: /https?:\/\/\S+\/change_password\/[\w-]+/.exec(raw)?.[0] ?? null };
}

/** Waits for the outbox to hold a mail to `email` (mails leave after the answer). */
export async function waitForMailTo(email: string): Promise<{ raw: string; link: string | null }> {
  let found: { raw: string; link: string | null } | null = null;
  await expect
    .poll(() => {
      try {
        found = lastMailTo(email);
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  return found!;
}
