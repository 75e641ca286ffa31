import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { languageMachine } from '../../../machines/auth/language.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

function start(saveLanguage: (input: unknown) => Promise<void>) {
  const applied: string[] = [];
  const actor = createActor(
    languageMachine.provide({
      actors: { saveLanguage: fromPromise(({ input }) => saveLanguage(input)) },
      actions: { applyLanguage: (_, { language }) => applied.push(language) },
    }),
    { input: { language: 'en' } },
  );
  const notifications = collectNotices(actor);
  actor.start();
  return { actor, applied, notifications };
}

describe('language machine', () => {
  it('saves, then applies the new language and confirms', async () => {
    let saved: unknown;
    const { actor, applied, notifications } = start(async (input) => void (saved = input));
    actor.send({ type: 'language.choose', language: 'es' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(applied).toEqual([]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saved).toEqual({ language: 'es' });
    expect(applied).toEqual(['es']);
    expect(actor.getSnapshot().context).toEqual({ language: 'es', requested: null });
    expect(notifications).toEqual([{ kind: 'success', message: { key: 'notifications.languageChanged' } }]);
  });

  it('does nothing when the language is already in use', () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'language.choose', language: 'en' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the current language and says so when saving fails', async () => {
    const { actor, applied, notifications } = start(() => Promise.reject({ messageKey: 'errors.auth_forbidden' }));
    actor.send({ type: 'language.choose', language: 'es' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(applied).toEqual([]);
    expect(actor.getSnapshot().context).toEqual({ language: 'en', requested: null });
    expect(notifications).toEqual([{ kind: 'error', message: { key: 'errors.auth_forbidden' } }]);
  });

  describe('paths', () => {
    // Switching the texts is an effect the app provides; here it goes nowhere.
    describePathCoverage(languageMachine.provide({ actions: { applyLanguage: () => {} } }), {
      inputs: [{ language: 'en' }],
      events: [
        { type: 'language.choose', language: 'es' },
        { type: 'language.choose', language: 'en' },
        { type: 'xstate.done.actor.saveLanguage' },
        { type: 'xstate.error.actor.saveLanguage', error: { messageKey: 'errors.generic_error' } },
      ],
    });
  });
});
