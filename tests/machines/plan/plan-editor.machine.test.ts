import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Owned } from '../../../contract/owner';
import type { ActionCode } from '../../../contract/permissions';
import { planEditorMachine, selectPlanPermissions } from '../../../machines/plan/plan-editor.machine';
import { planElementList, planSectionList } from '../../../machines/plan/plan-lists';
import type { ElementIntent, ElementRow, LoadedPlan, SectionIntent, SectionRow } from '../../../machines/plan/plan-rows';
import { ControlledServer, settle } from '../../support/controlled-server';
import { collectNotices } from '../../support/notices';
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

/** The fields each call writes, as the real endpoints do. */
const sectionWrites = (intent: SectionIntent): Array<keyof SectionRow> => (intent === 'rename' ? ['section'] : ['order']);
const elementWrites = (intent: ElementIntent): Array<keyof ElementRow> => {
  if (intent === 'details') return ['element', 'type_id', 'options', 'value', 'extra'];
  if (intent === 'value' || intent.type === 'file') return ['value', 'extra'];
  return ['order', 'section_id'];
};

function start(options: { actions?: LoadedPlan['actions']; alwaysEditing?: boolean } = {}) {
  const sectionServer = new ControlledServer<SectionRow, SectionIntent>([ceremony, reception], sectionWrites, 500);
  const elementServer = new ControlledServer<ElementRow, ElementIntent>([officiant, style], elementWrites, 600);
  const actor = createActor(
    planEditorMachine.provide({
      actors: {
        loadPlan: fromPromise(async () => ({ sections: [ceremony, reception], elements: [officiant, style], actions: options.actions ?? allActions })),
        sections: planSectionList.provide({ actors: { persist: fromPromise(({ input }) => sectionServer.persist(input)) } }),
        elements: planElementList.provide({ actors: { persist: fromPromise(({ input }) => elementServer.persist(input)) } }),
      },
    }),
    { input: { owner: { wedding_id: 7 }, alwaysEditing: options.alwaysEditing ?? false, decimalSeparator: '.' } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const sections = () => actor.getSnapshot().children.sections!.getSnapshot().context.rows;
  const elements = () => actor.getSnapshot().children.elements!.getSnapshot().context.rows;
  const viewing = () => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'viewing' }));
  return { actor, sectionServer, elementServer, notices, sections, elements, viewing };
}

