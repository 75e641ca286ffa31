import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { actionsByModule } from '../../../contract/permissions';
import { tablePageMachine, zoomIndicatorMs } from '../../../machines/tables/table-page.machine';
import { describePathCoverage } from '../../support/path-coverage';
import { describePermissionTable } from '../../support/permission-table';
import { layout, startPage } from './support';

const file = { name: 'venue.png', size: 2048 };
const ready = (started: ReturnType<typeof startPage>) => waitFor(started.page, (snapshot) => snapshot.matches('ready'));
const modeOf = (started: ReturnType<typeof startPage>) => (started.page.getSnapshot().value as { ready: { mode: unknown } }).ready.mode;

describe('table page modes', () => {
  it('opens on the plan (DEFAULT) when the wedding has a layout, and goes to EDIT and back', async () => {
    const started = startPage();
    await ready(started);
    expect(modeOf(started)).toBe('viewing');
    started.page.send({ type: 'editor.open' });
    expect(modeOf(started)).toEqual({ editing: 'idle' });
    expect(started.editor()).toBeDefined();
    started.page.send({ type: 'editor.done' });
    expect(modeOf(started)).toBe('viewing');
  });

  it('without EDIT_LAYOUT the editor is not offered and an upload is refused', async () => {
    const started = startPage({ actions: [] });
    await ready(started);
    started.page.send({ type: 'editor.open' });
    expect(modeOf(started)).toBe('viewing');
    const noLayout = startPage({ actions: ['HOSTESS_VIEW'], hasLayout: false });
    await ready(noLayout);
    noLayout.page.send({ type: 'layout.upload', file });
    expect(modeOf(noLayout)).toBe('noLayout');
  });

  it('a successful upload of the first layout opens the editor and says so', async () => {
    let uploaded: unknown;
    const started = startPage({
      hasLayout: false,
      upload: async (upload) => {
        uploaded = upload;
        return layout;
      },
    });
    await ready(started);
    expect(modeOf(started)).toBe('noLayout');
    started.page.send({ type: 'layout.upload', file });
    await waitFor(started.page, (snapshot) => snapshot.matches({ ready: { mode: 'editing' } }));
    expect(uploaded).toEqual({ weddingId: 7, file });
    expect(started.page.getSnapshot().context.layout).toEqual(layout);
    expect(started.notices.at(-1)).toEqual({ kind: 'success', message: { key: 'tables.messages.layoutUpdatedSuccess' } });
  });

  it('a refused upload stays on the prompt with the server’s reason', async () => {
    const started = startPage({ hasLayout: false, upload: () => Promise.reject({ code: 'layout_too_large', messageKey: 'errors.layout_too_large' }) });
    await ready(started);
    started.page.send({ type: 'layout.upload', file });
    await waitFor(started.page, (snapshot) => snapshot.matches({ ready: { mode: 'noLayout' } }));
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'errors.layout_too_large' } });
  });

  it('a changed layout reaches the editor and says layoutChangeSuccess', async () => {
    const bigger = { layout: 'layouts/8.png', width: 5000, height: 2000 };
    const started = startPage({ upload: async () => bigger });
    await ready(started);
    started.page.send({ type: 'editor.open' });
    started.page.send({ type: 'layoutDialog.open' });
    started.page.send({ type: 'layout.upload', file });
    await waitFor(started.page, (snapshot) => snapshot.matches({ ready: { mode: { editing: 'idle' } } }));
    expect(started.editor().getSnapshot().context.layout).toEqual({ width: 5000, height: 2000 });
    expect(started.notices.at(-1)).toEqual({ kind: 'success', message: { key: 'tables.messages.layoutChangeSuccess' } });
  });

  it('shows the zoom for 2 seconds after each change, without leaving the editor', async () => {
    vi.useFakeTimers();
    try {
      const started = startPage();
      await vi.waitFor(() => expect(started.page.getSnapshot().matches('ready')).toBe(true));
      started.page.send({ type: 'editor.open' });
      const editor = started.editor();
      started.page.send({ type: 'zoom.changed', scale: 2 });
      started.page.send({ type: 'zoom.changed', scale: 2.2 });
      expect(started.page.getSnapshot().matches({ ready: { zoom: 'shown', mode: 'editing' } })).toBe(true);
      // The editor is the same one: its selection and history survive a zoom.
      expect(started.editor()).toBe(editor);
      expect(started.page.getSnapshot().context.scale).toBe(2.2);
      vi.advanceTimersByTime(zoomIndicatorMs - 1);
      expect(started.page.getSnapshot().matches({ ready: { zoom: 'shown' } })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(started.page.getSnapshot().matches({ ready: { zoom: 'quiet' } })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('table page: permissions', () => {
  describePermissionTable({
    machine: tablePageMachine,
    codes: actionsByModule.TABLES,
    state: { ready: { mode: 'viewing', zoom: 'quiet' } },
    context: (granted) => ({ weddingId: 7, can: { editLayout: granted.includes('EDIT_LAYOUT') }, layout, tables: [], types: [], storedTypes: [], scale: 1 }),
    rows: [{ event: { type: 'editor.open' }, needs: 'EDIT_LAYOUT' }],
  });
  describePermissionTable({
    machine: tablePageMachine,
    codes: actionsByModule.TABLES,
    state: { ready: { mode: 'noLayout', zoom: 'quiet' } },
    context: (granted) => ({
      weddingId: 7,
      can: { editLayout: granted.includes('EDIT_LAYOUT') },
      layout: null,
      tables: [],
      types: [],
      storedTypes: [],
      scale: 1,
    }),
    rows: [{ event: { type: 'layout.upload', file }, needs: 'EDIT_LAYOUT' }],
  });
});

describe('table page: graph', () => {
  const loaded = (hasLayout: boolean, actions: string[]) => ({
    type: 'xstate.done.actor.loadTables',
    output: { tables: [], tableTypes: [], layout: hasLayout ? layout : null, actions, seats: [], guests: [] },
  });
  describePathCoverage(tablePageMachine, {
    inputs: [{ weddingId: 7 }, { weddingId: 7, hostessOnly: true }],
    events: [
      loaded(true, ['EDIT_LAYOUT', 'HOSTESS_VIEW']),
      loaded(false, ['EDIT_LAYOUT', 'HOSTESS_VIEW']),
      { type: 'xstate.error.actor.loadTables', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      { type: 'layout.upload', file },
      { type: 'xstate.done.actor.uploadLayout', output: layout },
      { type: 'xstate.error.actor.uploadLayout', error: { code: 'layout_invalid_image' } },
      { type: 'editor.open' },
      { type: 'editor.done' },
      { type: 'layoutDialog.open' },
      { type: 'layoutDialog.close' },
      { type: 'zoom.changed', scale: 2 },
      { type: `xstate.after.${zoomIndicatorMs}.tablePage.ready.zoom.shown` },
      { type: 'lists.changed', tables: [], types: [], storedTypes: [], seats: [] },
      { type: 'seating.change', steps: [] },
      { type: 'hostess.open' },
      { type: 'hostess.exit' },
      { type: 'hostess.search', query: 'ana' },
      { type: 'hostess.side', side: 'inside' },
      { type: 'hostess.table', tableId: 11 },
      { type: 'hostess.status', statusId: 1 },
      { type: 'hostess.category', categoryId: 5 },
      { type: 'door.toggle', guestId: 1, tableId: 11, inside: true },
      { type: 'live.change', change: { kind: 'seats.deleted', ids: [] } },
      // The editor's own saves echoed by the stream: applied, except while editing.
      {
        type: 'live.change',
        change: { kind: 'tableTypes.saved', tableType: { id: 1, name: 'Round', shape: 'round', width: 100, height: 100, wedding_id: 7 } },
      },
      { type: 'live.reset' },
      { type: 'editor.change', creates: [], updates: [], deletes: [], intent: { type: 'place', step: 'do' } },
      { type: 'editor.typeCreated', tableType: { id: 9, name: 'new type', shape: 'round', width: 45, height: 45, wedding_id: 7 } },
    ],
  });
});
