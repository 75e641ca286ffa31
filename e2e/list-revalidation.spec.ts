import { expect, test } from '@playwright/test';
import { accounts, createWeddingAs, setLanguage, signIn } from './support';

/**
 * Issue 23 item 8: the guest list comes compressed and tagged, and the SPA's second read of an
 * unchanged list is a 304 that the browser answers from its own cache, with nothing in the SPA
 * asking for it (ofetch goes through the browser's fetch); a changed list comes whole again.
 */
test('the guests page reads an unchanged list as a 304, and a changed one whole', async ({ page }) => {
  await signIn(page, accounts.planner);
  await setLanguage(page, 'en');
  const weddingId = await createWeddingAs(page, { name: `Revalidation E2E ${Date.now().toString(36)}`, date: '2027-06-12' });
  // Twelve guests: a list over 1 KB, which is compressed.
  for (let index = 1; index <= 12; index++) {
    expect((await page.request.post('/api/guests/create', { data: { wedding_id: weddingId, name: `Guest number ${index}` } })).ok()).toBe(true);
  }
  // What went over the network, as DevTools shows it (the page itself sees a 304 as its 200).
  // Chromium reports the raw headers apart, before or after the request they belong to.
  const listReads: string[] = [];
  const ifNoneMatch = new Map<string, string | undefined>();
  const answers = new Map<string, { status: number; encoding?: string }>();
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  devtools.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.includes('/api/guests/index')) listReads.push(requestId);
  });
  devtools.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) =>
    ifNoneMatch.set(requestId, Object.entries(headers).find(([name]) => name.toLowerCase() === 'if-none-match')?.[1]),
  );
  devtools.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) =>
    answers.set(requestId, { status: statusCode, encoding: headers['content-encoding'] }),
  );
  const sent = () => listReads.filter((id) => answers.has(id)).map((id) => ({ ...answers.get(id), ifNoneMatch: ifNoneMatch.get(id) }));
  const menu = page.getByRole('navigation', { name: /wedding/i });
  const openGuests = async () => {
    await menu.getByRole('link', { name: 'Guests' }).click();
    await expect(page).toHaveURL(new RegExp(`/wedding/${weddingId}/guests$`));
  };

  await page.goto(`/wedding/${weddingId}/checklist`);
  await openGuests();
  await expect(page.getByText('Showing 12 of 12 guests')).toBeVisible();
  await menu.getByRole('link', { name: 'Checklist' }).click();
  await openGuests();
  await expect(page.getByText('Showing 12 of 12 guests')).toBeVisible();
  await expect.poll(() => sent().length).toBe(2);
  expect(sent()[0]).toEqual({ status: 200, ifNoneMatch: undefined, encoding: 'br' });
  expect(sent()[1]).toMatchObject({ status: 304, ifNoneMatch: expect.stringMatching(/^W\//) });

  expect((await page.request.post('/api/guests/create', { data: { wedding_id: weddingId, name: 'Carlos Ruiz' } })).ok()).toBe(true);
  await menu.getByRole('link', { name: 'Checklist' }).click();
  await openGuests();
  await expect(page.getByText('Showing 13 of 13 guests')).toBeVisible();
  await expect.poll(() => sent().length).toBe(3);
  expect(sent()[2]).toMatchObject({ status: 200, ifNoneMatch: sent()[1]!.ifNoneMatch, encoding: 'br' });
});
