import { budgetEndpoints } from '../../../contract/budget';
import { checklistEndpoints } from '../../../contract/checklist';
import { guestEndpoints } from '../../../contract/guests';
import { ideaEndpoints } from '../../../contract/ideas';
import { tablesEndpoints } from '../../../contract/tables';
import type { HomeCard, HomeSummary } from '../../../machines/home/home-cards';
import { api } from '../../lib/api';

/** Each card's `GET /{module}/summary` (part 2 §7 "Summaries"). */
const summaryOf: Record<HomeCard, (weddingId: number) => Promise<HomeSummary>> = {
  checklist: (weddingId) => api.call(checklistEndpoints.summary, { wedding_id: weddingId }),
  guests: (weddingId) => api.call(guestEndpoints.summary, { wedding_id: weddingId }),
  tables: (weddingId) => api.call(tablesEndpoints.summary, { wedding_id: weddingId }),
  budget: (weddingId) => api.call(budgetEndpoints.summary, { wedding_id: weddingId }),
  ideas: (weddingId) => api.call(ideaEndpoints.summary, { wedding_id: weddingId }),
};

export const homeApi = {
  summary: ({ weddingId, card }: { weddingId: number; card: HomeCard }) => summaryOf[card](weddingId),
};
