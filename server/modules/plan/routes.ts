import type { FastifyInstance, FastifyRequest } from 'fastify';
import { planElementTypes, planEndpoints } from '../../../contract/plan';
import type { ActionCode } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { anySignedIn } from '../../http/access';
import { listRoute, route } from '../../http/route';
import { ownerOf, requireScope, scopedAccess } from '../../http/scope';
import { notFound } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';
import {
  createElement,
  createSection,
  deleteElement,
  deleteSection,
  findElement,
  findSection,
  listElements,
  listSections,
  renameSection,
  updateElement,
} from './service';
import { moveElement, moveSection } from './ordering';

/** The base plan (person_id) and wedding plans (wedding_id): sections, elements and options. */
export async function planRoutes(app: FastifyInstance, { db, storage }: ServerDeps & { storage: Storage }) {
  /** A row the request names, once the caller may act on the plan it belongs to. */
  async function sectionFor(request: FastifyRequest, id: number, action: ActionCode) {
    const section = await findSection(db, id);
    if (!section) throw notFound();
    await requireScope(request, db, ownerOf(section), 'PLAN', action);
    return section;
  }
  async function elementFor(request: FastifyRequest, id: number, action: ActionCode) {
    const element = await findElement(db, id);
    if (!element) throw notFound();
    await requireScope(request, db, ownerOf(element), 'PLAN', action);
    return element;
  }

  route(app, planEndpoints.elementTypes, anySignedIn, async () => {
    return { types: planElementTypes.map((type, index) => ({ id: index + 1, type })) };
  });

  listRoute(app, planEndpoints.sections, scopedAccess, async (owner, request) => ({
    sections: await listSections(db, await requireScope(request, db, owner, 'PLAN')),
  }));

  listRoute(app, planEndpoints.elements, scopedAccess, async (owner, request) => listElements(db, await requireScope(request, db, owner, 'PLAN')));

  route(app, planEndpoints.createSection, scopedAccess, async (payload, request) => {
    const scope = await requireScope(request, db, payload, 'PLAN', 'ADD');
    return { id: await createSection(db, scope, { section: payload.section, order: payload.order }) };
  });

  route(app, planEndpoints.renameSection, scopedAccess, async (payload, request) => {
    await sectionFor(request, payload.id, 'EDIT');
    await renameSection(db, payload.id, payload.section);
    return {};
  });

  route(app, planEndpoints.moveSection, scopedAccess, async (payload, request) => {
    await moveSection(db, await sectionFor(request, payload.id, 'EDIT'), payload.order);
    return {};
  });

  route(app, planEndpoints.deleteSection, scopedAccess, async ({ id }, request) => {
    await sectionFor(request, id, 'DELETE');
    await deleteSection(db, storage, id);
    return {};
  });

  route(app, planEndpoints.createElement, scopedAccess, async (payload, request) => {
    const section = await sectionFor(request, payload.section_id, 'ADD');
    return createElement(db, section, payload);
  });

  route(app, planEndpoints.updateElement, scopedAccess, async (payload, request) => {
    const element = await elementFor(request, payload.id, 'EDIT');
    return { option_ids: await updateElement(db, storage, element.id, payload) };
  });

  route(app, planEndpoints.moveElement, scopedAccess, async (payload, request) => {
    await moveElement(db, await elementFor(request, payload.id, 'EDIT'), payload.section_id, payload.order);
    return {};
  });

  route(app, planEndpoints.deleteElement, scopedAccess, async ({ id }, request) => {
    await deleteElement(db, storage, (await elementFor(request, id, 'DELETE')).id);
    return {};
  });
}
