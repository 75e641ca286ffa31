import { selectUser, Session } from '../../lib/session';
import { AdminCredits } from './admin-credits';
import { PlannerCredits } from './planner-credits';

/** /credits: an Administrator manages planners' credits; a Planner sees their own. */
export default function CreditsPage() {
  const isAdministrator = Session.useSelector((snapshot) => selectUser(snapshot)?.type === 'Administrator');
  return isAdministrator ? <AdminCredits /> : <PlannerCredits />;
}
