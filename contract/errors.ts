/**
 * Error codes the API answers with in `error.code`. The SPA maps each one to a
 * translated message (i18n `errors.*`), so adding a code here means adding its text there.
 */
export const errorCodes = [
  'already_registered',
  'equal_emails_spouses',
  'generic_error',
  'form_validation_error',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'auth_unauthorized',
  'auth_forbidden',
  'auth_invalid_credentials',
  'cross_site_request',
  'expired_token',
  'invalid_token',
  'page_doesnt_exist',
  'too_many_attempts',
  'user_inactive',
  'user_status_incorrect',
  'balance_mismatch',
  'not_enough_credits',
  'not_found',
  'planner_has_weddings',
  'cannot_delete_self',
  'file_too_large',
  'duplicate_table_number',
  'seats_below_guests',
  'table_type_in_use',
  'layout_invalid_image',
  'layout_too_large',
  'layout_invalid_dimensions',
  // Guests (contract/guests.ts)
  'duplicate_category',
  'validation_error',
  'no_name_column',
  'invalid_import_file',
  'import_file_too_large',
  'import_too_many_rows',
  'import_empty',
  'import_file_empty',
  'import_expired',
  // Seating (contract/seating.ts)
  'not_enough_seats',
  'guest_seats_exceeded',
  'seats_not_held',
  // Credit requests (contract/credits.ts)
  'credit_request_open',
  'credit_request_handled',
  // Wedding users (contract/wedding-users.ts)
  'user_already_in_wedding',
  'cannot_remove_spouse',
  'cannot_remove_planner',
  // Permissions (contract/permission-grants.ts)
  'already_granted',
  'module_not_granted',
  'hostess_permissions_fixed',
  // Idea board (contract/ideas.ts)
  'idea_invalid_image',
  'link_not_allowed',
  'link_preview_unavailable',
  // Requests Node refuses before any route sees them (server/http/client-errors.ts)
  'request_too_large',
  'request_timeout',
  'bad_request',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** Per-field validation failures: field name → rule codes (see `contract/validation.ts`). */
export type ValidationErrors = Record<string, string[]>;

export interface ErrorBody {
  error: { code: ErrorCode; message?: string };
  validationErrors?: ValidationErrors;
}
