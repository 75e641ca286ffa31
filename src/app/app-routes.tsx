import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';
import { FullPageSpinner } from '../components/spinner';
import LoginPage from '../features/auth/login-page';
import { lazyPage } from './lazy-page';
import { pageChunks } from './page-chunks';
import { ProtectedArea } from './protected-area';

const ForgotPage = lazyPage(pageChunks.forgot);
const ChangePasswordPage = lazyPage(pageChunks.changePassword);

/** Only the sign-in page ships in the first bundle; the password pages and the signed-in area are lazy. */
export function AppRoutes() {
  const { LL } = useI18nContext();
  return (
    <Suspense fallback={<FullPageSpinner label={LL.common.loading()} />}>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/forgot" component={ForgotPage} />
        <Route path="/change_password/:token">{({ token }) => <ChangePasswordPage key={token} />}</Route>
        <Route path="/change_password" component={ChangePasswordPage} />
        <Route>
          <ProtectedArea />
        </Route>
      </Switch>
    </Suspense>
  );
}
