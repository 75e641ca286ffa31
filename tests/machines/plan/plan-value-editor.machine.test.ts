import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { DecimalSeparator } from '../../../machines/plan/value-formats';
import { planValueEditorMachine, type ValueCommit } from '../../../machines/plan/plan-value-editor.machine';
import type { ElementRow } from '../../../machines/plan/plan-rows';
import { describePathCoverage } from '../../support/path-coverage';

const element = (type_id: number, value: string | null = null, extra: string | null = null): ElementRow => ({
  id: 10 + type_id,
  element: 'Field',
  type_id,
  value,
  extra,
  order: 0,
  section_id: 1,
  options: type_id === 7 ? [{ id: 100, option: 'Civil' }] : [],
});
const text = element(1, 'Judge Ruiz');

function start(canUpdate = true, decimalSeparator: DecimalSeparator = '.') {
  const commits: ValueCommit[] = [];
  const actor = createActor(planValueEditorMachine.provide({ actions: { commit: (_, params) => commits.push(params) } }), {
    input: { canUpdate, decimalSeparator },
  }).start();
  return { actor, commits };
}

describe('plan value editor machine', () => {
  it('opens on a double click within 400 ms, not on two slow clicks', () => {
    const { actor } = start();
    actor.send({ type: 'value.click', element: text, at: 1000 });
    actor.send({ type: 'value.click', element: text, at: 1401 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'value.click', element: text, at: 1800 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual({ value: 'Judge Ruiz', extra: null });
  });

  it('does not open for whoever may not update values', () => {
    const { actor } = start(false);
    actor.send({ type: 'value.edit', element: text });
    actor.send({ type: 'value.click', element: text, at: 0 });
    actor.send({ type: 'value.click', element: text, at: 100 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('saves a changed valid value, skips an unchanged one', () => {
    const { actor, commits } = start();
    actor.send({ type: 'value.edit', element: text });
    actor.send({ type: 'value.save' });
    expect(commits).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'value.edit', element: text });
    actor.send({ type: 'value.change', value: '  Father Tomás ' });
    actor.send({ type: 'value.save' });
    expect(commits).toEqual([{ type: 'element.value', id: 11, value: 'Father Tomás', extra: null }]);
  });

  it('reads a Spanish decimal comma and stores a dot; too many decimals have their own rule (issue 8, item 12)', () => {
    const spanish = start(true, ',');
    spanish.actor.send({ type: 'value.edit', element: element(3, '7.25') });
    // The saved value opens as a Spanish reader writes it.
    expect(spanish.actor.getSnapshot().context.draft.value).toBe('7,25');
    spanish.actor.send({ type: 'value.change', value: '12,5' });
    spanish.actor.send({ type: 'value.save' });
    expect(spanish.commits).toEqual([{ type: 'element.value', id: 13, value: '12.5', extra: null }]);
    spanish.actor.send({ type: 'value.edit', element: element(3) });
    spanish.actor.send({ type: 'value.change', value: '12,345' });
    spanish.actor.send({ type: 'value.save' });
    expect(spanish.actor.getSnapshot().context.error).toBe('decimals');
    spanish.actor.send({ type: 'value.change', value: 'doce' });
    spanish.actor.send({ type: 'value.save' });
    expect(spanish.actor.getSnapshot().context.error).toBe('numeric');

    const english = start(true, '.');
    english.actor.send({ type: 'value.edit', element: element(3) });
    english.actor.send({ type: 'value.change', value: '12.345' });
    english.actor.send({ type: 'value.save' });
    expect(english.actor.getSnapshot().context.error).toBe('decimals');
  });

  it('keeps the editor open with the broken rule', () => {
    const { actor, commits } = start();
    actor.send({ type: 'value.edit', element: element(3) });
    actor.send({ type: 'value.change', value: '12,5' });
    actor.send({ type: 'value.save' });
    expect(actor.getSnapshot().context.error).toBe('numeric');
    actor.send({ type: 'value.change', value: '12.5' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'value.edit', element: element(6) });
    actor.send({ type: 'value.change', value: '19:00', extra: null });
    actor.send({ type: 'value.save' });
    expect(actor.getSnapshot().context.error).toBe('bothEnds');
    actor.send({ type: 'value.change', value: '19:00', extra: '02:00' });
    actor.send({ type: 'value.save' });
    expect(commits.at(-1)).toEqual({ type: 'element.value', id: 16, value: '19:00', extra: '02:00' });
    actor.send({ type: 'value.edit', element: element(1) });
    actor.send({ type: 'value.change', value: 'x'.repeat(1001) });
    actor.send({ type: 'value.save' });
    expect(actor.getSnapshot().context.error).toBe('maxLength');
  });

  it('gives a location its map link and stores times as 24-hour HH:mm', () => {
    const { actor, commits } = start();
    actor.send({ type: 'value.edit', element: element(9) });
    actor.send({ type: 'value.change', value: 'Calle Mayor 1, Madrid' });
    actor.send({ type: 'value.save' });
    expect(commits[0]).toMatchObject({
      value: 'Calle Mayor 1, Madrid',
      extra: 'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid',
    });
    actor.send({ type: 'value.edit', element: element(5) });
    actor.send({ type: 'value.change', value: '17:32' });
    actor.send({ type: 'value.save' });
    expect(actor.getSnapshot().context.error).toBe('time');
  });

  it('uploads a file within 10 MB and refuses a larger one before it travels', () => {
    const { actor, commits } = start();
    const file = element(8);
    actor.send({ type: 'value.edit', element: file });
    actor.send({ type: 'value.upload', file: { name: 'huge.pdf', size: 10 * 1024 * 1024 + 1 } });
    expect(actor.getSnapshot().context.error).toBe('fileTooLarge');
    expect(commits).toEqual([]);
    const contract = { name: 'contract.pdf', size: 1200 };
    actor.send({ type: 'value.upload', file: contract });
    expect(commits).toEqual([{ type: 'element.upload', id: 18, file: contract }]);
    actor.send({ type: 'value.edit', element: { ...file, value: 'contract.pdf', extra: 'plan/x.pdf' } });
    actor.send({ type: 'value.clear' });
    expect(commits.at(-1)).toEqual({ type: 'element.value', id: 18, value: null, extra: null });
  });

  describe('paths', () => {
    // Commits go to the plan editor (its parent); alone, they go nowhere.
    describePathCoverage(planValueEditorMachine.provide({ actions: { commit: () => {} } }), {
      inputs: [
        { canUpdate: true, decimalSeparator: ',' },
        { canUpdate: false, decimalSeparator: '.' },
      ],
      events: [
        { type: 'value.click', element: text, at: 0 },
        { type: 'value.click', element: text, at: 300 },
        { type: 'value.edit', element: text },
        { type: 'value.change', value: 'Father Tomás' },
        { type: 'value.change', value: 'x'.repeat(1001) },
        { type: 'value.save' },
        { type: 'value.upload', file: { name: 'a.pdf', size: 10 } },
        { type: 'value.upload', file: { name: 'b.pdf', size: 10 * 1024 * 1024 + 1 } },
        { type: 'value.clear' },
        { type: 'value.cancel' },
      ],
    });
  });
});
