import { guestColors, guestStatusId } from '../../contract/guests';
import type { Database } from '../db/client';
import { createCategory } from '../modules/guests/categories';
import { insertGuests, type GuestFields } from '../modules/guests/service';
import { spousesOf } from '../modules/guests/spouses';

const categories: Array<[name: string, colorKey: (typeof guestColors)[number]['key']]> = [
  ["Sofía's family", 'rose'],
  ["Mateo's family", 'blue'],
  ['University friends', 'purple'],
  ['Work', 'teal'],
  ['Childhood friends', 'amber'],
  ['Neighbours', 'green'],
  ['Family friends', 'slate'],
];

const firstNames = [
  'Alejandro',
  'Valeria',
  'Diego',
  'Camila',
  'Javier',
  'Lucía',
  'Andrés',
  'Isabela',
  'Fernando',
  'Mariana',
  'Ricardo',
  'Gabriela',
  'Emilio',
  'Renata',
  'Tomás',
  'Ximena',
  'Rodrigo',
  'Paula',
  'Héctor',
  'Daniela',
  'James',
  'Emily',
  'Oliver',
  'Charlotte',
  'William',
  'Amelia',
  'Henry',
  'Grace',
  'Samuel',
  'Hannah',
  'Benjamin',
  'Chloe',
  'Jack',
  'Lily',
  'Thomas',
  'Zoe',
  'Nathan',
  'Ellie',
  'Ethan',
  'Ruby',
];
const lastNames = [
  'García',
  'Martínez',
  'López',
  'Hernández',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
  'Gómez',
  'Díaz',
  'Morales',
  'Jiménez',
  'Ruiz',
  'Mendoza',
  'Castillo',
  'Ortiz',
  'Núñez',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Davies',
  'Evans',
  'Walker',
  'Wright',
  'Hughes',
];
const comments = ['Vegetarian', 'Alérgica a los mariscos', 'Needs wheelchair access', 'Llega después de la ceremonia', 'Bringing a baby', 'Sin gluten'];

/** A small deterministic generator, so every fresh demo database holds the same guests. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  /** Picks by weights: `[[value, weight], …]`. */
  const weighted = <T>(choices: Array<[T, number]>) => {
    let roll = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
    return choices.at(-1)![0];
  };
  return { next, pick, weighted };
}

/**
 * About 150 guests of the demo wedding in 7 categories: all three statuses, companions, both
 * spouses (and nobody) as inviters, phones in the fictional 555-01xx range and a few comments.
 */
export async function seedDemoGuests(db: Database, weddingId: number, count = 150): Promise<void> {
  const random = randomSource(20270522);
  const spouses = await spousesOf(db, weddingId);
  const categoryIds: number[] = [];
  for (const [name, colorKey] of categories) {
    const color = guestColors.find((candidate) => candidate.key === colorKey)!;
    categoryIds.push((await createCategory(db, weddingId, { name, color_r: color.color_r, color_g: color.color_g, color_b: color.color_b })).id);
  }
  const names = new Set<string>();
  const fullName = () => {
    const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    return random.next() < 0.4 ? `${name} ${random.pick(lastNames)}` : name;
  };
  while (names.size < count) names.add(fullName());
  const guests: GuestFields[] = [...names].map((name) => ({
    name,
    companions: random.weighted([
      [0, 55],
      [1, 30],
      [2, 10],
      [3, 4],
      [4, 1],
    ]),
    category_id: random.weighted([
      [random.pick(categoryIds), 85],
      [null, 15],
    ]),
    status_id: random.weighted([
      [guestStatusId.attending, 60],
      [guestStatusId.notAttending, 15],
      [guestStatusId.pending, 25],
    ]),
    invitedBy_id: random.weighted([
      [spouses[0]?.id ?? null, 45],
      [spouses[1]?.id ?? null, 40],
      [null, 15],
    ]),
    phone: random.next() < 0.7 ? `+1 555 01${String(Math.floor(random.next() * 100)).padStart(2, '0')}` : null,
    comments: random.next() < 0.08 ? random.pick(comments) : null,
  }));
  await db.transaction((tx) => insertGuests(tx, weddingId, guests));
}
