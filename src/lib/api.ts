import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { Endpoint, InputOf, OutputOf } from '../../contract/endpoint';
import type { ErrorCode } from '../../contract/errors';
import { toApiError, type CallKind } from './api-error';
import { bootAnswer, forgetBootAnswers, startNamedReads, takeStartedRead } from './boot-answers';
import { readJson } from './read-json';

/**
 * The one HTTP client of the SPA. The server answers `{ data }` on success and
 * `{ error: { code }, validationErrors? }` on failure; every failure leaves here as an
 * `ApiError` whose message key is already chosen (src/lib/api-error.ts).
 */

// Same origin by default (`/api`, proxied by Vite in development); the split deployment
// (API on the `api.` subdomain) sets VITE_API_BASE at build time.
const apiBase = import.meta.env.VITE_API_BASE ?? '/api';
const client = ofetch.create({
  baseURL: apiBase,
  credentials: 'include',
  retry: 0,
});

let sessionExpired: (code: ErrorCode) => void = () => {};

/** The auth actor registers here: any 401 outside sign-in signs the person out (`user_inactive`: they were blocked). */
export function onSessionExpired(handler: (code: ErrorCode) => void): () => void {
  sessionExpired = handler;
  return () => {
    if (sessionExpired === handler) sessionExpired = () => {};
  };
}

export interface ApiOptions {
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  kind?: CallKind;
}

async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: ApiOptions = {}): Promise<T> {
  const { kind = 'default', ...rest } = options;
  if (method !== 'GET') forgetBootAnswers();
  const written = method === 'GET' ? bootAnswer(path, rest.query) : undefined;
  if (written) return written.data as T;
  const startedRead = method === 'GET' ? takeStartedRead(path, rest.query) : undefined;
  const started = startedRead && (await startedRead);
  if (started) return started.data as T;
  try {
    // `parseResponse` only on JSON calls: ofetch reads every answer as JSON when a call names it, files included.
    const answer = await client<{ data?: T } | undefined>(path, { method, ...rest, parseResponse: readJson } as FetchOptions<'json'>);
    return answer?.data as T;
  } catch (error) {
    throw await failureOf(error, kind);
  }
}

async function failureOf(error: unknown, kind: CallKind) {
  return error instanceof FetchError ? noticeFailure(error.status ?? 0, await errorBody(error.data), kind) : noticeFailure(0, undefined, kind);
}

/**
 * Turns a failed answer into an `ApiError` and signs the person out when it says their session
 * ended. Exported for the calls that go around ofetch (the XHR upload), so a 401 there signs
 * out at once like any other call.
 */
export function noticeFailure(status: number, body: unknown, kind: CallKind = 'default') {
  const failure = toApiError(status, body, kind);
  if (failure.signsOut) sessionExpired(failure.code);
  return failure;
}

/** A download's error answer arrives as a Blob like its success would; its JSON is inside. */
async function errorBody(data: unknown): Promise<unknown> {
  return data instanceof Blob ? readJson(await data.text()) : data;
}

/**
 * Sends a multipart form (file uploads). The browser writes the content type with its
 * boundary, and fields travel in the order appended (the server reads `id` before the file).
 */
async function upload<T>(path: string, form: FormData): Promise<T> {
  forgetBootAnswers();
  try {
    const answer = await client<{ data?: T } | undefined>(path, { method: 'POST', body: form });
    return answer?.data as T;
  } catch (error) {
    throw await failureOf(error, 'default');
  }
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (the UTF-8 `filename*` when given), else `fallbackName`. */
  fileName: string;
}

/** A file, asked for with a GET and its query. */
const download = (path: string, query: ApiOptions['query'], fallbackName: string) => fetchFile(path, { method: 'GET', query }, fallbackName);

/** A file asked for with a POST and a JSON body: what it names would not fit in an address (thousands of ids). */
const downloadPosted = (path: string, body: Record<string, unknown>, fallbackName: string) => fetchFile(path, { method: 'POST', body }, fallbackName);

async function fetchFile(
  path: string,
  request: Pick<ApiOptions, 'query' | 'body'> & { method: 'GET' | 'POST' },
  fallbackName: string,
): Promise<DownloadedFile> {
  try {
    const response = await client.raw<Blob, 'blob'>(path, { ...request, responseType: 'blob' });
    return { blob: response._data!, fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
  } catch (error) {
    throw await failureOf(error, 'default');
  }
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // a malformed encoding: the plain name below still serves
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * A JSON call by its contract (contract/endpoint.ts): the path and method come from it, and
 * what is sent and answered is typed by it.
 */
function call<E extends Endpoint>(endpoint: E, input: InputOf<E>, options: { kind?: CallKind } = {}): Promise<OutputOf<E>> {
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const payload = input as Record<string, unknown>;
  return request<OutputOf<E>>(endpoint.method, endpoint.path, {
    ...(readsQuery ? { query: payload as ApiOptions['query'] } : { body: payload }),
    kind: options.kind,
  });
}

/**
 * A read's answer written into the page (src/lib/boot-answers.ts), at once, or undefined when
 * only the server can answer it (`call` then asks). For what a screen can show in its first pass.
 */
function written<E extends Endpoint>(endpoint: E, input: InputOf<E>): OutputOf<E> | undefined {
  return endpoint.method === 'GET' ? (bootAnswer(endpoint.path, input as ApiOptions['query'])?.data as OutputOf<E> | undefined) : undefined;
}

/**
 * Sends the reads the page names for itself (src/lib/boot-answers.ts) now, while the app's code
 * is still arriving; the page's own call for each then takes its answer.
 */
const startPageReads = () =>
  startNamedReads((key) => client<{ data?: unknown } | undefined>(key, { method: 'GET', parseResponse: readJson }).then((answer) => answer?.data));

/** The address of an API path for the browser itself to load (an <img> of an authorised image). */
const url = (path: string) => `${apiBase}${path}`;

export const api = {
  call,
  written,
  url,
  startPageReads,
  get: <T>(path: string, options?: ApiOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: ApiOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: ApiOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: ApiOptions) => request<T>('DELETE', path, options),
  upload,
  download,
  downloadPosted,
};
