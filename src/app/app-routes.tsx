import { Route, Switch } from 'wouter';
import ChangePasswordPage from '../features/auth/change-password-page';
import ForgotPage from '../features/auth/forgot-page';
import LoginPage from '../features/auth/login-page';
import { ProtectedArea } from './protected-area';

/** The signed-out pages ship in the first bundle; everything else is the (lazy) signed-in area. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/forgot" component={ForgotPage} />
      <Route path="/change_password/:token">{({ token }) => <ChangePasswordPage key={token} />}</Route>
      <Route path="/change_password" component={ChangePasswordPage} />
      <Route>
        <ProtectedArea />
      </Route>
    </Switch>
  );
}
