import { vi } from 'vitest';

/**
 * The server as a rendered page meets it: `fetch` replaced by a backend that records every
 * request and answers only when the test says so (or at once, for requests given a standing
 * answer). Everything above `fetch` is the app's own code: ofetch, the API client and its
 * error mapping, each feature's calls, the machines and the components.
 */

export interface RecordedRequest {
  method: string;
  /** The path below the API base, e.g. `/plan_sections/index`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

interface WaitingRequest extends RecordedRequest {
  respond: (response: Response) => void;
}

/** `'GET /me'`, or a predicate. */
export type RequestMatcher = string | ((request: RecordedRequest) => boolean);

type StandingAnswer = (request: RecordedRequest) => { status?: number; body: unknown };

const apiBase = '/api';

/**
 * How long a request may take to be made. Waiting costs nothing when it comes at once; the first
 * rendering of a page imports its lazy chunk, which on a busy machine takes seconds.
 */
const arrivalTimeoutMs = 10_000;

function matches(matcher: RequestMatcher, request: RecordedRequest): boolean {
  if (typeof matcher === 'function') return matcher(request);
  const [method, path] = matcher.split(' ');
  return request.method === method && request.path === path;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export class FakeBackend {
  /** Every request made, answered or not, in order. */
  readonly requests: RecordedRequest[] = [];
  private readonly waiting: WaitingRequest[] = [];
  private readonly standing: Array<{ matcher: RequestMatcher; answer: StandingAnswer }> = [];

  /** Replaces `fetch` until the test ends (vitest restores globals between tests). */
  install(): this {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => this.receive(input, init));
    return this;
  }

  /** Answers every matching request at once with `{ data }` (sessions, catalogues…). */
  always(matcher: RequestMatcher, data: unknown | ((request: RecordedRequest) => unknown)): this {
    this.standing.push({
      matcher,
      answer: (request) => ({ body: { data: typeof data === 'function' ? (data as (r: RecordedRequest) => unknown)(request) : data } }),
    });
    return this;
  }

  /** Refuses every matching request at once. */
  alwaysRefuse(matcher: RequestMatcher, status: number, code: string): this {
    this.standing.push({ matcher, answer: () => ({ status, body: { error: { code } } }) });
    return this;
  }

  /** The oldest unanswered request that matches, once it has arrived. */
  async next(matcher: RequestMatcher, timeoutMs = arrivalTimeoutMs): Promise<RecordedRequest> {
    return (await this.arrival(matcher, timeoutMs)).request;
  }

  /** Answers the oldest unanswered matching request with `{ data }`; answers the request. */
  async answer(matcher: RequestMatcher, data: unknown = {}): Promise<RecordedRequest> {
    const { request, index } = await this.arrival(matcher);
    this.waiting.splice(index, 1);
    request.respond(json(200, { data }));
    return request;
  }

  /** Refuses the oldest unanswered matching request with the spec's error shape. */
  async refuse(matcher: RequestMatcher, status: number, code: string, validationErrors?: Record<string, string[]>): Promise<RecordedRequest> {
    const { request, index } = await this.arrival(matcher);
    this.waiting.splice(index, 1);
    request.respond(json(status, { error: { code }, ...(validationErrors ? { validationErrors } : {}) }));
    return request;
  }

  /** Requests still waiting for an answer. */
  get unanswered(): RecordedRequest[] {
    return [...this.waiting];
  }

  private async arrival(matcher: RequestMatcher, timeoutMs = arrivalTimeoutMs): Promise<{ request: WaitingRequest; index: number }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.waiting.findIndex((request) => matches(matcher, request));
      if (index >= 0) return { request: this.waiting[index]!, index };
      if (Date.now() > deadline) {
        const seen = this.waiting.map((request) => `${request.method} ${request.path}`).join(', ') || 'none';
        throw new Error(`no request ${typeof matcher === 'string' ? matcher : '(predicate)'} arrived; waiting: ${seen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private async receive(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = typeof input === 'string' || input instanceof URL ? new Request(new URL(String(input), 'http://localhost'), init) : input;
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.startsWith(apiBase) ? url.pathname.slice(apiBase.length) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text && (request.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text || undefined,
    };
    this.requests.push(recorded);
    const standing = this.standing.find((candidate) => matches(candidate.matcher, recorded));
    if (standing) {
      const { status = 200, body } = standing.answer(recorded);
      return json(status, body);
    }
    return new Promise((respond) => this.waiting.push({ ...recorded, respond }));
  }
}
