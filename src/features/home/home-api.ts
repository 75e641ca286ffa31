import { budgetEndpoints } from '../../../contract/budget';
import { checklistEndpoints } from '../../../contract/checklist';
import { guestEndpoints } from '../../../contract/guests';
import { ideaEndpoints } from '../../../contract/ideas';
import { tablesEndpoints } from '../../../contract/tables';
import type { HomeCard, HomeSummaries, HomeSummary } from '../../../machines/home/home-cards';
import { api } from '../../lib/api';

/** Each card's `GET /{module}/summary` (part 2 §7 "Summaries"). */
const summaryEndpoints = {
  checklist: checklistEndpoints.summary,
  guests: guestEndpoints.summary,
  tables: tablesEndpoints.summary,
  budget: budgetEndpoints.summary,
  ideas: ideaEndpoints.summary,
} satisfies Record<HomeCard, unknown>;

const cards = Object.keys(summaryEndpoints) as HomeCard[];

export const homeApi = {
  summary: ({ weddingId, card }: { weddingId: number; card: HomeCard }): Promise<HomeSummary> => api.call(summaryEndpoints[card], { wedding_id: weddingId }),
  /** The summaries written into the page with it (its first load): those cards show at once. */
  written: (weddingId: number): Partial<HomeSummaries> =>
    Object.fromEntries(
      cards.map((card) => [card, api.written(summaryEndpoints[card], { wedding_id: weddingId })] as const).filter(([, summary]) => summary !== undefined),
    ),
};
