import type { BaseTranslation } from '../i18n-types';

/** E-mails written by the server (it imports `i18n/i18n-util.sync`). */
export const mail = {
  greeting: 'Hello {name:string},',
  resetSubject: 'Reset your {brand:string} password',
  resetBody: 'We received a request to change your password. Open this link within 60 minutes to choose a new one:',
  activationSubject: 'Create your {brand:string} account password',
  activationBody: 'An account was created for you. Open this link within 7 days to create your password:',
  ignore: 'If you did not ask for this, you can ignore this e-mail.',
  signature: 'The {brand:string} team',
  creditRequestSubject: '{planner:string} asks for {credits:number} credit{{s}}',
  creditRequestBody: '{planner:string} ({email:string}) asks for the package of {credits:number} credit{{s}} at {price:string} MXN.',
  creditRequestNote: 'Their note: {note:string}',
  creditRequestAction: 'Add the credits or dismiss the request on the credits page:',
} satisfies BaseTranslation;
