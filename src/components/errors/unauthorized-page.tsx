import { useI18nContext } from '../../../i18n/i18n-react';
import { ErrorPage } from './error-page';

export default function UnauthorizedPage() {
  const { LL } = useI18nContext();
  const page = LL.errorPages.unauthorized;
  return <ErrorPage code={page.code()} title={page.title()} message={page.message()} />;
}
