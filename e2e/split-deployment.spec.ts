import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { e2ePort } from '../playwright.config';

/**
 * Issue 8 item 1, the spec's split deployment in a real browser: the SPA on app.wedding.test,
 * built with VITE_API_BASE pointing at api.wedding.test, where the API answers at the root
 * (API_PREFIX=/) with CORS for the site and the session cookie on the API host. Chromium maps
 * both names to the loopback address. Every kind of change goes through: POST, PUT, DELETE.
 */
const apiPort = e2ePort + 10;
const appPort = e2ePort + 11;
const apiOrigin = `http://api.wedding.test:${apiPort}`;
const appOrigin = `http://app.wedding.test:${appPort}`;
const distDir = resolve(`.tmp/dist-split-${e2ePort}`);
const dataDir = `.tmp/e2e-split-data-${e2ePort}`;
const admin = { email: 'admin@split.local', password: 'split-admin-password' };

test.use({
  baseURL: appOrigin,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--host-resolver-rules=MAP *.wedding.test 127.0.0.1`],
  },
});

let api: ChildProcess | undefined;
let site: FastifyInstance | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--logLevel', 'warn'], {
    env: { ...process.env, VITE_API_BASE: apiOrigin },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the SPA build for the split deployment failed');

  rmSync(dataDir, { recursive: true, force: true });
  api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_PREFIX: '/',
      CORS_ORIGINS: appOrigin,
      APP_URL: appOrigin,
      STATIC_DIR: resolve('.tmp/no-spa-on-the-api-host'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: '0',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${apiPort}/get_customization`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);

  // The site host only serves files, as a CDN would: the built SPA, index.html for its routes.
  site = Fastify();
  await site.register(fastifyStatic, { root: distDir, wildcard: false });
  site.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await site.listen({ port: appPort, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await site?.close();
  if (api && api.exitCode === null) {
    const exited = new Promise((done) => api!.once('exit', done));
    api.kill('SIGTERM');
    await exited;
  }
});

const userDialog = (page: Page) => page.getByRole('dialog', { name: /^(Add user|Edit user)$/ });
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('signs in, creates, updates and deletes through an API on its own host', async ({ page }) => {
  // A refused preflight shows as a failed request (the SPA hears "Failed to fetch"); requests
  // a navigation cancels (ERR_ABORTED) are not failures of the deployment.
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).not.toHaveURL(/\/login/);

  const email = `split-${Date.now().toString(36)}@e2e.local`;
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = userDialog(page);
  await dialog.getByLabel('First name').fill('Split');
  await dialog.getByLabel('Last name').fill('Planner');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Gender').selectOption({ label: 'Female' });
  const created = page.waitForResponse((response) => response.url() === `${apiOrigin}/persons/create`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await created).status()).toBe(200);
  await expect(rowOf(page, email)).toContainText('Split Planner');

  await page.getByRole('button', { name: 'Edit Split Planner' }).click();
  await userDialog(page).getByLabel('Last name').fill('Planner Updated');
  const updated = page.waitForResponse((response) => response.url() === `${apiOrigin}/persons/update` && response.request().method() === 'PUT');
  await userDialog(page).getByRole('button', { name: 'Save' }).click();
  expect((await updated).status()).toBe(200);
  await expect(rowOf(page, email)).toContainText('Split Planner Updated');

  await page.getByRole('button', { name: 'Delete Split Planner Updated' }).click();
  const deleted = page.waitForResponse((response) => response.url().startsWith(`${apiOrigin}/persons/destroy`) && response.request().method() === 'DELETE');
  await page.getByRole('alertdialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
  expect(failures).toEqual([]);
});
