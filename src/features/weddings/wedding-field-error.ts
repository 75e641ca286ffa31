import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { equalEmailsRule } from '../../../machines/weddings/create-wedding-form';
import { fieldErrorText, type LengthLimits } from '../../lib/i18n';

/** A wizard field's message; two equal spouse e-mails get the server's own wording. */
export function weddingFieldError(LL: TranslationFunctions, codes: readonly string[] | undefined, limits: LengthLimits = {}): string | undefined {
  return codes?.[0] === equalEmailsRule ? LL.errors.equal_emails_spouses() : fieldErrorText(LL, codes, limits);
}