describe('plan editor machine', () => {
  it('loads a wedding plan in view mode, and the base plan straight into edit mode', async () => {
    const wedding = start();
    await wedding.viewing();
    expect(wedding.sections().map((row) => row.section)).toEqual(['Ceremony', 'Reception']);
    expect(wedding.elements()).toHaveLength(2);
    const base = start({ alwaysEditing: true });
    await waitFor(base.actor, (snapshot) => snapshot.matches({ ready: { editing: 'idle' } }));
    base.actor.send({ type: 'edit.done' });
    expect(base.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });

  it('offers edit mode only to whoever may add, edit or delete', async () => {
    const { actor, viewing } = start({ actions: ['UPDATE_VALUE'] });
    await viewing();
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' });
  });

  describe('what the person may do, as the guards and the page see it', () => {
    const codes = ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'] as const satisfies readonly ActionCode[];
    it.each(codes.flatMap((code) => [true, false].map((granted) => [code, granted] as const)))('%s granted: %s', async (code, granted) => {
      const actions = granted ? [code] : codes.filter((other) => other !== code);
      const { actor, sections, elements } = start({ actions, alwaysEditing: true });
      await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'editing' }));
      const can = selectPlanPermissions(actor.getSnapshot());
      const flag = { ADD: can.add, EDIT: can.edit, DELETE: can.delete, UPDATE_VALUE: can.updateValue }[code];
      expect(flag).toBe(granted);
      // The guard answers as the selector does.
      if (code === 'ADD') actor.send({ type: 'section.add', id: -1000090, order: 2 });
      if (code === 'EDIT') actor.send({ type: 'section.move', id: 2, order: -1, index: 0 });
      if (code === 'DELETE') actor.send({ type: 'element.delete', id: 10 });
      if (code === 'UPDATE_VALUE') actor.send({ type: 'element.value', id: 10, value: 'Father Tomás', extra: null });
      const changed = {
        ADD: actor.getSnapshot().context.form !== null,
        EDIT: sections()[1]!.order === -1,
        DELETE: elements().every((row) => row.id !== 10),
        UPDATE_VALUE: elements()[0]!.value === 'Father Tomás',
      }[code];
      expect(changed).toBe(granted);
    });
  });

  it('creates a new section from a draft with a temporary id, which gets its real id', async () => {
    const { actor, sections, sectionServer, viewing } = start();
    await viewing();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'section.add', id: -1000050, order: 2 });
    expect(actor.getSnapshot().context.form).toMatchObject({ kind: 'section', id: -1000050, original: null });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.form?.errors).toEqual({ section: ['required'] });
    actor.send({ type: 'form.title', title: '  Party  ' });
    expect(actor.getSnapshot().context.form?.errors).toEqual({});
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(sections().at(-1)).toEqual({ id: -1000050, section: 'Party', order: 2 });
    expect(sectionServer.calls[0]).toEqual({ kind: 'create', rows: [{ id: -1000050, section: 'Party', order: 2 }], index: 2 });
    await sectionServer.answer(true);
    expect(sections().at(-1)!.id).toBe(500);
  });

  it('discards an unsaved draft on cancel and when leaving edit mode', async () => {
    const { actor, elements, elementServer, viewing } = start();
    await viewing();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'element.add', id: -1000060, sectionId: 2, order: 0 });
    actor.send({ type: 'form.title', title: 'Cake' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().context.form).toBeNull();
    actor.send({ type: 'element.add', id: -1000061, sectionId: 2, order: 0 });
    actor.send({ type: 'form.title', title: 'Cake' });
    actor.send({ type: 'edit.done' });
    await viewing();
    expect(actor.getSnapshot().context.form).toBeNull();
    expect(elements()).toHaveLength(2);
    expect(elementServer.calls).toEqual([]);
  });

  it('needs an option for a dropdown, and creates options with the element', async () => {
    const { actor, elements, elementServer, viewing } = start();
    await viewing();
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
    expect(elements().at(-1)).toMatchObject({ id: -1000070, element: 'Menu', type_id: 7, options: [{ id: -1000072, option: 'Buffet' }] });
    expect(elementServer.calls[0]).toMatchObject({ kind: 'create', rows: [{ element: 'Menu' }] });
  });

  it('asks before a new type or a removed option erases a value, then clears it and sends only what the form changed', async () => {
    const { actor, elements, elementServer, viewing } = start();
    await viewing();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'element.edit', element: style });
    actor.send({ type: 'option.remove', index: 0 });
    actor.send({ type: 'form.save' });
    // Asked first (issue 8, item 12); going back keeps the form as it was.
    expect(actor.getSnapshot().matches({ ready: { editing: 'confirmingErase' } })).toBe(true);
    expect(elementServer.calls).toHaveLength(0);
    actor.send({ type: 'erase.cancel' });
    expect(actor.getSnapshot().matches({ ready: { editing: 'elementForm' } })).toBe(true);
    expect(actor.getSnapshot().context.form).toMatchObject({ options: [{ id: 101 }] });
    actor.send({ type: 'form.save' });
    actor.send({ type: 'erase.confirm' });
    expect(elements().find((row) => row.id === 11)).toMatchObject({ value: null, options: [{ id: 101 }] });
    expect(elementServer.calls[0]).toEqual({
      kind: 'update',
      intent: 'details',
      changes: [{ id: 11, patch: { element: 'Style', type_id: 7, options: [{ id: 101, option: 'Religious' }], value: null, extra: null } }],
    });
    actor.send({ type: 'element.edit', element: officiant });
    actor.send({ type: 'form.type', typeId: 3, optionId: -1 });
    actor.send({ type: 'form.save' });
    actor.send({ type: 'erase.confirm' });
    expect(elements().find((row) => row.id === 10)).toMatchObject({ type_id: 3, value: null });
  });

  it('saves at once what erases nothing: a renamed element, or a new type for an element without a value', async () => {
    const { actor, elements, viewing } = start();
    await viewing();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'element.edit', element: officiant });
    actor.send({ type: 'form.title', title: 'Celebrant' });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(elements().find((row) => row.id === 10)).toMatchObject({ element: 'Celebrant', value: 'Judge Ruiz' });
    actor.send({ type: 'element.edit', element: { ...officiant, value: null } });
    actor.send({ type: 'form.type', typeId: 3, optionId: -1 });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches({ ready: { editing: 'idle' } })).toBe(true);
  });

  it('asks before deleting a section with elements, not an empty one', async () => {
    const { actor, sections, viewing } = start();
    await viewing();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'section.delete', id: 1, hasElements: true });
    expect(actor.getSnapshot().matches({ ready: { editing: 'confirmingDelete' } })).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(sections()).toHaveLength(2);
    actor.send({ type: 'section.delete', id: 1, hasElements: true });
    actor.send({ type: 'delete.confirm' });
    expect(sections().map((row) => row.id)).toEqual([2]);
    actor.send({ type: 'section.delete', id: 2, hasElements: false });
    expect(sections()).toHaveLength(0);
  });

  it('a refused rename of a section does not undo its accepted move, and done waits for both answers', async () => {
    const { actor, sections, sectionServer, notices, viewing } = start();
    await viewing();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'section.rename', section: ceremony });
    actor.send({ type: 'form.title', title: 'Church' });
    actor.send({ type: 'form.save' });
    actor.send({ type: 'section.move', id: 1, order: 1.5, index: 1 });
    expect(sections()[0]).toEqual({ id: 1, section: 'Church', order: 1.5 });
    actor.send({ type: 'edit.done' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' });
    await sectionServer.answer(false);
    await sectionServer.answer(true);
    await viewing();
    expect(sectionServer.calls.map((call) => call.kind === 'update' && call.intent)).toEqual(['rename', { type: 'move', index: 1 }]);
    expect(sections()[0]).toEqual({ id: 1, section: 'Ceremony', order: 1.5 });
    expect(sectionServer.rows[0]).toEqual(sections()[0]);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'plan.messages.unexpectedUpdatingSection' } }]);

    // The other way round: the move answered first, the rename refused behind it.
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'section.move', id: 1, order: -1, index: 0 });
    actor.send({ type: 'section.rename', section: sections()[0]! });
    actor.send({ type: 'form.title', title: 'Chapel' });
    actor.send({ type: 'form.save' });
    await sectionServer.answer(true);
    await sectionServer.answer(false);
    expect(sections()[0]).toEqual({ id: 1, section: 'Ceremony', order: -1 });
    expect(sectionServer.rows[0]).toEqual(sections()[0]);
  });

  it("a refused value of an element keeps its accepted move, and the refused move's own message is the order's", async () => {
    const { actor, elements, elementServer, notices, viewing } = start();
    await viewing();
    actor.send({ type: 'element.value', id: 10, value: 'Father Tomás', extra: null });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'element.move', id: 10, sectionId: 2, order: 0, index: 0 });
    await elementServer.answer(false);
    await elementServer.answer(true);
    expect(elements()[0]).toEqual({ ...officiant, section_id: 2, order: 0 });
    actor.send({ type: 'element.move', id: 10, sectionId: 1, order: 0, index: 0 });
    await elementServer.answer(false);
    expect(notices.map((notice) => notice.message.key)).toEqual(['plan.messages.unexpectedUpdatingValue', 'plan.messages.unexpectedUpdatingOrder']);
  });

  it("takes the value editor's saved values and files, for whoever may update values", async () => {
    const { actor, elements, elementServer, viewing } = start({ actions: ['UPDATE_VALUE'] });
    await viewing();
    const values = actor.getSnapshot().children.values!;
    values.send({ type: 'value.edit', element: officiant });
    values.send({ type: 'value.change', value: 'Father Tomás' });
    values.send({ type: 'value.save' });
    expect(elements()[0]!.value).toBe('Father Tomás');
    const contract = { name: 'contract.pdf', size: 1200 };
    actor.send({ type: 'element.upload', id: 11, file: contract });
    expect(elements()[1]).toMatchObject({ value: 'contract.pdf', extra: null });
    expect(elementServer.calls.map((call) => call.kind === 'update' && call.intent)).toEqual(['value']);
    await elementServer.answer(true);
    expect(elementServer.calls[1]).toEqual({
      kind: 'update',
      intent: { type: 'file', file: contract },
      changes: [{ id: 11, patch: { value: 'contract.pdf', extra: null } }],
    });

    const readOnly = start({ actions: [] });
    await readOnly.viewing();
    readOnly.actor.send({ type: 'element.value', id: 10, value: 'Nope', extra: null });
    expect(readOnly.elements()[0]!.value).toBe('Judge Ruiz');
    readOnly.actor.getSnapshot().children.values!.send({ type: 'value.edit', element: officiant });
    expect(readOnly.actor.getSnapshot().children.values!.getSnapshot().value).toBe('idle');
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
      { input: { owner: { person_id: 3 }, alwaysEditing: true, decimalSeparator: '.' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('plan.messages.unexpectedLoading');
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'editing' }));
    await settle();
  });

  // Thousands of paths: on a busy machine this takes longer than the default 5 s.
  describe('paths', { timeout: 60_000 }, () => {
    const plan: LoadedPlan = { sections: [ceremony], elements: [officiant], actions: allActions };
    describePathCoverage(planEditorMachine, {
      inputs: [
        { owner: { wedding_id: 7 }, alwaysEditing: false, decimalSeparator: '.' },
        { owner: { person_id: 3 }, alwaysEditing: true, decimalSeparator: ',' },
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
        { type: 'load.retry' },
        { type: 'edit.start' },
        { type: 'edit.done' },
        { type: 'xstate.done.actor.settleLists' },
        { type: 'xstate.error.actor.settleLists', error: new Error('stopped') },
        { type: 'section.add', id: -1000001, order: 1 },
        { type: 'section.rename', section: ceremony },
        { type: 'section.delete', id: 1, hasElements: true },
        { type: 'section.delete', id: 1, hasElements: false },
        { type: 'section.move', id: 1, order: 2, index: 1 },
        { type: 'element.add', id: -1000002, sectionId: 1, order: 1 },
        { type: 'element.edit', element: officiant },
        { type: 'element.delete', id: 10 },
        { type: 'element.move', id: 10, sectionId: 1, order: -1, index: 0 },
        { type: 'element.value', id: 10, value: 'Father Tomás', extra: null },
        { type: 'element.upload', id: 10, file: { name: 'a.pdf', size: 10 } },
        { type: 'form.title', title: 'Vows' },
        { type: 'form.type', typeId: 7, optionId: -1000003 },
        { type: 'option.add', id: -1000004 },
        { type: 'option.change', index: 0, option: 'Civil' },
        { type: 'option.remove', index: 0 },
        { type: 'form.save' },
        { type: 'form.cancel' },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        { type: 'erase.confirm' },
        { type: 'erase.cancel' },
      ],
    });
  });
});
