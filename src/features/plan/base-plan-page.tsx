import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeader } from '../../components/page-header';

export default function BasePlanPage() {
  const { LL } = useI18nContext();
  return <PageHeader title={LL.dashboard.basePlan.title()} description={LL.dashboard.basePlan.description()} />;
}
