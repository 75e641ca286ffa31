import { screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { planExportMachine } from '../../../machines/plan/plan-export.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerPlan, answerWedding } from '../../support/ui/wedding-screens';

const LL = i18nObject('es');

interface Driver {
  app: RenderedApp;
  /** What the person last ticked, to check the request against. */
  attach: boolean;
}

const dialog = () => screen.queryByRole('dialog', { name: LL.plan.exportDialog.title() });
const attachBox = () => screen.getByRole('checkbox', { name: LL.plan.exportDialog.attachFiles() });
const exportButton = () => screen.getByRole('button', { name: new RegExp(`^(${LL.plan.exportDialog.submit()}|${LL.plan.exportDialog.exporting()})$`) });
const exportRequest = (request: { method: string; path: string }) => request.method === 'GET' && request.path === '/plan_elements/export';

describe('plan export dialog, along the machine’s paths (in Spanish)', () => {
  describeUiPaths<Driver>({
    machine: planExportMachine,
    // A small machine: every way into each screen, so the download's answers are walked too.
    cover: 'transitions',
    walks: 'tours',
    stateKey: (snapshot) => snapshot.context.attachFiles,
    events: [
      { type: 'export.open' },
      { type: 'export.close' },
      { type: 'export.attachFiles', attach: true },
      { type: 'export.attachFiles', attach: false },
      { type: 'export.start', language: 'es' },
      { type: 'download.saved' },
      { type: 'download.failed' },
    ],
    open: async () => {
      useScreenWidth(1280);
      // jsdom has no object URLs: saving the file needs one.
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }));
      const app = renderApp({
        path: '/wedding/7/plan',
        locale: 'es',
        signedInAs: sessionUser('Planner', { language: 'es' }),
        backend: (backend) => answerPlan(answerWedding(backend, { PLAN: [] }), { sections: [], elements: [] }),
      });
      await screen.findByRole('button', { name: LL.plan.export() });
      return { app, attach: false };
    },
    perform: {
      'export.open': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.plan.export() }));
        // Each opening starts without files attached.
        driver.attach = false;
      },
      'export.close': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.exportDialog.cancel() })),
      'export.attachFiles': async (driver, event) => {
        if ((attachBox() as HTMLInputElement).checked !== event.attach) await driver.app.user.click(attachBox());
        driver.attach = event.attach;
      },
      'export.start': async ({ app }) => app.user.click(exportButton()),
      'download.saved': async (driver) => {
        const request = await driver.app.backend.answer(exportRequest);
        // The spec's call: the wedding, attach_files 0 or 1 as ticked, the language on screen.
        expect(request.query).toEqual({ wedding_id: '7', attach_files: driver.attach ? '1' : '0', language: 'es' });
      },
      'download.failed': async ({ app }) => {
        await app.backend.refuse(exportRequest, 500, 'generic_error');
      },
    },
    shows: {
      'planExport.closed': () => {
        expect(dialog()).toBeNull();
        expect(screen.getByRole('button', { name: LL.plan.export() })).toBeEnabled();
      },
      'planExport.open': ({ attach }) => {
        expect(dialog()).not.toBeNull();
        expect((attachBox() as HTMLInputElement).checked).toBe(attach);
        expect(exportButton()).toHaveTextContent(LL.plan.exportDialog.submit());
        expect(exportButton()).toBeEnabled();
      },
      'planExport.exporting': () => {
        expect(exportButton()).toHaveTextContent(LL.plan.exportDialog.exporting());
        expect(exportButton()).toBeDisabled();
        expect(attachBox()).toBeDisabled();
      },
    },
  });
});
