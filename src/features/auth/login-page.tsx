import { useEffect, useRef } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { limits } from '../../../contract/validation';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { focusHeadingWhenShown } from '../../components/focus-return';
import { FullPageSpinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useCustomization } from '../../lib/customization';
import { fieldErrorText, useTranslateMessage } from '../../lib/i18n';
import { safeReturnTo } from '../../lib/return-to';
import { Session } from '../../lib/session';
import { AuthLayout, authLinkClasses } from './auth-layout';

type Stage = 'checking' | 'form' | 'submitting' | 'signedIn';

export default function LoginPage() {
  const { LL } = useI18nContext();
  const translate = useTranslateMessage();
  const { brand } = useCustomization();
  const session = Session.useActorRef();
  const stage = Session.useSelector((snapshot): Stage => {
    if (snapshot.matches('signedIn')) return 'signedIn';
    if (snapshot.matches({ signedOut: 'submitting' })) return 'submitting';
    return snapshot.matches('signedOut') ? 'form' : 'checking';
  });
  const errorKey = Session.useSelector((snapshot) => snapshot.context.errorKey);
  const fieldErrors = Session.useSelector((snapshot) => snapshot.context.fieldErrors);
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  // The form leaves with the focus in it: once signed in, the next page's heading gets it.
  const signedIn = useRef(false);
  signedIn.current = stage === 'signedIn';
  useEffect(
    () => () => {
      if (signedIn.current) focusHeadingWhenShown();
    },
    [],
  );

  if (stage === 'signedIn') return <Redirect to={safeReturnTo(returnTo)} replace />;
  if (stage === 'checking') return <FullPageSpinner label={LL.common.loading()} />;

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    session.send({
      type: 'auth.submit',
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      rememberMe: data.get('rememberMe') === 'on',
    });
  };

  return (
    <AuthLayout title={LL.auth.login.title()} intro={LL.brand[brand].welcome()}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        {errorKey && (
          <DismissibleAlert
            message={translate({ key: errorKey })}
            closeLabel={LL.common.close()}
            onDismiss={() => session.send({ type: 'auth.dismissError' })}
          />
        )}
        <TextField
          label={LL.auth.emailLabel()}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          error={fieldErrorText(LL, fieldErrors.email, { max: limits.emailMax })}
        />
        <TextField
          label={LL.auth.passwordLabel()}
          name="password"
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(LL, fieldErrors.password, { min: limits.passwordMin, max: limits.passwordMax })}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField label={LL.auth.login.rememberMe()} name="rememberMe" />
          <Link href="/forgot" className={authLinkClasses}>
            {LL.auth.login.forgotLink()}
          </Link>
        </div>
        <Button type="submit" busy={stage === 'submitting'} className="w-full">
          {stage === 'submitting' ? LL.auth.login.submitting() : LL.auth.login.submit()}
        </Button>
      </form>
    </AuthLayout>
  );
}
