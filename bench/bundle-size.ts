import { chromium, type Request } from 'playwright-core';
import { chromiumArgs, formatKb } from './support';

/**
 * Loads /login in Chromium and adds up what its scripts and stylesheets cost on the wire: the
 * bodies as the server sent them (brotli or gzip when it compresses, as Chromium accepts both).
 */
export async function measureLoginBundle(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0, files: [] as string[] };
  const pending: Promise<void>[] = [];
  const count = async (request: Request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const [{ responseBodySize }, encoding] = await Promise.all([
      request.sizes(),
      request.response().then((response) => response?.headerValue('content-encoding')),
    ]);
    if (type === 'script') sizes.js += responseBodySize;
    else sizes.css += responseBodySize;
    sizes.files.push(`${new URL(request.url()).pathname} ${formatKb(responseBodySize)} (${encoding ?? 'uncompressed'})`);
  };
  page.on('requestfinished', (request) => pending.push(count(request)));
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page
    .getByLabel(/email|correo/i)
    .first()
    .waitFor();
  await Promise.all(pending);
  await browser.close();
  return sizes;
}
