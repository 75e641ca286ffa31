import type { FastifyRequest } from 'fastify';
import type { ActionCode } from '../../../contract/permissions';
import type { Executor } from '../../db/client';
import { requireModuleActions, requireModuleOrSummary, visibleRow } from '../../http/module-access';
import type { WeddingRights } from '../weddings/access';
import { findIdeaCategory } from './categories';
import { findIdea } from './service';

type IdeasAction = Extract<ActionCode, 'ADD' | 'EDIT' | 'DELETE' | 'PIN'>;

/** The caller's rights in a wedding when they hold IDEA_BOARD and, if actions are named, one of them. */
export function requireIdeas(request: FastifyRequest, db: Executor, weddingId: number, ...anyOf: IdeasAction[]): Promise<WeddingRights> {
  return requireModuleActions(request, db, weddingId, 'IDEA_BOARD', anyOf);
}

/** The home card, and the images it shows: the IDEA_BOARD module or HOME's IDEA_BOARD_SUMMARY. */
export function requireIdeasSummary(request: FastifyRequest, db: Executor, weddingId: number): Promise<void> {
  return requireModuleOrSummary(request, db, weddingId, 'IDEA_BOARD', 'IDEA_BOARD_SUMMARY');
}

/** An idea named by id alone (`visibleRow`: another wedding's answers `not_found`). */
export function ideaFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: IdeasAction[]) {
  return visibleRow(request, db, () => findIdea(db, id), 'IDEA_BOARD', anyOf);
}

/** An idea category named by id alone, answered as `ideaFor` answers an idea. */
export function ideaCategoryFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: IdeasAction[]) {
  return visibleRow(request, db, () => findIdeaCategory(db, id), 'IDEA_BOARD', anyOf);
}
