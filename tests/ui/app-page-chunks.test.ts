import { describe, expect, it } from 'vitest';
import { chunksFor, type PageChunkName } from '../../contract/page-routes';
import { pageChunks, preloadPage } from '../../src/app/page-chunks';

describe('what the start preloads for an address', () => {
  it('fetches nothing more for the sign-in page, and only their own page for the password pages', () => {
    expect(chunksFor('/login')).toEqual([]);
    expect(chunksFor('/forgot')).toEqual(['forgot']);
    expect(chunksFor('/change_password/abc123')).toEqual(['changePassword']);
  });

  it('fetches the signed-in area and the page of a signed-in address', () => {
    expect(chunksFor('/weddings')).toEqual(['dashboard', 'weddings']);
    expect(chunksFor('/wedding/12/plan')).toEqual(['dashboard', 'wedding', 'weddingPlan']);
    expect(chunksFor('/wedding/12/checklist')).toEqual(['dashboard', 'wedding', 'weddingChecklist']);
    expect(chunksFor('/wedding/12')).toEqual(['dashboard', 'wedding', 'weddingHome']);
    expect(chunksFor('/wedding/12/budget')).toEqual(['dashboard', 'wedding', 'weddingBudget']);
    expect(chunksFor('/wedding/12/settings')).toEqual(['dashboard', 'wedding']);
    expect(chunksFor('/credits')).toEqual(['dashboard', 'credits']);
  });

  it('fetches only the area where the page depends on who signs in (a spouse’s wedding at the root)', () => {
    expect(chunksFor('/')).toEqual(['dashboard']);
    expect(chunksFor('/plan')).toEqual(['dashboard']);
  });
});

describe('the start waiting for the page’s code (issue 23 item 23)', () => {
  /** Every chunk's import, answered by the test: `arrive` or `fail` settles one. */
  function heldChunks() {
    const settle = new Map<string, { arrive(): void; fail(): void }>();
    const chunks = Object.fromEntries(
      Object.keys(pageChunks).map((name) => [
        name,
        () => new Promise<void>((arrive, fail) => settle.set(name, { arrive: () => arrive(), fail: () => fail(new Error(`${name} failed`)) })),
      ]),
    ) as Record<PageChunkName, () => Promise<unknown>>;
    return { chunks, settle };
  }

  it('settles once every file of the address has arrived, or failed (the page then shows the failure itself)', async () => {
    const { chunks, settle } = heldChunks();
    let settled = false;
    void preloadPage('/wedding/12/guests', chunks).then(() => (settled = true));
    expect([...settle.keys()]).toEqual(['dashboard', 'wedding', 'weddingGuests']);
    settle.get('dashboard')!.arrive();
    settle.get('weddingGuests')!.fail();
    await Promise.resolve();
    expect(settled).toBe(false);
    settle.get('wedding')!.arrive();
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled).toBe(true);
  });
});
