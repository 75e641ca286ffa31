import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { personTypeName, personTypes } from '../../contract/person';
import type { Database } from '../db/client';
import { customizations } from '../modules/customizations/schema';
import { persons } from '../modules/users/schema';
import { addCredits } from '../modules/credits/service';
import { addWeddingUser } from '../modules/weddings/grants';
import { toSessionUser } from '../modules/users/person-records';
import { hashPassword } from '../modules/auth/secrets';
import { fillDemoWedding, seedBasePlan, seedChecklistTemplate } from './demo-plan';
import { seedDemoTables } from './demo-tables';
import { seedDemoGuests } from './demo-guests';
import { seedDemoSeating } from './demo-seating';
import { seedDemoBudget } from './demo-budget';
import { seedDemoIdeas } from './demo-ideas';
import { createWedding } from '../modules/weddings/service';

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

const demoWeddings = [
  {
    name: 'Sofía & Mateo',
    date: '2027-05-22',
    spouses: [
      ['Sofía', 'Herrera', 2, 'sofia@demo.local'],
      ['Mateo', 'Vargas', 1, 'mateo@demo.local'],
    ],
  },
  {
    name: 'Emma & Olivia',
    date: '2027-09-11',
    spouses: [
      ['Emma', 'Clarke', 2, 'emma@demo.local'],
      ['Olivia', 'Brooks', 2, 'olivia@demo.local'],
    ],
  },
  {
    name: 'Lucas & Valentina',
    date: '2028-02-14',
    spouses: [
      ['Lucas', 'Moreno', 1, 'lucas@demo.local'],
      ['Valentina', 'Cruz', 2, 'valentina@demo.local'],
    ],
  },
] as const;

/**
 * A living product for a newcomer: a planner who bought credits, keeps a base plan and a
 * checklist template, runs three weddings (one credit each, the first with its plan, seating
 * (guests mostly seated and a few arrived), budget and idea board under way) and has a helper
 * and a hostess on the first one.
 */
export async function seedDemo(db: Database): Promise<void> {
  const [planner] = await db
    .insert(persons)
    .values({
      typeId: personTypes.Planner,
      firstName: 'Daniela',
      lastName: 'Ríos',
      email: demoPlanner.email,
      gender: 2,
      status: 'active',
      passwordHash: await hashPassword(demoPlanner.password),
    })
    .returning();
  await db.transaction((tx) => addCredits(tx, planner!.id, 10, 12000));
  await seedBasePlan(db, planner!.id);
  await seedChecklistTemplate(db, planner!.id);
  const session = toSessionUser(planner!);
  const weddingIds: number[] = [];
  for (const wedding of demoWeddings) {
    const [first, second] = wedding.spouses.map(([firstName, lastName, gender, email]) => ({ first_name: firstName, last_name: lastName, gender, email }));
    const created = await createWedding(db, session, { information: { name: wedding.name, date: wedding.date }, spouse1: first!, spouse2: second! });
    weddingIds.push(created.id);
  }
  await fillDemoWedding(db, weddingIds[0]!);
  await seedDemoTables(db, weddingIds[0]!);
  await seedDemoGuests(db, weddingIds[0]!);
  await seedDemoSeating(db, weddingIds[0]!);
  await seedDemoBudget(db, weddingIds[0]!);
  await seedDemoIdeas(db, weddingIds[0]!);
  const team = [
    { typeId: personTypes.Helper, firstName: 'Andrés', lastName: 'Pineda', email: 'helper@demo.local', gender: 1 },
    { typeId: personTypes.Hostess, firstName: 'Lucía', lastName: 'Ortega', email: 'hostess@demo.local', gender: 2 },
  ];
  const teamPassword = await hashPassword('demo-team');
  for (const member of team) {
    const [row] = await db
      .insert(persons)
      .values({ ...member, status: 'active', plannerId: planner!.id, passwordHash: teamPassword })
      .returning();
    await addWeddingUser(db, weddingIds[0]!, row!.id, personTypeName(member.typeId));
  }
  await db.insert(persons).values({
    typeId: personTypes.Helper,
    firstName: 'Marta',
    lastName: 'Gil',
    email: 'marta@demo.local',
    gender: 2,
    status: 'pending',
    plannerId: planner!.id,
  });
}

const demoLoginList: SeededLogin[] = [
  { role: 'Planner', ...demoPlanner },
  { role: 'Helper', email: 'helper@demo.local', password: 'demo-team' },
  { role: 'Hostess', email: 'hostess@demo.local', password: 'demo-team' },
];

/** The demo sign-ins, printed at every start while the demo planner exists. */
export async function demoLogins(db: Database): Promise<SeededLogin[]> {
  const [planner] = await db.select({ id: persons.id }).from(persons).where(eq(persons.email, demoPlanner.email));
  return planner ? demoLoginList : [];
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(persons);
  return (row?.total ?? 0) === 0;
}
