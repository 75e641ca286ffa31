import { actionCatalog, moduleId, type ActionCode } from '../../../contract/permissions';
import { ideaCategories, ideas } from '../../../server/modules/ideas/schema';
import { actionPermissions, modulePermissions } from '../../../server/modules/weddings/schema';
import { multipart } from '../../support/multipart';
import { startGuestWorld, type GuestWorld } from '../guests/guest-world';

export interface IdeaWorld extends GuestWorld {
  /** A helper of planner A in wedding A with the IDEA_BOARD module and exactly these of its actions. */
  boardHelper(actions: ActionCode[], options?: { module?: boolean }): Promise<{ id: number; cookie: string }>;
  /** A text idea of a wedding, written straight to the database. */
  freshIdea(weddingId: number, fields?: Partial<typeof ideas.$inferInsert>): Promise<number>;
  freshCategory(weddingId: number): Promise<number>;
}

/** The guests' world (two weddings, their couples, planner A's team) plus helpers holding the idea board. */
export async function startIdeaWorld(): Promise<IdeaWorld> {
  const world = await startGuestWorld();
  const { server } = world;
  const boardHelper: IdeaWorld['boardHelper'] = async (actions, { module = true } = {}) => {
    const helper = await world.helperWithPerson([]);
    const weddingId = world.weddingA.id;
    if (module) await server.db.insert(modulePermissions).values({ weddingId, userId: helper.id, moduleId: moduleId('IDEA_BOARD') });
    const ids = actionCatalog.filter((action) => action.module_id === moduleId('IDEA_BOARD') && actions.includes(action.code)).map((action) => action.id);
    if (ids.length > 0) await server.db.insert(actionPermissions).values(ids.map((actionId) => ({ weddingId, userId: helper.id, actionId })));
    return helper;
  };
  let sequence = 0;
  return {
    ...world,
    boardHelper,
    freshIdea: async (weddingId, fields = {}) => {
      const [row] = await server.db
        .insert(ideas)
        .values({ weddingId, title: `Idea ${++sequence}`, type: 'text', text: 'Peonies everywhere', ...fields })
        .returning();
      return row!.id;
    },
    freshCategory: async (weddingId) => {
      const [row] = await server.db
        .insert(ideaCategories)
        .values({ weddingId, name: `Category ${++sequence}`, colorR: 10, colorG: 20, colorB: 30 })
        .returning();
      return row!.id;
    },
  };
}

/** An idea form: fields as text (objects written as JSON), and an image file when given. */
export function ideaForm(fields: Record<string, unknown>, image?: { name: string; content: Buffer }) {
  const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
  return multipart(text, image && { ...image, field: 'image' });
}
