import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { budgetExportDownload } from '../../../machines/budget/budget.machine';
import { Button } from '../../components/button';
import { usePageActor } from '../../lib/page-actor';
import { saveFile } from '../../lib/save-file';
import { downloadBudgetExport } from './budget-api';

/** Export: budget.xlsx (expenses with their payments and suppliers) in the language on screen. */
export function BudgetExportButton({ weddingId }: { weddingId: number }) {
  const { LL, locale } = useI18nContext();
  const exporter = usePageActor(() =>
    budgetExportDownload.provide({
      // The button is the download's own page actor: nobody above it waits to hear how it ended.
      actions: { tellParent: () => {} },
      actors: { download: fromPromise(async ({ input }) => saveFile(await downloadBudgetExport(weddingId, input.request.language))) },
    }),
  );
  const busy = useSelector(exporter, (snapshot) => snapshot.matches('downloading'));
  return (
    <Button variant="secondary" busy={busy} onClick={() => exporter.send({ type: 'download.start', request: { language: locale } })}>
      {LL.budget.export()}
    </Button>
  );
}
