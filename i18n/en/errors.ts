import type { ErrorCode } from '../../contract/errors';
import type { BaseTranslation } from '../i18n-types';

/** One message per `error.code` of `contract/errors.ts` (a test keeps them in step). */
export const errors = {
  already_registered: 'This email is already registered.',
  equal_emails_spouses: "The spouses' emails must be different.",
  generic_error: 'An unexpected error occurred. Please try again later.',
  form_validation_error: 'Some fields need your attention. Please review the form.',
  invalid_json: 'The request could not be read. Please try again.',
  unsupported_media_type: 'This kind of file or request is not supported.',
  payload_too_large: 'The file or request is too large.',
  auth_unauthorized: 'Your session has expired. Please sign in again.',
  auth_forbidden: "You don't have permission to perform this action.",
  auth_invalid_credentials: "The credentials you entered don't match our records.",
  cross_site_request: 'The request was blocked for your security. Reload the page and try again.',
  expired_token: 'This link has expired. Please ask for a new one through Forgot Password.',
  invalid_token: 'This link is not valid. Please ask for a new one through Forgot Password.',
  page_doesnt_exist: "This page doesn't exist.",
  too_many_attempts: 'Too many attempts. Please wait a few minutes before trying again.',
  user_inactive: 'You no longer have access.',
  user_status_incorrect: 'Your account is not active. Use Forgot Password to activate it.',
  balance_mismatch: "The planner's transactions and balance don't match.",
  not_enough_credits: "You don't have enough credits to create a wedding.",
  not_found: "We couldn't find what you were looking for.",
  planner_has_weddings: "This planner still has weddings, so they can't be deleted.",
  cannot_delete_self: "You can't delete your own account.",
  file_too_large: 'The file is too large. The maximum is 10 MB.',
} satisfies BaseTranslation & Record<ErrorCode, string>;
