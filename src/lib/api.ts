import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { toApiError, type CallKind } from './api-error';

/**
 * The one HTTP client of the SPA. The server answers `{ data }` on success and
 * `{ error: { code }, validationErrors? }` on failure; every failure leaves here as an
 * `ApiError` whose message key is already chosen (src/lib/api-error.ts).
 */

// Same origin by default (`/api`, proxied by Vite in development); the split deployment
// (API on the `api.` subdomain) sets VITE_API_BASE at build time.
const client = ofetch.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  credentials: 'include',
  retry: 0,
});

let sessionExpired: () => void = () => {};

/** The auth actor registers here: any 401 outside sign-in signs the person out. */
export function onSessionExpired(handler: () => void): () => void {
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
  try {
    const answer = await client<{ data?: T } | undefined>(path, { method, ...rest } as FetchOptions<'json'>);
    return answer?.data as T;
  } catch (error) {
    const failure =
      error instanceof FetchError ? toApiError(error.status ?? 0, error.data, kind) : toApiError(0, undefined, kind);
    if (failure.signsOut) sessionExpired();
    throw failure;
  }
}

export const api = {
  get: <T>(path: string, options?: ApiOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: ApiOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: ApiOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: ApiOptions) => request<T>('DELETE', path, options),
};
