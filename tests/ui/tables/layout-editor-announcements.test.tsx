import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { openLayoutEditor, startingTables, tableOnPlan } from './layout-editor-screen';

const es = i18nObject('es').tables.editor.drag;
const [first] = startingTables as [(typeof startingTables)[number]];

/** dnd-kit's live region (role status, assertive) and its hidden instructions. */
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]');
const instructions = () => document.querySelector('[id^="DndDescribedBy"]');

/**
 * A drag is announced to screen readers in the reader's language, naming the table by its
 * number (dnd-kit's defaults are English: "Picked up draggable item table"). The editor has
 * no keyboard drag (arrows nudge the selection), so the drag is a real pointer drag through
 * user-event: dnd-kit's PointerSensor hears it in jsdom as in a browser.
 */
describe('layout editor: drag announcements', () => {
  it('announces picking up, moving, dropping and cancelling a table in Spanish', async () => {
    const app = await openLayoutEditor({ locale: 'es' });
    expect(instructions()).toHaveTextContent(es.instructions());
    const table = tableOnPlan(first, 'es');
    // The tables are not dnd-kit's draggables, so they carry the instructions themselves.
    expect(table).toHaveAccessibleDescription(es.instructions());

    // Past the 4 px that tell a drag from a click: picked up.
    await app.user.pointer([{ keys: '[MouseLeft>]', target: table, coords: { clientX: 100, clientY: 100 } }, { coords: { clientX: 120, clientY: 100 } }]);
    expect(liveRegion()).toHaveTextContent(es.pickedUp({ number: 1 }));
    await app.user.pointer({ coords: { clientX: 140, clientY: 110 } });
    expect(liveRegion()).toHaveTextContent(es.moved({ number: 1 }));
    await app.user.pointer({ keys: '[/MouseLeft]', coords: { clientX: 140, clientY: 110 } });
    expect(liveRegion()).toHaveTextContent(es.dropped({ number: 1 }));
    await app.backend.answer('PUT /tables/massUpdate');

    // Escape during a drag cancels it (dnd-kit's sensor): nothing moves, and the reader hears so.
    await app.user.pointer([{ keys: '[MouseLeft>]', target: table, coords: { clientX: 100, clientY: 100 } }, { coords: { clientX: 120, clientY: 100 } }]);
    expect(liveRegion()).toHaveTextContent(es.pickedUp({ number: 1 }));
    await app.user.keyboard('{Escape}');
    expect(liveRegion()).toHaveTextContent(es.cancelled());
    await app.user.pointer({ keys: '[/MouseLeft]', coords: { clientX: 120, clientY: 100 } });
    expect(app.backend.unanswered).toEqual([]);
  }, 30_000);
});
