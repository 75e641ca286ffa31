import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { WeddingUser } from '../../../contract/wedding-users';
import { i18nObject } from '../../../i18n/i18n-util';
import { nameOf } from '../../../machines/wedding-users/wedding-users';
import { weddingUsersMachine, type WeddingUsersContext } from '../../../machines/wedding-users/wedding-users.machine';
import { andres, load, rosa, weddingUsersEvents } from '../../machines/wedding-users/world';
import type { RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { openTablesEditor, weddingId } from './tables-editor-screen';

const LL = i18nObject('en');
const texts = LL.weddingUsers;

/** Each walk is made twice: once the server accepts every change, once it refuses them all. */
interface Opening {
  weddingId: number;
  refuses: boolean;
}

interface Driver {
  app: RenderedApp;
  refuses: boolean;
  /** The users the server holds: what the list shows once every change is answered. */
  inWedding: WeddingUser[];
}

const dialog = () => screen.getByRole('dialog', { name: texts.title() });
const rowOf = (user: WeddingUser) => within(dialog()).queryByText(nameOf(user))?.closest('li') ?? null;
const addSelect = () => within(dialog()).queryByRole('combobox', { name: texts.add.label() });
const question = () => within(dialog()).queryByRole('group', { name: texts.confirmRemove({ name: nameOf(andres) }) });
const everyone = [...load.users, ...load.candidates];

/** The change shows before the server answers; then it stays, or goes back with the spec's message. */
async function answerChange(driver: Driver, request: string, settled: WeddingUser[], refusal: string) {
  if (driver.refuses) {
    await driver.app.backend.refuse(request, 500, 'generic_error');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  } else {
    await driver.app.backend.answer(request, request.startsWith('POST') ? { user: rosa } : {});
    driver.inWedding = settled;
  }
}

describe('the wedding users dialog, along the machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: weddingUsersMachine,
    inputs: [
      { weddingId, refuses: false },
      { weddingId, refuses: true },
    ] satisfies Opening[],
    cover: 'transitions',
    stateKey: (snapshot) => (snapshot.context as WeddingUsersContext).chosen,
    events: weddingUsersEvents,
    open: async (input) => {
      const app = await openTablesEditor(sessionUser('Planner'));
      await app.user.click(await screen.findByRole('button', { name: texts.open() }));
      return { app, refuses: (input as Opening).refuses, inWedding: load.users };
    },
    perform: {
      'xstate.done.actor.loadUsers': async ({ app }) => {
        const request = await app.backend.answer('GET /permissions/get_users', load);
        expect(request.query).toEqual({ wedding_id: String(weddingId) });
      },
      'xstate.error.actor.loadUsers': async ({ app }) => {
        await app.backend.refuse('GET /permissions/get_users', 500, 'generic_error');
      },
      'load.retry': ({ app }) => app.user.click(within(dialog()).getByRole('button', { name: texts.retry() })),
      'candidate.choose': ({ app }) => app.user.selectOptions(addSelect()!, String(rosa.id)),
      'user.add': async (driver) => {
        await driver.app.user.click(within(dialog()).getByRole('button', { name: texts.add.button() }));
        const request = await driver.app.backend.next('POST /permissions/add_user');
        expect(request.body).toEqual({ wedding_id: weddingId, user_id: rosa.id });
        expect(rowOf(rosa)).not.toBeNull();
        await answerChange(driver, 'POST /permissions/add_user', [...driver.inWedding, rosa], texts.messages.unexpectedAdding());
      },
      'user.remove': ({ app }) => app.user.click(within(dialog()).getByRole('button', { name: texts.removeUser({ name: nameOf(andres) }) })),
      'remove.confirm': async (driver) => {
        await driver.app.user.click(within(question()!).getByRole('button', { name: texts.confirm() }));
        const request = await driver.app.backend.next('DELETE /permissions/remove_user');
        expect(request.query).toEqual({ wedding_id: String(weddingId), user_id: String(andres.id) });
        expect(rowOf(andres)).toBeNull();
        await answerChange(
          driver,
          'DELETE /permissions/remove_user',
          driver.inWedding.filter((user) => user.id !== andres.id),
          texts.messages.unexpectedRemoving(),
        );
      },
      'remove.cancel': ({ app }) => app.user.click(within(question()!).getByRole('button', { name: texts.cancel() })),
    },
    shows: {
      'weddingUsers.loading': () => {
        expect(within(dialog()).getByRole('status')).toHaveTextContent(texts.loading());
      },
      'weddingUsers.failed': () => {
        expect(within(dialog()).getByText(texts.loadError())).toBeVisible();
        expect(within(dialog()).getByRole('button', { name: texts.retry() })).toBeVisible();
      },
      'weddingUsers.ready.browsing': (driver, snapshot: AnyMachineSnapshot) => {
        expectTheServersUsers(driver);
        expect(question()).toBeNull();
        const chosen = (snapshot.context as WeddingUsersContext).chosen;
        const select = addSelect();
        if (select) expect(select).toHaveValue(chosen === null ? '' : String(chosen));
        else expect(within(dialog()).getByText(texts.add.none())).toBeVisible();
      },
      'weddingUsers.ready.confirmingRemove': (driver) => {
        expectTheServersUsers(driver);
        expect(question()).toBeVisible();
        expect(within(question()!).getByRole('button', { name: texts.cancel() })).toHaveFocus();
      },
    },
  });
});

/** Every user the server holds, with their type and status, the couple without a Remove; the others offered to add. */
function expectTheServersUsers({ inWedding }: Driver) {
  const list = within(dialog()).getByRole('list', { name: texts.listLabel() });
  expect(within(list).getAllByRole('listitem')).toHaveLength(inWedding.length);
  for (const user of inWedding) {
    const row = within(rowOf(user)!);
    expect(row.getByText(texts.types[user.type]())).toBeVisible();
    expect(row.getByText(texts.statuses[user.status]())).toBeVisible();
    if (user.type === 'Spouse') expect(row.queryByRole('button', { name: texts.removeUser({ name: nameOf(user) }) })).toBeNull();
  }
  const offered = everyone.filter((person) => !inWedding.some((user) => user.id === person.id));
  const select = addSelect();
  const options = select ? within(select).getAllByRole('option').slice(1) : [];
  expect(options.map((option) => option.getAttribute('value'))).toEqual(offered.map((person) => String(person.id)));
}
