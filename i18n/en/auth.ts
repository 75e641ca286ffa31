import type { BaseTranslation } from '../i18n-types';

export const auth = {
  emailLabel: 'Email',
  passwordLabel: 'Password',
  backToLogin: 'Back to sign in',
  login: {
    title: 'Sign in',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgotLink: 'Forgot your password?',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: "Enter the email you sign in with and we'll send you a link to choose a new password.",
    submit: 'Send reset link',
    submitting: 'Sending…',
  },
  changePassword: {
    createTitle: 'Create password',
    changeTitle: 'Change password',
    createIntro: 'Choose a password to activate your account.',
    spouseIntro: 'Your planner has invited you to plan your wedding together. Create a password to get started.',
    changeIntro: 'Choose a new password for your account.',
    confirmationLabel: 'Confirm password',
    hint: 'Use at least {min:number} characters.',
    submit: 'Save password',
    submitting: 'Saving…',
    verifying: 'Checking your link…',
  },
} satisfies BaseTranslation;
