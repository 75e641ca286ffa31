import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeader } from '../../components/page-header';

export default function MyChecklistPage() {
  const { LL } = useI18nContext();
  return <PageHeader title={LL.dashboard.myChecklist.title()} description={LL.dashboard.myChecklist.description()} />;
}
