import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { openLayoutEditor, openTablesPage, startingTables, tableOnPlan } from './layout-editor-screen';

const LL = i18nObject('en');
const texts = LL.tables;
const [first] = startingTables as [(typeof startingTables)[number]];
const changes = (requests: ReadonlyArray<{ method: string }>) => requests.filter((request) => request.method !== 'GET');

/** EDIT_LAYOUT guards every layout change (README "Tables"): the screen offers none without it, and a refusal changes nothing. */
describe('layout editor: without EDIT_LAYOUT', () => {
  it('offers no editor: the tables only show their seating, and the editor’s keys and clicks change nothing', async () => {
    const app = await openTablesPage({ actions: [] });
    expect(screen.queryByRole('button', { name: texts.edit() })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: texts.editor.toolbar() })).toBeNull();
    const table = screen.getByRole('button', { name: texts.seating.table({ number: first.number, taken: 0, seats: first.seats }) });
    expect(screen.queryByRole('button', { name: texts.plan.table(first) })).toBeNull();
    await app.user.click(table);
    await app.user.keyboard('{Delete}{ArrowRight}{Control>}z{/Control}{Escape}');
    expect(changes(app.backend.requests)).toEqual([]);
  }, 30_000);

  it('a change the server refuses because the right was withdrawn meanwhile comes back, with the reason', async () => {
    const app = await openLayoutEditor();
    tableOnPlan(first).focus();
    await app.user.keyboard('{Enter}');
    await app.user.click(screen.getByRole('button', { name: texts.editor.delete() }));
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.plan.table(first) })).toBeNull());
    await app.backend.refuse('DELETE /tables/destroy', 403, 'auth_forbidden');
    expect(await screen.findByRole('button', { name: texts.plan.table(first) })).toBeVisible();
    await waitFor(() => expect(app.toasts().join(' ')).toContain(LL.errors.auth_forbidden()));
    expect(app.backend.unanswered).toEqual([]);
  }, 30_000);
});
