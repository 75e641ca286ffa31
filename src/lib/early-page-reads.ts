import { weddingsEndpoints } from '../../contract/weddings';
import { api } from './api';
import { earlyRead } from './early-read';

/**
 * The reads the start of the app begins for the address it opens on (see early-read.ts). They
 * are made as a session check is (`kind: 'session'`): a refusal here signs nobody out, the page's
 * own call does that if it must.
 */
export const earlyWeddingList = earlyRead(() => api.call(weddingsEndpoints.list, {}, { kind: 'session' }));
export const earlyWedding = earlyRead((id: number) => api.call(weddingsEndpoints.show, { id }, { kind: 'session' }));

export function startEarlyPageReads(path: string): void {
  if (/^\/weddings\/?$/.test(path)) earlyWeddingList.start(undefined);
  const wedding = /^\/wedding\/(\d+)(\/|$)/.exec(path);
  if (wedding) earlyWedding.start(Number(wedding[1]));
}
