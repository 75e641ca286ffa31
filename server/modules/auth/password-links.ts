import { isLocale, type Locale } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { passwordLinkMail } from '../../mail/messages';
import type { Mailer } from '../../mail/mailer';
import { customizationById, type CustomizationRow } from '../customizations/service';
import { issuePasswordToken, type TokenPurpose } from './password-tokens';
import { findPersonByEmail, type PersonRow } from '../users/person-records';
import type { MailQueue } from '../../mail/mail-queue';
import { canReceivePasswordLink } from './accounts';
import { takeMailAllowance, type AttemptLimits, type Caller } from './attempts';

/**
 * White-label brands are reached on their own host name, so their links keep the app URL's
 * scheme and port but point at the brand's host.
 */
export function siteUrl(appUrl: string, brand: CustomizationRow | undefined): string {
  const url = new URL(appUrl);
  if (brand && !brand.isDefault && brand.hosts[0]) url.hostname = brand.hosts[0];
  return url.origin;
}

export interface PasswordLinkDeps {
  db: Executor;
  mailer: Mailer;
  appUrl: string;
}

/** Issues a single-use token and mails its `/change_password/{token}` link. */
export async function sendPasswordLink(
  deps: PasswordLinkDeps,
  person: PersonRow,
  purpose: TokenPurpose,
  options: { language?: Locale; customizationId?: number | null },
): Promise<void> {
  const brand = await customizationById(deps.db, options.customizationId ?? person.customizationId);
  const token = await issuePasswordToken(deps.db, person.id, purpose);
  const locale = options.language ?? (isLocale(person.language) ? person.language : 'en');
  await deps.mailer.send(
    passwordLinkMail({
      purpose,
      to: person.email,
      name: person.firstName,
      locale,
      brand: brand?.title ?? 'Wedding Planner',
      link: `${siteUrl(deps.appUrl, brand)}/change_password/${token}`,
    }),
  );
}

/**
 * "Forgot password": a reset link for an active account, an activation link for one never
 * activated, nothing for unknown or blocked ones; the caller hears the same in every case, and
 * the mail leaves after the answer.
 */
export async function requestPasswordLink(
  deps: PasswordLinkDeps,
  queue: MailQueue,
  request: { email: string; language?: Locale; customization_id?: number | null },
  limits: AttemptLimits,
  caller: Caller,
): Promise<void> {
  const person = await findPersonByEmail(deps.db, request.email);
  await takeMailAllowance(deps.db, limits, request.email, caller, person?.id);
  if (!person || !canReceivePasswordLink(person)) return;
  const purpose = person.status === 'active' ? 'reset' : 'activation';
  queue.enqueue(() => sendPasswordLink(deps, person, purpose, { language: request.language, customizationId: request.customization_id }));
}
