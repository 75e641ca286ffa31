import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonType } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { pageChunks } from '../../../src/app/page-chunks';
import { sessionUser } from '../../support/ui/session-users';
import { openTablesEditor } from './tables-editor-screen';

const LL = i18nObject('en');
const toolbar = () => screen.getByRole('toolbar', { name: LL.tables.editor.toolbar() });

describe('the Users button of the layout editor', () => {
  it.each<PersonType>(['Planner', 'Administrator', 'Spouse'])(
    'is offered to a %s, whose list loads once',
    async (type) => {
      const app = await openTablesEditor(sessionUser(type));
      // The button is the wedding users feature's, loaded with its own code once the editor opens.
      expect(await within(toolbar()).findByRole('button', { name: LL.weddingUsers.open() })).toBeVisible();
      expect((await app.backend.next('GET /permissions/get_users')).query).toEqual({ wedding_id: '7' });
    },
    30_000,
  );

  it('is not offered to a Helper who may edit the layout, and nothing is asked of the server', async () => {
    const app = await openTablesEditor(sessionUser('Helper'));
    // Once the feature's code is there (the same import the app makes) and React has drawn it.
    await act(() => pageChunks.weddingUsers());
    expect(within(toolbar()).queryByRole('button', { name: LL.weddingUsers.open() })).toBeNull();
    expect(app.backend.requests.filter((request) => request.path.startsWith('/permissions/'))).toEqual([]);
  }, 30_000);
});
