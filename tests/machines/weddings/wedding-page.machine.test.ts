import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Wedding } from '../../../contract/weddings';
import { collectNotices } from '../../support/notices';
import { landingModule, shownModules, withHome, withoutLanding } from '../../../machines/weddings/module-menu';
import { weddingPageMachine, type LoadedWedding } from '../../../machines/weddings/wedding-page.machine';
import { describePathCoverage } from '../../support/path-coverage';

const wedding: Wedding = {
  id: 7,
  name: 'Sofía & Mateo',
  date: '2027-05-22',
  guestsCount: 0,
  planner_id: 2,
  layout: null,
  layout_width: null,
  layout_height: null,
  spouse1: { id: 11, user_id: 11, first_name: 'Sofía', last_name: 'Herrera', email: '', gender: 2, status: 'new', type: 'Spouse' },
  spouse2: null,
  modules: ['PLAN', 'CHECKLIST'],
};
const loaded: LoadedWedding = { wedding, modules: ['HOME', 'PLAN', 'CHECKLIST', 'GUESTS'], homeActions: ['GUESTS_SUMMARY'] };

function start(loadWedding: (weddingId: number) => Promise<LoadedWedding>) {
  const actor = createActor(weddingPageMachine.provide({ actors: { loadWedding: fromPromise(({ input }) => loadWedding(input.weddingId)) } }), {
    input: { weddingId: 7, viewer: { id: 2, type: 'Planner' as const } },
  });
  const notices = collectNotices(actor);
  actor.start();
  return { actor, notices };
}

