import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../../../server/modules/users/schema';
import { requestOf } from '../tables/support';
import { useWeddingUsersWorld } from './world';

/**
 * The spouses page (issue 25): a spouse's activation is sent or sent again through
 * `PUT /persons/resend_activation`, the users page's own call, with its hourly limit of mails
 * per address. The spouse becomes pending, and the mail's link sets their password. Who may
 * send it is in the authorisation rows (grants-authorization).
 */
const world = useWeddingUsersWorld();

const partner = async () => (await world.server.db.select().from(persons).where(eq(persons.id, world.partnerId)))[0]!;
const resend = (email: string) =>
  world.server.inject(requestOf('PUT', '/persons/resend_activation', { email, language: 'es', customization_id: null }, world.cookies.owner));

describe('the activation of a spouse', () => {
  it('makes the spouse pending and mails a link in their language that sets their password', async () => {
    const { email, status } = await partner();
    expect(status).toBe('new');
    const response = await resend(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ status: 'pending' });
    expect((await partner()).status).toBe('pending');

    await world.server.mailsSent();
    const mail = world.server.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Crea la contraseña de tu cuenta de Wedding Planner');
    const token = mail.link!.split('/change_password/')[1]!;
    expect((await world.server.inject({ method: 'GET', url: `/api/verify_token?token=${token}` })).json().data).toEqual({ status: 'pending', type: 'Spouse' });
    const changed = await world.server.inject(
      requestOf('POST', '/change_password', { token, password: 'spouse-two-password', password_confirmation: 'spouse-two-password' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await partner()).status).toBe('active');
    await world.server.signIn(email, 'spouse-two-password');
  });

  it('is refused once the spouse is active, and after the hourly limit of mails to one address', async () => {
    const activated = await resend((await partner()).email);
    expect([activated.statusCode, activated.json().error.code]).toEqual([400, 'user_status_incorrect']);

    // The signed-in spouse was activated by hand: made new again, they may be sent their activation.
    await world.server.db.update(persons).set({ status: 'new' }).where(eq(persons.id, world.spouse.id));
    const { mailPerEmail } = world.server.config.rateLimits;
    const answers = [];
    for (let attempt = 0; attempt <= mailPerEmail; attempt++) answers.push((await resend(world.spouse.email)).statusCode);
    expect(answers).toEqual([...Array<number>(mailPerEmail).fill(200), 429]);
  });
});
