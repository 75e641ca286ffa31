import type { FastifyInstance } from 'fastify';
import { and, eq, notInArray } from 'drizzle-orm';
import { ownerQuery } from '../../../contract/owner';
import {
  createElementPayload,
  createSectionPayload,
  elementOrderPayload,
  planElementTypeOf,
  planElementTypes,
  sectionOrderPayload,
  updateElementPayload,
  updateSectionPayload,
} from '../../../contract/plan';
import { idQuery } from '../../../contract/weddings';
import { elementOptions, planElements, planSections } from './schema';
import type { ServerDeps } from '../../deps';
import { ApiError, parse } from '../../http/errors';
import { requireUser } from '../../http/authorize';
import { ownerOf, requireScope } from '../../http/scope';
import type { Storage } from '../../shared/storage';
import { findElement, findSection, listElements, listSections, moveElement, moveSection } from './service';

const notFound = () => new ApiError(422, 'not_found');

/** The base plan (person_id) and wedding plans (wedding_id): sections, elements and options. */
export async function planRoutes(app: FastifyInstance, { db, storage }: ServerDeps & { storage: Storage }) {
  async function sectionFor(request: Parameters<typeof requireUser>[0], id: number, action: 'EDIT' | 'DELETE' | 'ADD') {
    const section = await findSection(db, id);
    if (!section) throw notFound();
    await requireScope(request, db, ownerOf(section), 'PLAN', action);
    return section;
  }
  async function elementFor(request: Parameters<typeof requireUser>[0], id: number, action: 'EDIT' | 'DELETE') {
    const element = await findElement(db, id);
    if (!element) throw notFound();
    await requireScope(request, db, ownerOf(element), 'PLAN', action);
    return element;
  }

  app.get('/plan_element_types/index', async (request) => {
    await requireUser(request, db);
    return { data: { types: planElementTypes.map((type, index) => ({ id: index + 1, type })) } };
  });

  app.get('/plan_sections/index', async (request) => {
    const scope = await requireScope(request, db, parse(ownerQuery, request.query), 'PLAN');
    return { data: { sections: await listSections(db, scope) } };
  });

  app.get('/plan_elements/index', async (request) => {
    const scope = await requireScope(request, db, parse(ownerQuery, request.query), 'PLAN');
    return { data: await listElements(db, scope) };
  });

  app.post('/plan_sections/create', async (request) => {
    const payload = parse(createSectionPayload, request.body);
    const scope = await requireScope(request, db, payload, 'PLAN', 'ADD');
    const [row] = await db
      .insert(planSections)
      .values({ section: payload.section, order: payload.order, weddingId: scope.weddingId, personId: scope.personId })
      .returning({ id: planSections.id });
    return { data: { id: row!.id } };
  });

  app.put('/plan_sections/update', async (request) => {
    const payload = parse(updateSectionPayload, request.body);
    await sectionFor(request, payload.id, 'EDIT');
    await db.update(planSections).set({ section: payload.section }).where(eq(planSections.id, payload.id));
    return { data: {} };
  });

  app.put('/plan_sections/update_order', async (request) => {
    const payload = parse(sectionOrderPayload, request.body);
    await moveSection(db, await sectionFor(request, payload.id, 'EDIT'), payload.order);
    return { data: {} };
  });

  // Elements and their options go with the section (foreign keys cascade); their files too.
  app.delete('/plan_sections/destroy', async (request) => {
    const { id } = parse(idQuery, request.query);
    await sectionFor(request, id, 'DELETE');
    const files = await db
      .select({ path: planElements.extra })
      .from(planElements)
      .where(and(eq(planElements.sectionId, id), eq(planElements.typeId, planElementTypes.indexOf('file') + 1)));
    await db.delete(planSections).where(eq(planSections.id, id));
    await Promise.all(files.map((file) => storage.remove(file.path)));
    return { data: {} };
  });

  app.post('/plan_elements/create', async (request) => {
    const payload = parse(createElementPayload, request.body);
    const section = await sectionFor(request, payload.section_id, 'ADD');
    const options = planElementTypeOf(payload.type_id) === 'dropdown' ? payload.options : [];
    const created = await db.transaction(async (tx) => {
      const [element] = await tx
        .insert(planElements)
        .values({
          element: payload.element,
          typeId: payload.type_id,
          order: payload.order,
          sectionId: section.id,
          weddingId: section.weddingId,
          personId: section.personId,
        })
        .returning({ id: planElements.id });
      const optionRows = options.length
        ? await tx
            .insert(elementOptions)
            .values(options.map((option) => ({ option, elementId: element!.id })))
            .returning({ id: elementOptions.id })
        : [];
      return { id: element!.id, option_ids: optionRows.map((row) => row.id) };
    });
    return { data: created };
  });

  // Options named by id are kept (and renamed), others are removed, new ones added. A new
  // type clears the value, which would not fit it.
  app.put('/plan_elements/update', async (request) => {
    const payload = parse(updateElementPayload, request.body);
    const element = await elementFor(request, payload.id, 'EDIT');
    const isDropdown = planElementTypeOf(payload.type_id) === 'dropdown';
    const typeChanged = payload.type_id !== element.typeId;
    const optionIds = await db.transaction(async (tx) => {
      await tx
        .update(planElements)
        .set({ element: payload.element, typeId: payload.type_id, ...(typeChanged ? { value: null, extra: null } : {}) })
        .where(eq(planElements.id, element.id));
      const kept = isDropdown ? payload.options.filter((option) => option.id && option.id > 0) : [];
      const keptIds = kept.map((option) => option.id!);
      await tx.delete(elementOptions).where(and(eq(elementOptions.elementId, element.id), keptIds.length ? notInArray(elementOptions.id, keptIds) : undefined));
      for (const option of kept) {
        await tx
          .update(elementOptions)
          .set({ option: option.option })
          .where(and(eq(elementOptions.id, option.id!), eq(elementOptions.elementId, element.id)));
      }
      const added = isDropdown ? payload.options.filter((option) => !option.id || option.id < 0) : [];
      const rows = added.length
        ? await tx
            .insert(elementOptions)
            .values(added.map((option) => ({ option: option.option, elementId: element.id })))
            .returning({ id: elementOptions.id })
        : [];
      if (!isDropdown || typeChanged) return rows.map((row) => row.id);
      // A dropdown value pointing at a removed option is cleared.
      const remaining = await tx.select({ id: elementOptions.id }).from(elementOptions).where(eq(elementOptions.elementId, element.id));
      if (element.value && !remaining.some((row) => String(row.id) === element.value)) {
        await tx.update(planElements).set({ value: null }).where(eq(planElements.id, element.id));
      }
      return rows.map((row) => row.id);
    });
    if (typeChanged && planElementTypeOf(element.typeId) === 'file') await storage.remove(element.extra);
    return { data: { option_ids: optionIds } };
  });

  app.put('/plan_elements/update_order', async (request) => {
    const payload = parse(elementOrderPayload, request.body);
    const element = await elementFor(request, payload.id, 'EDIT');
    const target = await findSection(db, payload.section_id);
    // Elements move between sections of the same plan only.
    if (!target || target.weddingId !== element.weddingId || target.personId !== element.personId) throw notFound();
    await moveElement(db, element, target.id, payload.order);
    return { data: {} };
  });

  app.delete('/plan_elements/destroy', async (request) => {
    const { id } = parse(idQuery, request.query);
    const element = await elementFor(request, id, 'DELETE');
    await db.delete(planElements).where(eq(planElements.id, id));
    if (planElementTypeOf(element.typeId) === 'file') await storage.remove(element.extra);
    return { data: {} };
  });
}
