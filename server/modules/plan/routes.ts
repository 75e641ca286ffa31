import type { FastifyInstance, FastifyRequest } from 'fastify';
import { planElementTypes, planEndpoints } from '../../../contract/plan';
import type { ActionCode } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { anySignedIn, ownerNamed, ownerOfRow, type RouteAccess } from '../../http/access';
import { listRoute, route } from '../../http/route';
import { ownerOf, requireScope } from '../../http/scope';
import type { OwnedTable } from '../../shared/owned-rows';
import { planElements, planSections } from './schema';
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

/** A call on the section `id` names, with the PLAN action it needs. */
const section = (action: ActionCode): RouteAccess => ownerOfRow('id', planSections, 'PLAN', action);
/** A call on the element `id` names, with the PLAN action it needs (and other rows of its plan). */
const element = (action: ActionCode, ownedRows?: Record<string, OwnedTable>): RouteAccess => ownerOfRow('id', planElements, 'PLAN', action, ownedRows);

/**
 * The base plan (person_id) and wedding plans (wedding_id): sections, elements and options. The
 * registration checks the owner each call names or reads from its row (`requireScope`); the
 * handlers read it again for the scope they work in.
 */
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

  listRoute(app, planEndpoints.sections, ownerNamed('PLAN'), async (owner, request) => ({
    sections: await listSections(db, await requireScope(request, db, owner, 'PLAN')),
  }));

  listRoute(app, planEndpoints.elements, ownerNamed('PLAN'), async (owner, request) => listElements(db, await requireScope(request, db, owner, 'PLAN')));

  route(app, planEndpoints.createSection, ownerNamed('PLAN', 'ADD'), async (payload, request) => {
    const scope = await requireScope(request, db, payload, 'PLAN', 'ADD');
    return { id: await createSection(db, scope, { section: payload.section, order: payload.order }) };
  });

  route(app, planEndpoints.renameSection, section('EDIT'), async (payload, request) => {
    await sectionFor(request, payload.id, 'EDIT');
    await renameSection(db, payload.id, payload.section);
    return {};
  });

  route(app, planEndpoints.moveSection, section('EDIT'), async (payload, request) => {
    await moveSection(db, await sectionFor(request, payload.id, 'EDIT'), payload.order);
    return {};
  });

  route(app, planEndpoints.deleteSection, section('DELETE'), async ({ id }, request) => {
    await sectionFor(request, id, 'DELETE');
    await deleteSection(db, storage, id);
    return {};
  });

  route(app, planEndpoints.createElement, ownerOfRow('section_id', planSections, 'PLAN', 'ADD'), async (payload, request) => {
    const section = await sectionFor(request, payload.section_id, 'ADD');
    return createElement(db, section, payload);
  });

  route(app, planEndpoints.updateElement, element('EDIT'), async (payload, request) => {
    const element = await elementFor(request, payload.id, 'EDIT');
    return { option_ids: await updateElement(db, storage, element.id, payload) };
  });

  route(app, planEndpoints.moveElement, element('EDIT', { section_id: planSections }), async (payload, request) => {
    await moveElement(db, await elementFor(request, payload.id, 'EDIT'), payload.section_id, payload.order);
    return {};
  });

  route(app, planEndpoints.deleteElement, element('DELETE'), async ({ id }, request) => {
    await deleteElement(db, storage, (await elementFor(request, id, 'DELETE')).id);
    return {};
  });
}
