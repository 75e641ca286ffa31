import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actionId, moduleId } from '../../../contract/permissions';
import { persons } from '../../../server/modules/users/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, modulePermissions } from '../../../server/modules/weddings/schema';
import { describeAuthorizationRows, type AuthorizationRow } from '../../support/authorization-rows';
import { requestOf } from '../tables/support';
import { membershipRows, useWeddingUsersWorld } from './world';

/**
 * Every permissions route of issue 25 whose handler decides who may change the grants (and the
 * spouses page's activation) × every kind of caller, on planner A's wedding: a fresh Helper per
 * change so the rows stay independent. The catalogues and the checklist's home card are the
 * generated matrix's (tests/server/route-matrix.test.ts). Then ids wedding A does not have (wedding B's, the planner's, unknown
 * ones), named by those who manage A: they answer as ids nobody uses, and nothing changes.
 */
const actors = ['anonymous', 'admin', 'owner', 'otherPlanner', 'spouse', 'otherSpouse', 'helper', 'hostess'] as const;

const world = useWeddingUsersWorld();

const guestsAdd = actionId('GUESTS', 'ADD');

/** A new Helper of planner A in wedding `weddingId` with the default grants (HOME, CHECKLIST, GUESTS, TABLES, no actions but HOME's). */
async function freshHelper(weddingId = world.weddingA) {
  const person = await world.teamMember(weddingId === world.weddingA ? world.plannerA.id : world.plannerB.id);
  await addWeddingUser(world.server.db, weddingId, person.id, 'Helper');
  return person.id;
}
const moduleRowOf = async (userId: number) => (await world.server.db.select().from(modulePermissions).where(eq(modulePermissions.userId, userId)))[0]!.id;
const actionRowOf = async (weddingId: number) => {
  const userId = await freshHelper(weddingId);
  const [row] = await world.server.db.insert(actionPermissions).values({ weddingId, userId, actionId: guestsAdd }).returning();
  return row!.id;
};
/** A spouse's e-mail made new for each call, so the hourly limit of mails per address never answers first. */
let mailSequence = 0;
const partnerWithFreshEmail = async () => {
  const email = `partner-${++mailSequence}-${Date.now()}@test.local`;
  await world.server.db.update(persons).set({ email, status: 'new' }).where(eq(persons.id, world.partnerId));
  return email;
};

//                    anon admin owner otherP spouse otherS helper hostess
const manage = [401, 200, 200, 422, 403, 422, 403, 403];
// Named by id alone: whoever cannot see wedding A's permissions hears of no such row.
const manageById = [401, 200, 200, 422, 422, 422, 422, 422];

