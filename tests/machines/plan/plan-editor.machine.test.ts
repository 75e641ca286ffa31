import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import { optimisticListMachine } from '../../../machines/shared/legacy/optimistic-list.machine';
import type { Mutation, PersistOutput, Row } from '../../../machines/shared/legacy/optimistic-list';
import type { Owned } from '../../../contract/owner';
import type { ElementRow, LoadedPlan, SectionRow } from '../../../machines/plan/plan-rows';
import { describePathCoverage } from '../../support/path-coverage';

const ceremony: SectionRow = { id: 1, section: 'Ceremony', order: 0 };
const reception: SectionRow = { id: 2, section: 'Reception', order: 1 };
const officiant: ElementRow = { id: 10, element: 'Officiant', type_id: 1, value: 'Judge Ruiz', extra: null, order: 0, section_id: 1, options: [] };
const style: ElementRow = {
  id: 11,
  element: 'Style',
  type_id: 7,
  value: '100',
  extra: null,
  order: 1,
  section_id: 1,
  options: [
    { id: 100, option: 'Civil' },
    { id: 101, option: 'Religious' },
  ],
};
const allActions: LoadedPlan['actions'] = ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'];

function start(options: { actions?: LoadedPlan['actions']; alwaysEditing?: boolean; refuse?: boolean } = {}) {
  const persisted: Mutation[] = [];
  const persist = fromPromise<PersistOutput | undefined, Mutation>(async ({ input }) => {
    persisted.push(input);
    if (options.refuse) throw { messageKey: 'errors.generic_error' };
    return input.kind === 'create' ? { id: 500 + persisted.length } : undefined;
  });
  const list = optimisticListMachine.provide({ actors: { persist } });
  const actor = createActor(
    planEditorMachine.provide({
      actors: {
        loadPlan: fromPromise(async () => ({ sections: [ceremony, reception], elements: [officiant, style], actions: options.actions ?? allActions })),
        sections: list,
        elements: list,
      },
    }),
    { input: { owner: { wedding_id: 7 }, alwaysEditing: options.alwaysEditing ?? false } },
  ).start();
  const rows = <T extends Row>(id: 'sections' | 'elements') => (actor.getSnapshot().children[id] as AnyActorRef).getSnapshot().context.items as T[];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, persisted, rows, settle };
}

