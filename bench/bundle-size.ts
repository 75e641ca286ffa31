import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, formatKb } from './support';

/** Loads /login in Chromium and adds up the gzip size of every script and stylesheet it fetched. */
export async function measureLoginBundle(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0, files: [] as string[] };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        const gzipped = gzipSync(body, { level: 9 }).length;
        if (type === 'script') sizes.js += gzipped;
        else sizes.css += gzipped;
        sizes.files.push(`${new URL(response.url()).pathname} ${formatKb(gzipped)}`);
      }),
    );
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page
    .getByLabel(/email|correo/i)
    .first()
    .waitFor();
  await Promise.all(pending);
  await browser.close();
  return sizes;
}
