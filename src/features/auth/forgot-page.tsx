import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { limits } from '../../../contract/validation';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useCustomization } from '../../lib/customization';
import { fieldErrorText } from '../../lib/i18n';
import { usePageActor } from '../../lib/page-actor';
import { passwordApi } from './auth-api';
import { AuthLayout, BackToLoginLink } from './auth-layout';

export default function ForgotPage() {
  const { LL, locale } = useI18nContext();
  const customization = useCustomization();
  const [, navigate] = useLocation();
  const forgot = usePageActor(
    () =>
      forgotPasswordMachine.provide({
        actors: { requestReset: fromPromise(({ input }) => passwordApi.requestReset(input)) },
      }),
    { input: { language: locale, customizationId: customization.id } },
  );
  const submitting = useSelector(forgot, (snapshot) => snapshot.matches('submitting'));
  const sent = useSelector(forgot, (snapshot) => snapshot.status === 'done');
  const emailErrors = useSelector(forgot, (snapshot) => snapshot.context.fieldErrors.email);

  useEffect(() => {
    if (sent) navigate('/login');
  }, [sent, navigate]);

  return (
    <AuthLayout title={LL.auth.forgot.title()} intro={LL.auth.forgot.intro()}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const email = String(new FormData(event.currentTarget).get('email') ?? '');
          forgot.send({ type: 'forgot.submit', email, language: locale });
        }}
      >
        <TextField
          label={LL.auth.emailLabel()}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          error={fieldErrorText(LL, emailErrors, { max: limits.emailMax })}
        />
        <Button type="submit" busy={submitting} className="w-full">
          {submitting ? LL.auth.forgot.submitting() : LL.auth.forgot.submit()}
        </Button>
        <BackToLoginLink />
      </form>
    </AuthLayout>
  );
}
