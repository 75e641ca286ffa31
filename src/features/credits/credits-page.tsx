import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeader } from '../../components/page-header';

export default function CreditsPage() {
  const { LL } = useI18nContext();
  return <PageHeader title={LL.dashboard.credits.title()} description={LL.dashboard.credits.description()} />;
}