const routes: AuthorizationRow[] = [
  ['GET /permissions/index', () => requestOf('GET', '/permissions/index', { wedding_id: world.weddingA }), manage],
  [
    'POST /permissions/add_module_permission',
    async () =>
      requestOf('POST', '/permissions/add_module_permission', { wedding_id: world.weddingA, user_id: await freshHelper(), module_id: moduleId('BUDGET') }),
    manage,
  ],
  [
    'DELETE /permissions/remove_module_permission',
    async () => requestOf('DELETE', '/permissions/remove_module_permission', { id: await moduleRowOf(await freshHelper()) }),
    manageById,
  ],
  [
    'POST /permissions/add_action_permission',
    async () => requestOf('POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: await freshHelper(), action_id: guestsAdd }),
    manage,
  ],
  [
    'DELETE /permissions/remove_action_permission',
    async () => requestOf('DELETE', '/permissions/remove_action_permission', { id: await actionRowOf(world.weddingA) }),
    manageById,
  ],
  // A spouse copies their own permissions to their partner, never the partner's onto themself.
  [
    'POST /permissions/copy_permissions_to_spouse (the signed-in spouse’s)',
    () => requestOf('POST', '/permissions/copy_permissions_to_spouse', { spouse_id: world.spouse.id }),
    [401, 200, 200, 422, 200, 422, 403, 403],
  ],
  [
    'POST /permissions/copy_permissions_to_spouse (the partner’s)',
    () => requestOf('POST', '/permissions/copy_permissions_to_spouse', { spouse_id: world.partnerId }),
    [401, 200, 200, 422, 403, 422, 403, 403],
  ],
  // The spouses page's activation: the planner who runs the wedding and Administrators.
  [
    'PUT /persons/resend_activation (a spouse of A)',
    async () => requestOf('PUT', '/persons/resend_activation', { email: await partnerWithFreshEmail(), language: 'es', customization_id: null }),
    // Named by an e-mail, not a wedding: whoever may not resend hears 403.
    [401, 200, 200, 403, 403, 403, 403, 403],
  ],
];

describeAuthorizationRows(routes, actors, () => ({ server: world.server, cookies: world.cookies }));

describe('ids wedding A does not have, named by those who manage it', () => {
  const cases: Array<[string, 'owner' | 'admin', number, string, () => Promise<Parameters<typeof requestOf>>]> = [
    [
      'a module for a Helper of wedding B, on wedding A',
      'owner',
      422,
      'not_found',
      async () => [
        'POST',
        '/permissions/add_module_permission',
        { wedding_id: world.weddingA, user_id: await freshHelper(world.weddingB), module_id: moduleId('BUDGET') },
      ],
    ],
    [
      'an action for wedding B’s spouse, on wedding A',
      'admin',
      422,
      'not_found',
      async () => ['POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: await spouseOf(world.weddingB), action_id: guestsAdd }],
    ],
    [
      'a module for the planner who runs A (everything by role, no rows)',
      'owner',
      422,
      'not_found',
      async () => ['POST', '/permissions/add_module_permission', { wedding_id: world.weddingA, user_id: world.plannerA.id, module_id: moduleId('BUDGET') }],
    ],
    [
      'a module nobody has',
      'owner',
      422,
      'not_found',
      async () => ['POST', '/permissions/add_module_permission', { wedding_id: world.weddingA, user_id: await freshHelper(), module_id: 99 }],
    ],
    [
      'an action nobody has',
      'owner',
      422,
      'not_found',
      async () => ['POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: await freshHelper(), action_id: 999 }],
    ],
    [
      'wedding B itself',
      'owner',
      422,
      'not_found',
      async () => [
        'POST',
        '/permissions/add_module_permission',
        { wedding_id: world.weddingB, user_id: await freshHelper(world.weddingB), module_id: moduleId('BUDGET') },
      ],
    ],
    [
      'a module permission of wedding B',
      'owner',
      422,
      'not_found',
      async () => ['DELETE', '/permissions/remove_module_permission', { id: await moduleRowOf(await freshHelper(world.weddingB)) }],
    ],
    [
      'an action permission of wedding B',
      'owner',
      422,
      'not_found',
      async () => ['DELETE', '/permissions/remove_action_permission', { id: await actionRowOf(world.weddingB) }],
    ],
    [
      'a spouse of wedding B',
      'owner',
      422,
      'not_found',
      async () => ['POST', '/permissions/copy_permissions_to_spouse', { spouse_id: await spouseOf(world.weddingB) }],
    ],
    [
      'a Helper as the spouse to copy',
      'owner',
      422,
      'not_found',
      async () => ['POST', '/permissions/copy_permissions_to_spouse', { spouse_id: world.helper.id }],
    ],
    ['a row id nobody uses', 'admin', 422, 'not_found', async () => ['DELETE', '/permissions/remove_module_permission', { id: 2_000_000_000 }]],
  ];

  it.each(cases)('%s: the %s hears %i %s, and no permission changes', async (_name, actor, status, code, call) => {
    const [method, url, input] = await call();
    const before = await membershipRows(world.server, [world.weddingA, world.weddingB]);
    const response = await world.server.inject(requestOf(method, url, input, world.cookies[actor]));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await membershipRows(world.server, [world.weddingA, world.weddingB])).toEqual(before);
  });
});

async function spouseOf(weddingId: number) {
  return (await world.server.db.select().from(persons).where(eq(persons.weddingId, weddingId)))[0]!.id;
}
