import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../lib/document-title';
import { PlanPage } from './plan-page';

/** /wedding/{id}/plan (lazy-loaded by the wedding page): view mode, edit mode for who may. */
export default function WeddingPlanPage({ weddingId, weddingName }: { weddingId: number; weddingName: string }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.plan.weddingTitle(), weddingName);
  return <PlanPage key={weddingId} owner={{ wedding_id: weddingId }} title={LL.plan.weddingTitle()} description={LL.plan.weddingDescription()} />;
}
