import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeader } from '../../components/page-header';

export default function UsersPage() {
  const { LL } = useI18nContext();
  return <PageHeader title={LL.dashboard.users.title()} description={LL.dashboard.users.description()} />;
}
