import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Locale } from '../../../contract/person';
import { accountLanguageMachine } from '../../../machines/auth/account-language.machine';
import { describePathCoverage } from '../../support/path-coverage';

function start(loadTexts: (language: Locale) => Promise<void>) {
  const applied: Locale[] = [];
  const kept: Locale[] = [];
  const actor = createActor(
    accountLanguageMachine.provide({
      actors: { loadTexts: fromPromise(({ input }) => loadTexts(input.language)) },
      actions: { applyLanguage: (_, { language }) => void applied.push(language), keepLanguage: (_, { language }) => void kept.push(language) },
    }),
    { input: { language: 'es', current: 'en' } },
  ).start();
  return { actor, applied, kept };
}

describe('account language machine', () => {
  it("loads the account's texts, then switches to them", async () => {
    const loaded: Locale[] = [];
    const { actor, applied, kept } = start(async (language) => void loaded.push(language));
    expect(actor.getSnapshot().value).toBe('loadingTexts');
    expect(applied).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('applied');
    expect({ loaded, applied, kept }).toEqual({ loaded: ['es'], applied: ['es'], kept: [] });
  });

  it('carries on in the language on screen when the texts cannot load', async () => {
    const { actor, applied, kept } = start(() => Promise.reject(new Error('offline')));
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('keptCurrent');
    expect({ applied, kept }).toEqual({ applied: [], kept: ['en'] });
  });

  describe('paths', () => {
    describePathCoverage(accountLanguageMachine.provide({ actions: { applyLanguage: () => {}, keepLanguage: () => {} } }), {
      inputs: [{ language: 'es', current: 'en' }],
      events: [{ type: 'xstate.done.actor.loadTexts' }, { type: 'xstate.error.actor.loadTexts', error: new Error('offline') }],
    });
  });
});
