import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { persons } from '../../../server/modules/users/schema';
import { useGuestWorld, type GuestWorld } from './guest-world';
import { validateUpload } from './import-upload';

/** The committed samples (scripts/make-guest-samples.ts) do what their names say, for a wedding of Sofía and Mateo. */
let world: GuestWorld;

useGuestWorld(async (started) => {
  world = started;
  const [first, second] = world.weddingA.spouseIds;
  await world.server.db.update(persons).set({ firstName: 'Sofía' }).where(eq(persons.id, first));
  await world.server.db.update(persons).set({ firstName: 'Mateo' }).where(eq(persons.id, second));
});

const validate = (name: string) => validateUpload(world, 'owner', world.weddingA.id, { name, content: readFileSync(`samples/${name}`) });

describe('sample files', () => {
  it('the English .xlsx and the Spanish CSV are valid', async () => {
    const english = await validate('guests-import-en.xlsx');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().data).toMatchObject({ rows: 10, new_categories: ['Work', 'Tennis club', 'Neighbours', 'University friends'] });
    const spanish = await validate('guests-import-es.csv');
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.json().data).toMatchObject({ rows: 6, columns: ['name', 'companions', 'category', 'status', 'invitedBy', 'phone', 'comments'] });
  });

  it('the file with errors shows one error on each of its broken rows', async () => {
    const response = await validate('guests-import-errors.csv');
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors.map((error: { row: number; rule: string }) => [error.row, error.rule])).toEqual([
      [3, 'required'],
      [4, 'numeric'],
      [5, 'max'],
      [6, 'unknownStatus'],
      [7, 'unknownSpouse'],
      [8, 'maxLength'],
    ]);
  });
});
