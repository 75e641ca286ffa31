import { describe, expect, it } from 'vitest';
import { startEditor, startPage, table } from './support';

const saved = (id: number) => ({
  type: 'live.change' as const,
  change: { kind: 'tables.saved' as const, tables: [table(id, 40, 0.1, 0.1)] },
});

// A table saved on another screen joins the plan; while the editor is open, the stream's save is
// its own echo (it would double the table being created), so it waits for the next read.
describe('tables saved on another screen', () => {
  it('join the plan while it is only looked at', async () => {
    const { page, rows } = startPage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.send(saved(90));
    expect(rows().map((row) => row.id)).toContain(90);
  });

  it('are left alone while the editor is open', async () => {
    const { page, rows } = await startEditor();
    page.send(saved(91));
    expect(rows().map((row) => row.id)).not.toContain(91);
  });
});
