import { personTypes, type PersonType } from '../../contract/person';
import type { Database } from '../../server/db/client';
import { persons } from '../../server/modules/users/schema';
import { hashPassword } from '../../server/modules/auth/secrets';

let sequence = 0;

/** Inserts a person straight into the database; `password` makes the account usable. */
export async function createPerson(
  db: Database,
  fields: { type?: PersonType; email?: string; password?: string; status?: string; language?: string; plannerId?: number; credits?: number } = {},
) {
  const email = fields.email ?? `person${++sequence}-${Date.now()}@test.local`;
  const [row] = await db
    .insert(persons)
    .values({
      typeId: personTypes[fields.type ?? 'Planner'],
      firstName: 'Test',
      lastName: `Person ${sequence}`,
      email,
      status: fields.status ?? (fields.password ? 'active' : 'new'),
      language: fields.language ?? 'en',
      passwordHash: fields.password ? await hashPassword(fields.password) : null,
      plannerId: fields.plannerId ?? null,
      credits: fields.credits ?? 0,
    })
    .returning();
  return row!;
}
