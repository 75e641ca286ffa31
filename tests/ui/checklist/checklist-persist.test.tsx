import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChecklistItem } from '../../../contract/checklist';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerChecklist, answerWedding } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const venue: ChecklistItem = { id: 5, text: 'Book the venue', time: 12, time_unit: 'months', completed: false, category_id: null };

interface Intent {
  /** What the person does; the change shows at once. */
  act: (app: RenderedApp) => Promise<void>;
  /** The call the change needs (`persistItem` picks it by the change's intent). */
  call: string;
  /** The screen as it was before the change. */
  expectOld: () => void;
  message: string;
}

const taskField = () => screen.getByRole('textbox', { name: LL.checklist.form.text() });
const doneBox = () => screen.getByRole('checkbox', { name: LL.checklist.actions.done({ text: venue.text }) });
const shownTasks = () => [...document.querySelectorAll('li[data-item-id] > div > p:first-child')].map((paragraph) => paragraph.textContent);

/**
 * Issue 23 item 26: every intent of the checklist's persist actor, its call refused by the
 * server. The refusal must reach the list (the call rejects), which puts back what the server
 * still holds and says the spec's message. A persist that answered success on a refusal left the
 * change on screen, silently.
 */
const intents: Record<string, Intent> = {
  create: {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.checklist.add() }));
      await app.user.type(taskField(), 'Send the invitations{Enter}');
    },
    call: 'POST /checklist/create',
    expectOld: () => expect(shownTasks()).toEqual([venue.text]),
    message: LL.checklist.messages.unexpectedAdding(),
  },
  details: {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.checklist.actions.edit({ text: venue.text }) }));
      await app.user.clear(taskField());
      await app.user.type(taskField(), 'Book the hall{Enter}');
    },
    call: 'PUT /checklist/update',
    expectOld: () => expect(shownTasks()).toEqual([venue.text]),
    message: LL.checklist.messages.unexpectedUpdating(),
  },
  check: {
    act: (app) => app.user.click(doneBox()),
    call: 'PUT /checklist/check_item',
    expectOld: () => expect(doneBox()).not.toBeChecked(),
    message: LL.checklist.messages.unexpectedUpdating(),
  },
  delete: {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.checklist.actions.delete({ text: venue.text }) }));
      await app.user.click(screen.getByRole('button', { name: LL.checklist.deleteItem.confirm() }));
    },
    call: 'DELETE /checklist/destroy',
    expectOld: () => expect(shownTasks()).toEqual([venue.text]),
    message: LL.checklist.messages.unexpectedDeleting(),
  },
};

describe('checklist changes refused by the server, one per intent of the persist actor', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  it.each(Object.entries(intents))('%s: the old value comes back, with the message', async (_, { act, call, expectOld, message }) => {
    const app = renderApp({
      path: '/wedding/7/checklist',
      signedInAs: sessionUser('Planner'),
      backend: (backend) => answerChecklist(answerWedding(backend, { CHECKLIST: ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'] }), [venue]),
    });
    await screen.findByText(venue.text);
    await act(app);
    await app.backend.refuse(call, 500, 'generic_error');
    await waitFor(() => expect(app.toasts()).toContain(message));
    expectOld();
  });
});
