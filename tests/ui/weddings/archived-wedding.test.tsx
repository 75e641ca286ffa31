import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionCode, ModuleCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerChecklist, answerPlan, answerWedding, sofiaAndMateo } from '../../support/ui/wedding-screens';

/**
 * Issue 23 item 7: an archived wedding is read-only for everyone until it is restored. Every
 * module page of it says so in the wedding's header, shows no change controls (the server lists
 * no change actions), and offers Restore to whoever may restore it.
 */
const LL = i18nObject('en');
const labels = LL.weddings.manage;
const archived = { ...sofiaAndMateo, archived: true };
// What the server lists while the wedding is archived: the summaries, no change action.
const whileArchived: Partial<Record<ModuleCode, ActionCode[]>> = { PLAN: [], CHECKLIST: [], HOME: ['CHECKLIST_SUMMARY'] };

function openArchived(type: PersonType, path: string, listed = whileArchived) {
  return renderApp({
    path,
    signedInAs: sessionUser(type, type === 'Spouse' ? { id: 11, wedding_id: archived.id } : {}),
    backend: (backend) => answerPlan(answerChecklist(answerWedding(backend, listed, archived), []), { sections: [], elements: [] }),
  });
}

const banner = () => screen.findByText(labels.archivedBanner(), {}, { timeout: 15_000 });

describe('an archived wedding', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  it('tells a spouse on every module page that it is read-only, with no change controls and no Restore', async () => {
    const app = openArchived('Spouse', '/checklist');
    expect(await banner()).toBeVisible();
    await screen.findByRole('heading', { name: LL.checklist.weddingTitle() });
    expect(screen.queryByRole('button', { name: LL.checklist.add() })).toBeNull();
    expect(screen.queryByRole('button', { name: labels.restore() })).toBeNull();
    // The couple may not rename an archived wedding: nothing of theirs is left in the manage menu.
    expect(screen.queryByRole('button', { name: labels.menu() })).toBeNull();

    const menu = screen.getByRole('navigation', { name: LL.weddings.wedding.menu() });
    await app.user.click(within(menu).getByRole('link', { name: LL.weddings.wedding.modules.PLAN() }));
    await expect.poll(() => app.path()).toBe('/plan');
    expect(await banner()).toBeVisible();
  });

  it('lets its planner restore it from the banner; only the server’s answer ends the archive, and the page’s controls return', async () => {
    const listed = { ...whileArchived };
    const app = openArchived('Planner', '/wedding/7/checklist', listed);
    expect(await banner()).toBeVisible();
    await screen.findByRole('heading', { name: LL.checklist.weddingTitle() });
    expect(screen.queryByRole('button', { name: LL.checklist.add() })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: labels.restore() }));
    expect(screen.getByRole('button', { name: labels.restoring() })).toBeDisabled();
    expect(screen.getByText(labels.archivedBanner())).toBeVisible();
    // Restored, the server lists the planner's actions again.
    Object.assign(listed, { CHECKLIST: ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'] });
    const request = await app.backend.answer('PUT /weddings/restore');
    expect(request.body).toEqual({ id: archived.id });
    await expect.poll(() => app.toasts()).toContain(labels.restored());
    expect(screen.queryByText(labels.archivedBanner())).toBeNull();
    expect(await screen.findByRole('button', { name: LL.checklist.add() })).toBeVisible();
  });

  it('leaves its planner only Restore and Delete in the manage menu', async () => {
    const app = openArchived('Planner', '/wedding/7/checklist');
    await banner();
    await app.user.click(screen.getByRole('button', { name: labels.menu() }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([labels.restore(), labels.delete()]);
  });
});
