import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ChecklistRow } from '../../../machines/checklist/checklist-rows';
import { checklistItemEditorMachine, type ItemCommit } from '../../../machines/checklist/checklist-item-editor.machine';
import { describePathCoverage } from '../../support/path-coverage';

const fitting: ChecklistRow = { id: 5, text: 'Final fitting', time: 3, time_unit: 'weeks', completed: true, category_id: 2, category_name: 'Attire' };

function start() {
  const commits: ItemCommit[] = [];
  const actor = createActor(checklistItemEditorMachine.provide({ actions: { commit: (_, params) => commits.push(params) } })).start();
  return { actor, commits };
}

describe('checklist item editor machine', () => {
  it('starts a new item due on the day, needing a text', () => {
    const { actor, commits } = start();
    actor.send({ type: 'item.add', id: -1000020 });
    expect(actor.getSnapshot().context.form).toMatchObject({ id: -1000020, time: 0, unit: 'days', category: { kind: 'none' } });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.form?.errors).toEqual({ text: ['required'] });
    actor.send({ type: 'form.text', text: ' Rings ' });
    actor.send({ type: 'form.save' });
    expect(commits).toEqual([
      { type: 'item.create', row: { id: -1000020, text: 'Rings', time: 0, time_unit: 'days', completed: false, category_id: null, category_name: null } },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('keeps the time within the chosen unit', () => {
    const { actor } = start();
    actor.send({ type: 'item.add', id: -1000021 });
    actor.send({ type: 'form.unit', unit: 'months' });
    expect(actor.getSnapshot().context.form).toMatchObject({ time: 2, unit: 'months' });
    actor.send({ type: 'form.time', time: 13 });
    actor.send({ type: 'form.unit', unit: 'weeks' });
    expect(actor.getSnapshot().context.form).toMatchObject({ time: 7, unit: 'weeks' });
  });

  it('needs a name for a new category, and leaves the check box out of an edit', () => {
    const { actor, commits } = start();
    actor.send({ type: 'item.edit', item: fitting });
    actor.send({ type: 'form.category', category: { kind: 'new', name: '' } });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.form?.errors).toEqual({ category_name: ['required'] });
    actor.send({ type: 'form.category', category: { kind: 'new', name: 'Looks' } });
    actor.send({ type: 'form.save' });
    expect(commits[0]).toEqual({
      type: 'item.update',
      id: 5,
      details: { text: 'Final fitting', time: 3, time_unit: 'weeks', category_id: null, category_name: 'Looks' },
    });
  });

  it('discards a draft on cancel (Escape)', () => {
    const { actor, commits } = start();
    actor.send({ type: 'item.add', id: -1000022 });
    actor.send({ type: 'form.text', text: 'Something' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().context.form).toBeNull();
    expect(commits).toEqual([]);
  });

  describe('paths', () => {
    // Saved forms go to the checklist (its parent); alone, they go nowhere.
    describePathCoverage(checklistItemEditorMachine.provide({ actions: { commit: () => {} } }), {
      events: [
        { type: 'item.add', id: -1000001 },
        { type: 'item.edit', item: fitting },
        { type: 'form.text', text: 'Rings' },
        { type: 'form.time', time: 2 },
        { type: 'form.unit', unit: 'months' },
        { type: 'form.category', category: { kind: 'new', name: '' } },
        { type: 'form.category', category: { kind: 'existing', id: 2, name: 'Attire' } },
        { type: 'form.save' },
        { type: 'form.cancel' },
      ],
    });
  });
});
