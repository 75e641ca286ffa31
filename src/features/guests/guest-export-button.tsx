import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { exportColumns } from '../../../contract/guests';
import { guestExportDownload, guestExportMachine } from '../../../machines/guests/guest-export.machine';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { Modal } from '../../components/modal';
import { usePageActor } from '../../lib/page-actor';
import { saveFile } from '../../lib/save-file';
import { downloadGuestsExport } from './guests-api';
import { useReturnFocus } from './use-return-focus';

/** The Export button and its modal: guests.xlsx with the name and the columns chosen. */
export function GuestExportButton({ weddingId }: { weddingId: number }) {
  const { LL, locale } = useI18nContext();
  const exporter = usePageActor(
    guestExportMachine.provide({
      actors: {
        download: guestExportDownload.provide({
          actors: { download: fromPromise(async ({ input }) => saveFile(await downloadGuestsExport(weddingId, input.request))) },
        }),
      },
    }),
  );
  const open = useSelector(exporter, (snapshot) => !snapshot.matches('closed'));
  const exporting = useSelector(exporter, (snapshot) => snapshot.matches('exporting'));
  const columns = useSelector(exporter, (snapshot) => snapshot.context.columns);
  useReturnFocus(open);
  const names = LL.guestsExport.columns;
  return (
    <>
      <Button variant="secondary" onClick={() => exporter.send({ type: 'export.open' })}>
        {LL.guests.actions.export()}
      </Button>
      <Modal
        open={open}
        onClose={() => exporter.send({ type: 'export.close' })}
        title={LL.guests.export.title()}
        description={LL.guests.export.description()}
        closeLabel={LL.common.close()}
        footer={
          <>
            <Button variant="secondary" disabled={exporting} onClick={() => exporter.send({ type: 'export.close' })}>
              {LL.guests.form.cancel()}
            </Button>
            <Button busy={exporting} onClick={() => exporter.send({ type: 'export.start', language: locale })}>
              {exporting ? LL.guests.export.downloading() : LL.guests.export.download()}
            </Button>
          </>
        }
      >
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{LL.guests.export.title()}</legend>
          <CheckboxField label={names.name()} name="name" checked disabled />
          {exportColumns.map((column) => (
            <CheckboxField
              key={column}
              label={names[column]()}
              name={column}
              checked={columns.includes(column)}
              disabled={exporting}
              onChange={(event) => exporter.send({ type: 'export.column', column, include: event.target.checked })}
            />
          ))}
        </fieldset>
      </Modal>
    </>
  );
}
