import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { flowers, music } from '../../machines/budget/budget-world';
import { openBudget } from './budget-screen';

const LL = i18nObject('en');

/** Part 2 §2: an expense's detail shows its notes, and whoever may edit expenses writes them there. */
describe('an expense’s notes in its detail', () => {
  it('are written, saved with only what changed, and a note too long keeps the detail open on its error', async () => {
    const app = openBudget({ expenses: [flowers, music], payments: [], suppliers: [] });
    await app.user.click(await screen.findByRole('button', { name: /^Flowers/ }));
    const detail = await screen.findByRole('dialog', { name: 'Flowers' });
    await app.user.click(within(detail).getByRole('button', { name: LL.budget.detail.editNotes() }));
    const notes = within(detail).getByRole('textbox', { name: LL.budget.detail.notes() });
    await app.user.type(notes, 'White peonies');
    await app.user.click(within(detail).getByRole('button', { name: LL.budget.detail.saveNotes() }));
    const request = await app.backend.answer('PUT /expenses/update', { ...flowers, notes: 'White peonies' });
    expect(request.body).toEqual({ wedding_id: 7, id: flowers.id, notes: 'White peonies' });
    expect(detail).toHaveTextContent('White peonies');
    // The row behind the detail stayed a row: no second form opened in the column.
    expect(screen.queryByTestId('expense-form')).toBeNull();

    await app.user.click(within(detail).getByRole('button', { name: LL.budget.detail.editNotes() }));
    const again = within(detail).getByRole('textbox', { name: LL.budget.detail.notes() });
    await app.user.clear(again);
    await app.user.click(again);
    await app.user.paste('x'.repeat(2001));
    await app.user.click(within(detail).getByRole('button', { name: LL.common.close() }));
    expect(within(detail).getByRole('alert')).toHaveTextContent(LL.validation.maxLength({ max: 2000 }));
    expect(screen.getByRole('dialog', { name: 'Flowers' })).toBeVisible();
    expect(app.backend.unanswered).toEqual([]);
  });
});
