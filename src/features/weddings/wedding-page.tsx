import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeader } from '../../components/page-header';

interface WeddingPageProps {
  /** From `/wedding/:id`, or the spouse's own wedding at the root. */
  weddingId: number | null;
}

/** One wedding and its modules (part 2); replaced by the wedding issue. */
export default function WeddingPage({ weddingId }: WeddingPageProps) {
  const { LL } = useI18nContext();
  return (
    <div data-wedding-id={weddingId ?? undefined}>
      <PageHeader title={LL.dashboard.wedding.title()} description={LL.dashboard.wedding.description()} />
    </div>
  );
}
