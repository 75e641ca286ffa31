import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useLocation, useParams } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { limits } from '../../../contract/validation';
import { changePasswordMachine } from '../../../machines/auth/change-password.machine';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';
import { usePageActor } from '../../lib/page-actor';
import { passwordApi } from './auth-api';
import { AuthLayout, BackToLoginLink } from './auth-layout';

/** `/change_password/:token` and `/change_password` (no token: the invalid-link message). */
export default function ChangePasswordPage() {
  const { LL, locale } = useI18nContext();
  const { token } = useParams<{ token?: string }>();
  const [, navigate] = useLocation();
  const changePassword = usePageActor(
    () =>
      changePasswordMachine.provide({
        actors: {
          verifyToken: fromPromise(({ input }) => passwordApi.verifyToken(input.token)),
          changePassword: fromPromise(({ input }) => passwordApi.changePassword({ ...input, language: locale })),
        },
      }),
    { input: { token } },
  );
  const verifying = useSelector(changePassword, (snapshot) => snapshot.matches('checkingLink') || snapshot.matches('verifying'));
  const submitting = useSelector(changePassword, (snapshot) => snapshot.matches('submitting'));
  const finished = useSelector(changePassword, (snapshot) => snapshot.status === 'done');
  const isPending = useSelector(changePassword, (snapshot) => snapshot.context.isPending);
  const isSpouse = useSelector(changePassword, (snapshot) => snapshot.context.isSpouse);
  const fieldErrors = useSelector(changePassword, (snapshot) => snapshot.context.fieldErrors);

  // Saved, or a link that cannot be used: either way the notification says it, and sign-in follows.
  useEffect(() => {
    if (finished) navigate('/login', { replace: true });
  }, [finished, navigate]);

  const texts = LL.auth.changePassword;
  const title = isPending ? texts.createTitle() : texts.changeTitle();
  const intro = isPending ? (isSpouse ? texts.spouseIntro() : texts.createIntro()) : texts.changeIntro();
  const lengths = { min: limits.passwordMin, max: limits.passwordMax };

  if (verifying || finished) {
    return (
      <AuthLayout title={texts.verifying()}>
        <div className="flex justify-center py-6 text-brand" role="status">
          <Spinner className="size-8" />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} intro={intro}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          changePassword.send({
            type: 'password.submit',
            password: String(data.get('password') ?? ''),
            confirmation: String(data.get('confirmation') ?? ''),
          });
        }}
      >
        <TextField
          label={LL.auth.passwordLabel()}
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={texts.hint({ min: limits.passwordMin })}
          error={fieldErrorText(LL, fieldErrors.password, lengths)}
        />
        <TextField
          label={texts.confirmationLabel()}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(LL, fieldErrors.password_confirmation, lengths)}
        />
        <Button type="submit" busy={submitting} className="w-full">
          {submitting ? texts.submitting() : texts.submit()}
        </Button>
        <BackToLoginLink />
      </form>
    </AuthLayout>
  );
}