describe('plan editor machine', () => {
  it('loads a wedding plan in view mode, and the base plan straight into edit mode', async () => {
    const wedding = start();
    await waitFor(wedding.actor, (snapshot) => snapshot.matches('viewing'));
    expect(wedding.rows<SectionRow>('sections').map((row) => row.section)).toEqual(['Ceremony', 'Reception']);
    expect(wedding.rows<ElementRow>('elements')).toHaveLength(2);
    const base = start({ alwaysEditing: true });
    await waitFor(base.actor, (snapshot) => snapshot.matches({ editing: 'idle' }));
    base.actor.send({ type: 'edit.done' });
    expect(base.actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('offers edit mode only to whoever may add, edit or delete', async () => {
    const { actor } = start({ actions: ['UPDATE_VALUE'] });
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot().value).toBe('viewing');
  });

  it('creates a new section from a draft with a temporary id, which gets its real id', async () => {
    const { actor, rows, persisted, settle } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'section.add', id: -1000050, order: 2 });
    expect(actor.getSnapshot().context.form).toMatchObject({ kind: 'section', id: -1000050, original: null });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.form?.errors).toEqual({ section: ['required'] });
    actor.send({ type: 'form.title', title: '  Party  ' });
    expect(actor.getSnapshot().context.form?.errors).toEqual({});
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(rows<SectionRow>('sections').at(-1)).toEqual({ id: -1000050, section: 'Party', order: 2 });
    await settle();
    expect(persisted[0]).toMatchObject({ kind: 'create', item: { section: 'Party' } });
    expect(rows<SectionRow>('sections').at(-1)!.id).toBe(501);
  });

  it('discards an unsaved draft on cancel and when leaving edit mode', async () => {
    const { actor, rows, persisted } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'element.add', id: -1000060, sectionId: 2, order: 0 });
    actor.send({ type: 'form.title', title: 'Cake' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().context.form).toBeNull();
    actor.send({ type: 'element.add', id: -1000061, sectionId: 2, order: 0 });
    actor.send({ type: 'form.title', title: 'Cake' });
    actor.send({ type: 'edit.done' });
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    expect(actor.getSnapshot().context.form).toBeNull();
    expect(rows('elements')).toHaveLength(2);
    expect(persisted).toEqual([]);
  });

  it('needs an option for a dropdown, and edits options with the element', async () => {
    const { actor, rows, persisted, settle } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'element.add', id: -1000070, sectionId: 2, order: 0 });
    actor.send({ type: 'form.title', title: 'Menu' });
    actor.send({ type: 'form.type', typeId: 7, optionId: -1000071 });
    actor.send({ type: 'option.remove', index: 0 });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.form?.errors).toEqual({ options: ['required'] });
    actor.send({ type: 'option.add', id: -1000072 });
    actor.send({ type: 'option.change', index: 0, option: 'Buffet' });
    actor.send({ type: 'form.save' });
    expect(rows<ElementRow>('elements').at(-1)).toMatchObject({ id: -1000070, element: 'Menu', type_id: 7, options: [{ id: -1000072, option: 'Buffet' }] });
    await settle();
    expect(persisted[0]).toMatchObject({ kind: 'create', item: { element: 'Menu' } });
  });

  it('clears a value whose type changes or whose option is removed', async () => {
    const { actor, rows } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'element.edit', element: style });
    actor.send({ type: 'option.remove', index: 0 });
    actor.send({ type: 'form.save' });
    expect(rows<ElementRow>('elements').find((row) => row.id === 11)).toMatchObject({ value: null, options: [{ id: 101 }], change: { kind: 'details' } });
    actor.send({ type: 'element.edit', element: officiant });
    actor.send({ type: 'form.type', typeId: 3, optionId: -1 });
    actor.send({ type: 'form.save' });
    expect(rows<ElementRow>('elements').find((row) => row.id === 10)).toMatchObject({ type_id: 3, value: null });
  });

  it('asks before deleting a section with elements, not an empty one', async () => {
    const { actor, rows } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'section.delete', id: 1, hasElements: true });
    expect(actor.getSnapshot().matches({ editing: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(rows('sections')).toHaveLength(2);
    actor.send({ type: 'section.delete', id: 1, hasElements: true });
    actor.send({ type: 'delete.confirm' });
    expect(rows<SectionRow>('sections').map((row) => row.id)).toEqual([2]);
    actor.send({ type: 'section.delete', id: 2, hasElements: false });
    expect(rows('sections')).toHaveLength(0);
  });

  it('rolls a refused rename back and waits for the lists before leaving edit mode', async () => {
    const { actor, rows } = start({ refuse: true });
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'section.rename', section: ceremony });
    actor.send({ type: 'form.title', title: 'Church' });
    actor.send({ type: 'form.save' });
    expect(rows<SectionRow>('sections')[0]!.section).toBe('Church');
    actor.send({ type: 'edit.done' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    expect(rows<SectionRow>('sections')[0]!.section).toBe('Ceremony');
  });

  it('changes values in view mode for whoever may update them', async () => {
    const { actor, rows } = start({ actions: ['UPDATE_VALUE'] });
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    actor.send({ type: 'element.value', element: { ...officiant, value: 'Father Tomás', change: { kind: 'value' } } });
    expect(rows<ElementRow>('elements')[0]!.value).toBe('Father Tomás');
    const readOnly = start({ actions: [] });
    await waitFor(readOnly.actor, (snapshot) => snapshot.matches('viewing'));
    readOnly.actor.send({ type: 'element.value', element: { ...officiant, value: 'Nope' } });
    expect(readOnly.rows<ElementRow>('elements')[0]!.value).toBe('Judge Ruiz');
  });

  it('shows the loading message when the plan cannot be loaded, and retries', async () => {
    let attempts = 0;
    const actor = createActor(
      planEditorMachine.provide({
        actors: {
          loadPlan: fromPromise<LoadedPlan, Owned>(async () => {
            attempts += 1;
            if (attempts === 1) throw { code: 'generic_error', messageKey: 'errors.generic_error' };
            return { sections: [], elements: [], actions: allActions };
          }),
        },
      }),
      { input: { owner: { person_id: 3 }, alwaysEditing: true } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('plan.messages.unexpectedLoading');
    actor.send({ type: 'plan.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
  });

  describe('paths', () => {
    const plan: LoadedPlan = { sections: [ceremony], elements: [officiant], actions: allActions };
    describePathCoverage(planEditorMachine, {
      inputs: [
        { owner: { wedding_id: 7 }, alwaysEditing: false },
        { owner: { person_id: 3 }, alwaysEditing: true },
      ],
      // Forms can grow options without end; one added option reaches every transition.
      bound: (snapshot, event) => {
        const form = (snapshot.context as { form: { options?: unknown[] } | null }).form;
        return event.type !== 'option.add' || (form?.options?.length ?? 0) < 1;
      },
      events: [
        { type: 'xstate.done.actor.loadPlan', output: plan },
        { type: 'xstate.done.actor.loadPlan', output: { ...plan, actions: ['UPDATE_VALUE'] } },
        { type: 'xstate.error.actor.loadPlan', error: { messageKey: 'errors.generic_error' } },
        { type: 'plan.retry' },
        { type: 'edit.start' },
        { type: 'edit.done' },
        { type: 'xstate.done.actor.settleLists' },
        { type: 'xstate.error.actor.settleLists', error: new Error('stopped') },
        { type: 'section.add', id: -1000001, order: 1 },
        { type: 'section.rename', section: ceremony },
        { type: 'section.delete', id: 1, hasElements: true },
        { type: 'section.delete', id: 1, hasElements: false },
        { type: 'section.move', section: { ...ceremony, order: 2, change: { kind: 'move', index: 1 } } },
        { type: 'element.add', id: -1000002, sectionId: 1, order: 1 },
        { type: 'element.edit', element: officiant },
        { type: 'element.delete', id: 10 },
        { type: 'element.move', element: { ...officiant, order: -1, change: { kind: 'move', index: 0 } } },
        { type: 'element.value', element: { ...officiant, value: 'Father Tomás', change: { kind: 'value' } } },
        { type: 'form.title', title: 'Vows' },
        { type: 'form.type', typeId: 7, optionId: -1000003 },
        { type: 'option.add', id: -1000004 },
        { type: 'option.change', index: 0, option: 'Civil' },
        { type: 'option.remove', index: 0 },
        { type: 'form.save' },
        { type: 'form.cancel' },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
      ],
    });
  });
});
