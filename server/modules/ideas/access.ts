import type { ActionCode } from '../../../contract/permissions';
import { homeCard, inWedding, rowById } from '../../http/access';
import { ideaCategories, ideas } from './schema';

type IdeasAction = Extract<ActionCode, 'ADD' | 'EDIT' | 'DELETE' | 'PIN'>;

/** A call on a wedding's board: IDEA_BOARD and, if actions are named, one of them. */
export const weddingIdeas = (...anyOf: IdeasAction[]) => inWedding('IDEA_BOARD', anyOf);

/** The home card, and the images it shows: the IDEA_BOARD module or HOME's IDEA_BOARD_SUMMARY. */
export const ideasSummary = homeCard('IDEA_BOARD', 'IDEA_BOARD_SUMMARY');

/** An idea named by id alone (`visibleRow`: another wedding's answers `not_found`). */
export const oneIdea = (...anyOf: IdeasAction[]) => rowById(ideas, 'IDEA_BOARD', anyOf);

/** An idea category named by id alone, answered as `oneIdea` answers an idea. */
export const oneIdeaCategory = (...anyOf: IdeasAction[]) => rowById(ideaCategories, 'IDEA_BOARD', anyOf);
