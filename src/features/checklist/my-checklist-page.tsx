import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../lib/document-title';
import { selectUser, Session } from '../../lib/session';
import { ChecklistPage } from './checklist-page';

/** /my_checklist: the planner's template, copied into every new wedding. */
export default function MyChecklistPage() {
  const { LL } = useI18nContext();
  const personId = Session.useSelector((snapshot) => selectUser(snapshot)?.id);
  useDocumentTitle(LL.dashboard.myChecklist.title());
  if (personId === undefined) return null;
  return (
    <ChecklistPage
      key={personId}
      owner={{ person_id: personId }}
      weddingDate={null}
      title={LL.dashboard.myChecklist.title()}
      description={LL.dashboard.myChecklist.description()}
    />
  );
}
