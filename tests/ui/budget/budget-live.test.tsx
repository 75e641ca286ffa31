import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flowers, music } from '../../machines/budget/budget-world';
import { FakeEventSource } from '../../support/ui/fake-event-source';
import { openBudget } from './budget-screen';

const expenseNames = () => [...document.querySelectorAll('li[data-expense-id]')].map((row) => row.querySelector('button')?.textContent);

describe('the budget page when the live stream missed changes', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('reads its lists again and shows what the server holds now', async () => {
    const app = openBudget({ payments: [], suppliers: [] });
    await app.backend.answer('GET /expenses/index', { expenses: [flowers, music] });
    await waitFor(() => expect(expenseNames()).toEqual(['Flowers', 'Music']));
    // Music was deleted on another screen while this one was away longer than the server keeps events.
    act(() => FakeEventSource.of(7).hear({ kind: 'reset' }));
    await app.backend.answer('GET /expenses/index', { expenses: [flowers] });
    await waitFor(() => expect(expenseNames()).toEqual(['Flowers']));
  });
});
