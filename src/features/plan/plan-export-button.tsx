import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Owned } from '../../../contract/owner';
import { planExportDownload, planExportMachine } from '../../../machines/plan/plan-export.machine';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { Modal } from '../../components/modal';
import { usePageActor } from '../../lib/page-actor';
import { downloadPlanExport } from './plan-api';
import { saveFile } from './save-file';
import { DownloadIcon } from './plan-icons';

/** The Export button and its modal: a spreadsheet named after the wedding, or a zip with the files too, in the reader's language. */
export function PlanExportButton({ owner }: { owner: Owned }) {
  const { LL, locale } = useI18nContext();
  const exporter = usePageActor(() =>
    planExportMachine.provide({
      actors: {
        download: planExportDownload.provide({
          actors: { download: fromPromise(async ({ input }) => saveFile(await downloadPlanExport(owner, input.request))) },
        }),
      },
    }),
  );
  const open = useSelector(exporter, (snapshot) => !snapshot.matches('closed'));
  const exporting = useSelector(exporter, (snapshot) => snapshot.matches('exporting'));
  const attachFiles = useSelector(exporter, (snapshot) => snapshot.context.attachFiles);
  return (
    <>
      <Button variant="secondary" onClick={() => exporter.send({ type: 'export.open' })}>
        <DownloadIcon />
        {LL.plan.export()}
      </Button>
      <Modal
        open={open}
        onClose={() => exporter.send({ type: 'export.close' })}
        title={LL.plan.exportDialog.title()}
        description={LL.plan.exportDialog.description()}
        closeLabel={LL.common.close()}
        footer={
          <>
            <Button variant="secondary" disabled={exporting} onClick={() => exporter.send({ type: 'export.close' })}>
              {LL.plan.exportDialog.cancel()}
            </Button>
            <Button busy={exporting} onClick={() => exporter.send({ type: 'export.start', language: locale })}>
              {exporting ? LL.plan.exportDialog.exporting() : LL.plan.exportDialog.submit()}
            </Button>
          </>
        }
      >
        <CheckboxField
          label={LL.plan.exportDialog.attachFiles()}
          name="attach_files"
          checked={attachFiles}
          disabled={exporting}
          onChange={(event) => exporter.send({ type: 'export.attachFiles', attach: event.target.checked })}
        />
        <p className="mt-2 pl-6 text-sm text-caption">{LL.plan.exportDialog.attachFilesHint()}</p>
      </Modal>
    </>
  );
}
