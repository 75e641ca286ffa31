import { formatPrice, type CreditRequest } from '../../../contract/credits';
import { isLocale } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { escapeHtml } from '../../mail/messages';
import type { MailQueue } from '../../mail/mail-queue';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import type { AdministratorRecipient } from './requests';

/** The mail telling one Administrator, in their own language, that a planner asks for credits. */
export function creditRequestMail(input: { to: AdministratorRecipient; request: CreditRequest; brand: string; link: string }): OutgoingMail {
  const { request, to } = input;
  const t = i18nObject(isLocale(to.language) ? to.language : 'en').mail;
  const body = t.creditRequestBody({
    planner: request.planner_name,
    email: request.planner_email,
    credits: request.credits,
    price: formatPrice(request.price),
  });
  const note = request.note ? t.creditRequestNote({ note: request.note }) : null;
  const paragraphs = [t.greeting({ name: to.firstName }), body, ...(note ? [note] : []), t.creditRequestAction()];
  const text = [...paragraphs, input.link, t.signature({ brand: input.brand })].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(t.signature({ brand: input.brand }))}</p>`,
  ].join('\n');
  return {
    to: to.email,
    subject: t.creditRequestSubject({ planner: request.planner_name, credits: request.credits }),
    text,
    html,
    link: input.link,
  };
}

/** Queues one mail per Administrator; a failed send is logged by the queue and does not stop the others. */
export function queueAdministratorMails(
  mail: { queue: MailQueue; mailer: Mailer },
  recipients: AdministratorRecipient[],
  request: CreditRequest,
  site: { brand: string; appUrl: string },
): void {
  const link = `${new URL(site.appUrl).origin}/credits`;
  for (const to of recipients) mail.queue.enqueue(() => mail.mailer.send(creditRequestMail({ to, request, brand: site.brand, link })));
}
