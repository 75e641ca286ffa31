import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../../src/lib/api';
import { earlyWedding, earlyWeddingList, startEarlyPageReads } from '../../src/lib/early-page-reads';

/**
 * The first read of the page the app opens on starts at boot and is handed to that page's first
 * load (issue 8, item 16: the plan's LCP waited for `weddings/show` after the code had run).
 */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wedding = (name: string) => ({ data: { wedding: { id: 5, name } } });

let requests: string[];
let answers: Array<() => Response>;

beforeEach(() => {
  requests = [];
  answers = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    requests.push(String(typeof input === 'string' ? input : input.url).replace(/^.*\/api/, ''));
    return answers.shift()!();
  });
});
afterEach(() => vi.unstubAllGlobals());

const fresh = (name: string) => () => Promise.resolve({ wedding: { id: 5, name } } as never);

describe('early page reads', () => {
  it('starts the wedding of a /wedding/:id address at boot and hands it to the first load', async () => {
    answers.push(() => json(200, wedding('early')));
    startEarlyPageReads('/wedding/5/plan');
    expect(requests).toEqual(['/weddings/show?id=5']);
    await expect(earlyWedding.take(5, fresh('fresh'))).resolves.toMatchObject({ wedding: { name: 'early' } });
  });

  it('gives the early answer once: a retry or a later visit asks the server again', async () => {
    answers.push(() => json(200, wedding('early')));
    startEarlyPageReads('/wedding/5');
    await earlyWedding.take(5, fresh('fresh'));
    await expect(earlyWedding.take(5, fresh('fresh'))).resolves.toMatchObject({ wedding: { name: 'fresh' } });
  });

  it('never hands one wedding’s answer to another, and drops it', async () => {
    answers.push(() => json(200, wedding('early')));
    startEarlyPageReads('/wedding/5/guests');
    await expect(earlyWedding.take(6, fresh('six'))).resolves.toMatchObject({ wedding: { name: 'six' } });
    await expect(earlyWedding.take(5, fresh('fresh'))).resolves.toMatchObject({ wedding: { name: 'fresh' } });
  });

  it('asks again when the early read failed (made before sign-in), and that refusal signed nobody out', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    answers.push(() => json(401, { error: { code: 'auth_unauthorized' } }));
    startEarlyPageReads('/wedding/5/plan');
    await expect(earlyWedding.take(5, fresh('after sign-in'))).resolves.toMatchObject({ wedding: { name: 'after sign-in' } });
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('starts the list on /weddings and nothing on other addresses', async () => {
    answers.push(() => json(200, { data: { weddings: [] } }));
    startEarlyPageReads('/weddings');
    startEarlyPageReads('/login');
    startEarlyPageReads('/credits');
    expect(requests).toEqual(['/weddings']);
    await expect(earlyWeddingList.take(undefined, () => Promise.reject(new Error('not asked again')))).resolves.toEqual({ weddings: [] });
  });
});
