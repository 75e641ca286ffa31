import { i18nObject } from '../../i18n/i18n-util';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import type { Locale } from '../../contract/person';
import type { OutgoingMail } from './mailer';
import type { TokenPurpose } from '../modules/auth/password-tokens';

loadAllLocales();

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The reset or activation mail, in the recipient's language and under the site's brand. */
export function passwordLinkMail(input: { purpose: TokenPurpose; to: string; name: string; locale: Locale; brand: string; link: string }): OutgoingMail {
  const t = i18nObject(input.locale).mail;
  const subject = input.purpose === 'reset' ? t.resetSubject({ brand: input.brand }) : t.activationSubject({ brand: input.brand });
  const body = input.purpose === 'reset' ? t.resetBody() : t.activationBody();
  const lines = [t.greeting({ name: input.name }), '', body, input.link, '', t.ignore(), '', t.signature({ brand: input.brand })];
  const html = [
    `<p>${escapeHtml(t.greeting({ name: input.name }))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(t.ignore())}</p>`,
    `<p>${escapeHtml(t.signature({ brand: input.brand }))}</p>`,
  ].join('\n');
  return { to: input.to, subject, text: lines.join('\n'), html, link: input.link };
}
