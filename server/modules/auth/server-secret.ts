import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverSecrets } from './schema';
import { randomToken } from './secrets';

const known = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * A secret every server of one database shares, made by whichever asks first (the insert that
 * loses the race changes nothing) and remembered for the life of the process.
 */
export function serverSecret(db: Executor, name: string): Promise<string> {
  const secrets = known.get(db) ?? new Map<string, Promise<string>>();
  known.set(db, secrets);
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrCreate(db: Executor, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