describe('wedding machine', () => {
  it('loads the wedding and the modules listed for the user', async () => {
    let asked: number | undefined;
    const { actor } = start(async (id) => ((asked = id), loaded));
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(asked).toBe(7);
    expect(actor.getSnapshot().context).toMatchObject({ wedding, modules: loaded.modules });
  });

  it('shows the unauthorized page for 403 and the not-found page for 422, without a toast', async () => {
    const forbidden = start(() => Promise.reject({ code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' }));
    await waitFor(forbidden.actor, (snapshot) => snapshot.matches('unauthorized'));
    const missing = start(() => Promise.reject({ code: 'not_found', messageKey: 'errors.not_found' }));
    await waitFor(missing.actor, (snapshot) => snapshot.matches('notFound'));
    expect([...forbidden.notices, ...missing.notices]).toEqual([]);
  });

  it('opens the couple without a refusal the edit form left behind', async () => {
    const { actor } = start(async () => loaded);
    await waitFor(actor, (snapshot) => snapshot.context.wedding !== null);
    actor.send({ type: 'edit.open' });
    actor.send({ type: 'edit.change', values: { name: '' } });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().context.fieldErrors).not.toEqual({});
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'couple.open' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.stop();
  });

  it('reads the wedding again when told (a live permissions change), the newer answer winning, and counts it', async () => {
    const answers = [loaded, { ...loaded, modules: ['PLAN'], homeActions: [] }, { ...loaded, modules: ['GUESTS'], homeActions: [] }] as LoadedWedding[];
    const pending: Array<(answer: LoadedWedding) => void> = [];
    let calls = 0;
    const { actor } = start(() => (calls++ === 0 ? Promise.resolve(answers[0]!) : new Promise((resolve) => pending.push(resolve))));
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'edit.open' });
    actor.send({ type: 'wedding.reread' });
    actor.send({ type: 'wedding.reread' });
    pending[0]!(answers[1]!);
    pending[1]!(answers[2]!);
    await waitFor(actor, (snapshot) => snapshot.context.rereads === 1);
    // The first read was dropped when the second began; a dialog open meanwhile stays open.
    expect(actor.getSnapshot().context).toMatchObject({ modules: ['GUESTS'], homeActions: [], rereads: 1 });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'editing' } })).toBe(true);
  });

  it('leaves for the unauthorized page when a read again is refused (the wedding taken away)', async () => {
    let calls = 0;
    const { actor, notices } = start(() => (calls++ === 0 ? Promise.resolve(loaded) : Promise.reject({ code: 'auth_forbidden' })));
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'wedding.reread' });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthorized'));
    expect(notices).toEqual([]);
  });

  it('says so on any other failure and tries again on request', async () => {
    let calls = 0;
    const { actor, notices } = start(() => (calls++ === 0 ? Promise.reject({ code: 'generic_error' }) : Promise.resolve(loaded)));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'weddings.wedding.retrieveError' } }]);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
  });

  describe('modules offered', () => {
    const offered = ['CHECKLIST', 'PLAN'] as const;

    it('offers the modules both listed and present in the app, in menu order', () => {
      expect(shownModules(['PLAN', 'GUESTS', 'CHECKLIST', 'HOME'], offered)).toEqual(['CHECKLIST', 'PLAN']);
      expect(shownModules(['GUESTS', 'TABLES'], offered)).toEqual([]);
    });

    it('lands on the checklist before the plan, and nowhere without either', () => {
      expect(landingModule(['PLAN', 'CHECKLIST'], offered)).toBe('CHECKLIST');
      expect(landingModule(['PLAN', 'GUESTS'], offered)).toBe('PLAN');
      expect(landingModule(['TABLES'], offered)).toBeUndefined();
    });

    it('gives a Hostess no menu and only the hostess view (Tables) at the base path', () => {
      const hostess = { isHostess: true };
      const withTables = [...offered, 'GUESTS', 'TABLES'] as const;
      expect(shownModules(['GUESTS', 'TABLES'], withTables, hostess)).toEqual([]);
      expect(landingModule(['GUESTS', 'TABLES'], withTables, hostess)).toBe('TABLES');
      expect(landingModule(['GUESTS', 'TABLES', 'CHECKLIST'], offered, hostess)).toBeUndefined();
    });

    it('keeps Home only with a summary card to show', () => {
      expect(withHome(['HOME', 'GUESTS'], ['GUESTS_SUMMARY'])).toEqual(['HOME', 'GUESTS']);
      expect(withHome(['HOME', 'GUESTS'], ['IDEA_BOARD_SUMMARY'])).toEqual(['HOME', 'GUESTS']);
      expect(withHome(['HOME', 'GUESTS'], ['ADD'])).toEqual(['GUESTS']);
      expect(withHome(['HOME', 'GUESTS'], [])).toEqual(['GUESTS']);
    });

    it('never tells someone who holds modules to ask for access', () => {
      expect(withoutLanding(['GUESTS', 'TABLES'])).toBe('comingSoon');
      expect(withoutLanding([])).toBe('noAccess');
    });
  });

  describe('paths', () => {
    describePathCoverage(weddingPageMachine, {
      // Whether the form and the typed name pass, and whether the wedding is archived, are what guards read.
      stateKey: (snapshot) => ({
        archived: snapshot.context.wedding?.archived,
        formValid: snapshot.context.form.name !== '',
        typed: snapshot.context.typedName !== '',
        email: Object.keys(snapshot.context.spouseEmails).length,
        status: snapshot.context.wedding?.spouse1?.status,
      }),
      inputs: [{ weddingId: 7, viewer: { id: 2, type: 'Planner' as const } }],
      // The regions run side by side: each is walked from the other two at rest, not from every mix of theirs.
      bound: (snapshot, event) => {
        if (event.type === 'wedding.reread' || event.type.includes('rereadWedding'))
          return snapshot.matches({ loaded: { dialog: 'idle', activation: 'ready' } });
        if (event.type.startsWith('spouse.') || event.type.includes('activateSpouse'))
          return snapshot.matches({ loaded: { dialog: 'couple', sync: 'current' } });
        return !snapshot.matches('loaded') || snapshot.matches({ loaded: { activation: 'ready', sync: 'current' } });
      },
      events: [
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadWedding', output: loaded },
        { type: 'xstate.error.actor.loadWedding', error: { code: 'auth_forbidden' } },
        { type: 'xstate.error.actor.loadWedding', error: { code: 'not_found' } },
        { type: 'xstate.error.actor.loadWedding', error: { code: 'generic_error' } },
        { type: 'edit.open' },
        { type: 'edit.change', values: { name: '' } },
        { type: 'edit.save' },
        { type: 'xstate.done.actor.updateWedding', output: { name: 'Renamed', date: '2027-06-01' } },
        { type: 'xstate.error.actor.updateWedding', error: { code: 'generic_error' } },
        { type: 'archive.open' },
        { type: 'archive.confirm' },
        { type: 'xstate.done.actor.archiveWedding' },
        { type: 'xstate.error.actor.archiveWedding', error: { code: 'generic_error' } },
        { type: 'restore' },
        { type: 'xstate.done.actor.restoreWedding' },
        { type: 'xstate.error.actor.restoreWedding', error: { code: 'generic_error' } },
        { type: 'delete.open' },
        { type: 'delete.type', text: 'sofía &  mateo' },
        { type: 'delete.confirm' },
        { type: 'xstate.done.actor.destroyWedding' },
        { type: 'xstate.error.actor.destroyWedding', error: { code: 'generic_error' } },
        { type: 'couple.open' },
        { type: 'spouse.emailChange', spouseId: 11, email: 'sofia@example.com' },
        { type: 'spouse.activate', spouse: 'spouse1' },
        { type: 'xstate.done.actor.activateSpouse', output: { ...wedding.spouse1!, email: 'sofia@example.com', status: 'pending' } },
        { type: 'xstate.error.actor.activateSpouse', error: { code: 'already_registered' } },
        { type: 'dialog.close' },
        { type: 'wedding.reread' },
        { type: 'xstate.done.actor.rereadWedding', output: loaded },
        { type: 'xstate.error.actor.rereadWedding', error: { code: 'auth_forbidden' } },
        { type: 'xstate.error.actor.rereadWedding', error: { code: 'not_found' } },
        { type: 'xstate.error.actor.rereadWedding', error: { code: 'generic_error' } },
      ],
    });
  });
});
