import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootAnswerKey, bootAnswersElementId, startedReadsElementId } from '../../../contract/boot-answers';

/**
 * Issue 8 item 16: the reads the page starts with are answered from what the server wrote into
 * it (server/http/boot-answers.ts), and only while that is still what the server would say.
 */

let requests: string[];

function writeInPage(id: string, value: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = JSON.stringify(value);
  document.head.append(script);
}

const writeAnswers = (answers: Record<string, unknown>) => writeInPage(bootAnswersElementId, answers);

/** A fresh copy of the client, as the page's first script has it. */
async function freshApi() {
  vi.resetModules();
  return (await import('../../../src/lib/api')).api;
}

beforeEach(() => {
  requests = [];
  window.history.replaceState(null, '', '/wedding/5/plan');
  writeAnswers({
    '/me': { user: null },
    [bootAnswerKey('/weddings/get_actions', { wedding_id: 5, module_code: 'PLAN' })]: { actions: ['EDIT'] },
  });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url;
    requests.push(`${init?.method ?? (typeof input === 'string' ? 'GET' : input.method)} ${url.replace(/^.*\/api/, '')}`);
    return new Response(JSON.stringify({ data: { fromServer: true } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById(bootAnswersElementId)?.remove();
  document.getElementById(startedReadsElementId)?.remove();
});

describe('answers written into the page', () => {
  it('answer the page’s first reads without a request, whatever the order of their query', async () => {
    const api = await freshApi();
    expect(await api.get('/me')).toEqual({ user: null });
    expect(await api.get('/weddings/get_actions', { query: { module_code: 'PLAN', wedding_id: 5 } })).toEqual({ actions: ['EDIT'] });
    // The same read twice at start (the shell and the page both ask): both from the page.
    expect(await api.get('/me')).toEqual({ user: null });
    expect(requests).toEqual([]);
  });

  it('leave a read the server did not answer to the server', async () => {
    const api = await freshApi();
    expect(await api.get('/weddings/get_actions', { query: { module_code: 'GUESTS', wedding_id: 5 } })).toEqual({ fromServer: true });
    expect(requests).toEqual(['GET /weddings/get_actions?module_code=GUESTS&wedding_id=5']);
  });

  it('are forgotten once the page sends a change: what follows is read afresh', async () => {
    const api = await freshApi();
    await api.post('/weddings/create', { body: { name: 'x' } });
    expect(await api.get('/me')).toEqual({ fromServer: true });
    expect(requests).toEqual(['POST /weddings/create', 'GET /me']);
  });

  it('are forgotten on another page and after the first seconds', async () => {
    const api = await freshApi();
    window.history.pushState(null, '', '/weddings');
    expect(await api.get('/me')).toEqual({ fromServer: true });

    window.history.replaceState(null, '', '/wedding/5/plan');
    const later = await freshApi();
    vi.spyOn(performance, 'now').mockReturnValue(10_001);
    expect(await later.get('/me')).toEqual({ fromServer: true });
    expect(requests).toEqual(['GET /me', 'GET /me']);
  });
});

/**
 * Issue 23 item 23: a list too long for the server to hold the page back for (5,000 guests) is
 * only named in the page; the first script starts it at once and the page's own call takes it.
 */
describe('reads the page names for itself', () => {
  const guestsRead = bootAnswerKey('/guests/index', { wedding_id: 5 });
  const readGuests = (api: Awaited<ReturnType<typeof freshApi>>) => api.get('/guests/index', { query: { wedding_id: 5 } });

  it('start at once, and the page’s call takes the answer without asking again', async () => {
    writeInPage(startedReadsElementId, [guestsRead]);
    const api = await freshApi();
    api.startPageReads();
    expect(requests).toEqual([`GET ${guestsRead}`]);
    expect(await readGuests(api)).toEqual({ fromServer: true });
    expect(requests).toEqual([`GET ${guestsRead}`]);
    // Taken once: a later read (a retry, a reload of the list) asks the server.
    await readGuests(api);
    expect(requests).toEqual([`GET ${guestsRead}`, `GET ${guestsRead}`]);
  });

  it('that failed are made again by the page, the normal way', async () => {
    writeInPage(startedReadsElementId, [guestsRead]);
    const api = await freshApi();
    const answered = vi.fn(
      async () => new Response(JSON.stringify({ data: { fromServer: true } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response(null, { status: 500 }))
        .mockImplementation(answered),
    );
    api.startPageReads();
    expect(await readGuests(api)).toEqual({ fromServer: true });
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('are forgotten once the page sends a change, and on another page', async () => {
    writeInPage(startedReadsElementId, [guestsRead]);
    const api = await freshApi();
    api.startPageReads();
    await api.post('/weddings/create', { body: { name: 'x' } });
    await readGuests(api);
    expect(requests).toEqual([`GET ${guestsRead}`, 'POST /weddings/create', `GET ${guestsRead}`]);

    const elsewhere = await freshApi();
    elsewhere.startPageReads();
    window.history.pushState(null, '', '/wedding/5/plan/other');
    await readGuests(elsewhere);
    expect(requests.slice(3)).toEqual([`GET ${guestsRead}`, `GET ${guestsRead}`]);
  });
});
