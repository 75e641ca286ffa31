import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../lib/document-title';
import { selectUser, Session } from '../../lib/session';
import { PlanPage } from './plan-page';

/** /base_plan: the planner's plan template, always in edit mode. */
export default function BasePlanPage() {
  const { LL } = useI18nContext();
  const personId = Session.useSelector((snapshot) => selectUser(snapshot)?.id);
  useDocumentTitle(LL.dashboard.basePlan.title());
  if (personId === undefined) return null;
  return <PlanPage key={personId} owner={{ person_id: personId }} title={LL.dashboard.basePlan.title()} description={LL.dashboard.basePlan.description()} />;
}
