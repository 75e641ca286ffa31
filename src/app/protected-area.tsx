import { Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';
import { FullPageSpinner } from '../components/spinner';
import { loginPathFor } from '../lib/return-to';
import { Session } from '../lib/session';
import { lazyPage } from './lazy-page';
import { pageChunks } from './page-chunks';
import { UserLanguage } from './user-language';

// The signed-in area is a separate bundle: the sign-in page stays light.
const DashboardRoutes = lazyPage(pageChunks.dashboard);

type Stage = 'checking' | 'signedOut' | 'signedIn';

export function ProtectedArea() {
  const { LL, locale } = useI18nContext();
  const stage = Session.useSelector((snapshot): Stage => {
    if (snapshot.matches('signedIn')) return 'signedIn';
    return snapshot.matches('signedOut') ? 'signedOut' : 'checking';
  });
  const userLanguage = Session.useSelector((snapshot) => snapshot.context.user?.language ?? null);
  const [location] = useLocation();
  const search = useSearch();

  if (stage === 'checking') return <FullPageSpinner label={LL.common.loading()} />;
  if (stage === 'signedOut') return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
  // The signed-in user's language comes first (part 1 §1): switch before showing anything.
  if (userLanguage && userLanguage !== locale) return <UserLanguage language={userLanguage} />;
  return (
    <Suspense fallback={<FullPageSpinner label={LL.common.loading()} />}>
      <DashboardRoutes />
    </Suspense>
  );
}
