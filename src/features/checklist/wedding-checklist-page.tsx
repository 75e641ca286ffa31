import { useI18nContext } from '../../../i18n/i18n-react';
import { ChecklistPage } from './checklist-page';

/** /wedding/{id}/checklist (lazy-loaded by the wedding page): due dates, progress and late items. */
export default function WeddingChecklistPage({ weddingId, weddingDate }: { weddingId: number; weddingDate: string }) {
  const { LL } = useI18nContext();
  return (
    <ChecklistPage
      key={`${weddingId}-${weddingDate}`}
      owner={{ wedding_id: weddingId }}
      weddingDate={weddingDate}
      title={LL.checklist.weddingTitle()}
      description={LL.checklist.weddingDescription()}
    />
  );
}
