import { useI18nContext } from '../../../i18n/i18n-react';
import { ErrorPage } from './error-page';

export function UnexpectedErrorPage({ reloadHome = false }: { reloadHome?: boolean }) {
  const { LL } = useI18nContext();
  const page = LL.errorPages.unexpected;
  return <ErrorPage title={page.title()} message={page.message()} reloadHome={reloadHome} />;
}
