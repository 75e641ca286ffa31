import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeader } from '../../components/page-header';

/** /weddings: the list and the create-wedding wizard arrive with the weddings issue. */
export default function WeddingsPage() {
  const { LL } = useI18nContext();
  return <PageHeader title={LL.dashboard.weddings.title()} description={LL.dashboard.weddings.description()} />;
}
