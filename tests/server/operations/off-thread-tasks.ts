import { DomainError } from '../../../server/shared/domain-error';

/** Tasks for tests/server/operations/off-thread.test.ts, run on OffThread's worker thread. */
export async function measure(bytes: Uint8Array, name: string) {
  return { name, bytes: bytes.length };
}

export async function refuse() {
  throw new DomainError('import_empty');
}

export async function spin() {
  for (;;);
}

export async function hoard() {
  const kept: number[][] = [];
  for (;;) kept.push(new Array(100_000).fill(1));
}
