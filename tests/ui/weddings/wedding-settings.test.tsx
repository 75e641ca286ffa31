import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Spouse, Wedding } from '../../../contract/weddings';
import type { PersonType } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { mateo, sofia as sofiaWithoutEmail, sofiaAndMateo } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const couple = LL.weddings.couple;
// Sofía has an address this time: her activation is sent, not typed.
const sofia: Spouse = { ...sofiaWithoutEmail, email: 'sofia@example.com' };
const wedding: Wedding = { ...sofiaAndMateo, spouse1: sofia, spouse2: mateo, modules: ['CHECKLIST', 'PLAN'] };

function openSettings(type: PersonType, path = '/wedding/7/settings') {
  return renderApp({
    path,
    signedInAs: sessionUser(type, { id: type === 'Planner' ? wedding.planner_id : 5 }),
    backend: (backend) => backend.always('GET /weddings/show', { wedding }).always('GET /weddings/get_actions', { actions: [] }),
  });
}

const spouseCard = (spouse: Spouse) => screen.getByRole('article', { name: `${spouse.first_name} ${spouse.last_name}` });

describe('Settings › Spouses (part 2 §2 "Settings")', () => {
  it('leads any settings address to the spouses, each with their status; sending the activation makes it pending, resending keeps it', async () => {
    const app = openSettings('Planner', '/wedding/7/settings/anything');
    expect(await screen.findByRole('heading', { name: LL.weddings.settings.spouses() }, { timeout: 15_000 })).toBeVisible();
    expect(app.path()).toBe('/wedding/7/settings/spouses');
    const menu = screen.getByRole('navigation', { name: LL.weddings.wedding.menu() });
    expect(within(menu).getByRole('link', { name: LL.weddings.settings.menu() })).toHaveAttribute('aria-current', 'page');
    expect(within(spouseCard(sofia)).getByText(couple.statuses.new())).toBeVisible();
    expect(within(spouseCard(mateo)).getByText(couple.statuses.pending())).toBeVisible();

    await app.user.click(within(spouseCard(sofia)).getByRole('button', { name: couple.send() }));
    const request = await app.backend.answer('PUT /persons/resend_activation', { status: 'pending' });
    expect(request.body).toEqual({ email: sofia.email, language: 'en', customization_id: 1 });
    expect(await within(spouseCard(sofia)).findByText(couple.statuses.pending())).toBeVisible();
    expect(within(spouseCard(sofia)).getByRole('button', { name: couple.resend() })).toBeEnabled();
    await expect.poll(() => app.toasts()).toContain(couple.sent());

    // Refused: the status stays as the server has it, and the reason is said.
    await app.user.click(within(spouseCard(mateo)).getByRole('button', { name: couple.resend() }));
    await app.backend.refuse('PUT /persons/resend_activation', 500, 'generic_error');
    await expect.poll(() => app.toasts()).toContain(couple.unexpectedActivating());
    expect(within(spouseCard(mateo)).getByText(couple.statuses.pending())).toBeVisible();
  }, 30_000);

  it.each(['Helper', 'Spouse'] as const)(
    'is not for a %s: no menu entry, and the address is unauthorized',
    async (type) => {
      openSettings(type);
      expect(await screen.findByRole('heading', { name: LL.errorPages.unauthorized.title() }, { timeout: 15_000 })).toBeVisible();
      expect(screen.queryByRole('link', { name: LL.weddings.settings.menu() })).toBeNull();
    },
    30_000,
  );

  it('speaks Spanish', async () => {
    renderApp({
      path: '/wedding/7/settings/spouses',
      locale: 'es',
      signedInAs: sessionUser('Planner', { language: 'es' }),
      backend: (backend) => backend.always('GET /weddings/show', { wedding }).always('GET /weddings/get_actions', { actions: [] }),
    });
    const ES = i18nObject('es');
    expect(await screen.findByRole('heading', { name: ES.weddings.settings.spouses() }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText(ES.weddings.settings.spousesDescription())).toBeVisible();
  }, 30_000);
});
