import { createDownload } from '../shared/download.machine';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import type { ElementIntent, ElementRow, SectionIntent, SectionRow } from './plan-rows';

/**
 * The plan editor's children that the app provides with its calls: the two optimistic lists
 * (each intent with the message its failure shows) and the download of stored files.
 */

export const planSectionList = createOptimisticList<SectionRow, SectionIntent>({
  create: { failure: 'plan.messages.unexpectedCreatingSection' },
  delete: { failure: 'plan.messages.unexpectedDeletingSection', success: 'plan.messages.successDeleteSection' },
  update: {
    rename: { failure: 'plan.messages.unexpectedUpdatingSection' },
    move: { failure: 'plan.messages.unexpectedUpdatingOrder' },
  },
});

export const planElementList = createOptimisticList<ElementRow, ElementIntent>({
  create: { failure: 'plan.messages.unexpectedAddingElement' },
  delete: { failure: 'plan.messages.unexpectedDeletingElement' },
  update: {
    details: { failure: 'plan.messages.unexpectedUpdatingElement' },
    move: { failure: 'plan.messages.unexpectedUpdatingOrder' },
    value: { failure: 'plan.messages.unexpectedUpdatingValue' },
    file: { failure: 'plan.messages.unexpectedUpdatingValue' },
  },
});

/** A stored file of an element, downloaded under its name. */
export interface PlanFileRequest {
  elementId: number;
  fileName: string;
}

export const planFileDownload = createDownload<PlanFileRequest>('plan.messages.unexpectedDownloading');
