import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { equalEmailsRule } from '../../../machines/weddings/create-wedding-form';
import { fieldErrorText, type LengthLimits } from '../../lib/i18n';

/** A wizard field's message; two equal spouse e-mails and a taken e-mail get the server's own wording. */
export function weddingFieldError(LL: TranslationFunctions, codes: readonly string[] | undefined, limits: LengthLimits = {}): string | undefined {
  if (codes?.[0] === equalEmailsRule || codes?.[0] === 'equal_emails_spouses') return LL.errors.equal_emails_spouses();
  if (codes?.[0] === 'already_registered') return LL.errors.already_registered();
  return fieldErrorText(LL, codes, limits);
}
