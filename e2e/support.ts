import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin, e2eDataDir, e2ePort } from '../playwright.config';

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

// ---------------------------------------------------------------------------------------------
// Fresh data per test: accounts and weddings made through the API, so tests never share state
// and never change the demo accounts other specs sign in with.

/** An address nobody else uses in this run. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.local`;
}

/** An API client signed in as `account` (same origin as the app, so no cross-site refusal). */
export async function apiAs(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: `http://localhost:${e2ePort}/api/` });
  const response = await api.post('login', { data: { email: account.email, password: account.password, rememberMe: false } });
  if (!response.ok()) throw new Error(`API sign-in as ${account.email} failed: ${response.status()} ${await response.text()}`);
  return api;
}

/** The token at the end of a `/change_password/{token}` link. */
export function tokenOf(link: string | null): string {
  const token = link?.split('/change_password/')[1];
  if (!token) throw new Error(`not a password link: ${link}`);
  return token;
}

/** How many mails the dev outbox holds for an address. */
export function mailCountTo(email: string): number {
  try {
    const suffix = `${email.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
    return readdirSync(join(e2eDataDir, 'mail')).filter((name) => name.endsWith(suffix)).length;
  } catch {
    return 0;
  }
}

/** Waits for a mail to `email` newer than the `already` mails it had before (see mailCountTo). */
export async function waitForNextMailTo(email: string, already: number): Promise<{ raw: string; link: string | null }> {
  await expect.poll(() => mailCountTo(email), { message: `a new mail to ${email}` }).toBeGreaterThan(already);
  return lastMailTo(email);
}

export interface PersonOptions {
  firstName?: string;
  lastName?: string;
  /** 4 Helper (default), 5 Hostess; an Administrator may also create Planners (2). */
  typeId?: number;
  language?: 'en' | 'es';
}

/** A new pending user created by the demo planner (or `by`); its activation mail is in the outbox. */
export async function createPendingUser(options: PersonOptions = {}, by: { email: string; password: string } = accounts.planner) {
  const email = uniqueEmail(options.firstName?.toLowerCase() ?? 'user');
  const api = await apiAs(by);
  const response = await api.post('persons/create', {
    data: {
      first_name: options.firstName ?? 'Test',
      last_name: options.lastName ?? 'Person',
      type_id: options.typeId ?? 4,
      email,
      gender: 3,
      language: options.language ?? 'en',
      customization_id: null,
    },
  });
  if (!response.ok()) throw new Error(`persons/create failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
  return { email, firstName: options.firstName ?? 'Test', lastName: options.lastName ?? 'Person' };
}

/** A new active user with a known password (created, then activated through its own mail link). */
export async function createActiveUser(options: PersonOptions = {}, by: { email: string; password: string } = accounts.planner) {
  const person = await createPendingUser(options, by);
  const { link } = await waitForMailTo(person.email);
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`;
  const api = await request.newContext({ baseURL: `http://localhost:${e2ePort}/api/` });
  const response = await api.post('change_password', { data: { token: tokenOf(link), password, password_confirmation: password } });
  await api.dispose();
  if (!response.ok()) throw new Error(`activation of ${person.email} failed: ${response.status()} ${await response.text()}`);
  return { ...person, password };
}

/** A new wedding made by the Administrator (not charged) for the demo planner (or `plannerEmail`'s), with two spouses of status `new`. */
export async function createWeddingWithNewSpouses(plannerEmail: string = accounts.planner.email) {
  const spouses = [uniqueEmail('spouse1'), uniqueEmail('spouse2')];
  const name = `E2E wedding ${Date.now().toString(36)}`;
  const api = await apiAs(accounts.admin);
  const { persons } = (await (await api.get('persons/index')).json()).data as { persons: Array<{ id: number; email: string }> };
  const response = await api.post('weddings/create', {
    data: {
      planner_id: persons.find((person) => person.email === plannerEmail)?.id,
      information: { name, date: '2030-06-15' },
      spouse1: { first_name: 'Ana', last_name: 'Test', gender: 2, email: spouses[0] },
      spouse2: { first_name: 'Leo', last_name: 'Test', gender: 1, email: spouses[1] },
    },
  });
  if (!response.ok()) throw new Error(`weddings/create failed: ${response.status()} ${await response.text()}`);
  const { id } = (await response.json()).data as { id: number };
  await api.dispose();
  return { weddingId: id, name, spouseEmails: spouses as [string, string] };
}

/**
 * A wedding made by whoever is signed in on the page (so it starts from their templates). A
 * planner is first given the credit it costs, so the suite never runs the demo planner dry.
 */
export async function createWeddingAs(page: Page, information: { name: string; date: string }): Promise<number> {
  const { user } = (await (await page.request.get('/api/me')).json()).data;
  if (user.type === 'Planner') {
    const admin = await apiAs(accounts.admin);
    const added = await admin.post('credits/add_credits', { data: { person_id: user.id, amount: 1, cost: '1,500' } });
    const answer = await added.text();
    await admin.dispose();
    expect(added.ok(), answer).toBe(true);
  }
  const response = await page.request.post('/api/weddings/create', {
    data: {
      information,
      spouse1: { first_name: 'Ana', last_name: 'Test', gender: 2, email: uniqueEmail('spouse-a') },
      spouse2: { first_name: 'Leo', last_name: 'Test', gender: 1, email: uniqueEmail('spouse-b') },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.id;
}

/** The demo floor plan (server/seed/demo-tables.ts), named here so the specs do not load the server's modules. */
const demoLayoutFile = fileURLToPath(new URL('../server/seed/assets/demo-layout.png', import.meta.url));

/**
 * A wedding made as in `createWeddingAs`, with the demo floor plan uploaded and a round table
 * type (90 × 90) to place tables of; `post` sends a write of that wedding and answers its data.
 */
export async function weddingWithFloorPlan(page: Page, information: { name: string; date: string }) {
  const weddingId = await createWeddingAs(page, information);
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data: { wedding_id: weddingId, ...data } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).data;
  };
  const upload = await page.request.post('/api/weddings/upload_layout', {
    multipart: { wedding_id: String(weddingId), layout: { name: 'venue.png', mimeType: 'image/png', buffer: readFileSync(demoLayoutFile) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const round = await post('/api/table_types/create', { name: 'Round', shape: 'round', width: 90, height: 90 });
  return { weddingId, post, roundTypeId: round.id as number };
}

/** Saves the signed-in person's language on the server, as the profile menu does. */
export async function setLanguage(page: Page, language: 'en' | 'es') {
  const me = await (await page.request.get('/api/me')).json();
  const response = await page.request.put('/api/persons/update_language', { data: { id: me.data.user.id, language } });
  expect(response.ok()).toBe(true);
}

/**
 * Runs axe (WCAG 2.1 A and AA rules) on what the page shows now and fails on any serious or
 * critical violation, listing each rule with the elements it found. Call it once the page has
 * settled (its heading or content visible), and again after opening a dialog worth checking.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  // Halfway through its 1 s fade a toast's text is half transparent, which axe reads as too
  // little contrast: the check waits until no toast is fading out.
  await expect(page.locator('[data-kind].opacity-0')).toHaveCount(0);
  // So does a dialog's 150 ms fade-in: the check waits until every animation that ends has ended
  // (a spinner turns for ever).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${label}`).toEqual([]);
}
