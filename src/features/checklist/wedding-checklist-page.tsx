import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../lib/document-title';
import { ChecklistPage } from './checklist-page';

/** /wedding/{id}/checklist (lazy-loaded by the wedding page): due dates, progress and late items. */
export default function WeddingChecklistPage({ weddingId, weddingName, weddingDate }: { weddingId: number; weddingName: string; weddingDate: string }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.checklist.weddingTitle(), weddingName);
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
