import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { personTypes } from '../contract/people';
import type { Database } from './db/client';
import { customizations, persons } from './db/schema';
import { hashPassword } from './services/secrets';

/** The product's own brand and one white-label example, reached on 127.0.0.1 instead of localhost. */
const brands = [
  { code: 'default', title: 'Wedding Planner', hosts: ['localhost'], isDefault: true },
  { code: 'lumiere', title: 'Lumière Weddings', hosts: ['127.0.0.1'], isDefault: false },
];

export async function seedBrands(db: Database): Promise<void> {
  for (const brand of brands) {
    await db.insert(customizations).values(brand).onConflictDoNothing({ target: customizations.code });
  }
}

export interface SeededLogin {
  role: string;
  email: string;
  /** Present when the seed chose the password, so it can be printed once. */
  password?: string;
}

/** The first Administrator, from ADMIN_EMAIL / ADMIN_PASSWORD or with a generated password. */
export async function seedAdministrator(db: Database, email: string, password?: string): Promise<SeededLogin | null> {
  const [existing] = await db.select({ id: persons.id }).from(persons).where(eq(persons.typeId, personTypes.Administrator)).limit(1);
  if (existing) return null;
  const chosen = password ?? randomBytes(9).toString('base64url');
  await db.insert(persons).values({
    typeId: personTypes.Administrator,
    firstName: 'Admin',
    lastName: 'Istrator',
    email,
    status: 'active',
    passwordHash: await hashPassword(chosen),
  });
  return { role: 'Administrator', email, password: password ? undefined : chosen };
}

export const demoPlanner = { email: 'planner@demo.local', password: 'demo-planner' } as const;

/** A living product for a newcomer: a planner with credits (later issues add weddings and people). */
export async function seedDemo(db: Database): Promise<SeededLogin[]> {
  await db.insert(persons).values({
    typeId: personTypes.Planner,
    firstName: 'Daniela',
    lastName: 'Ríos',
    email: demoPlanner.email,
    gender: 2,
    status: 'active',
    credits: 5,
    passwordHash: await hashPassword(demoPlanner.password),
  });
  return [{ role: 'Planner', ...demoPlanner }];
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(persons);
  return (row?.total ?? 0) === 0;
}
