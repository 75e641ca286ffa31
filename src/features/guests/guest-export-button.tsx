import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { exportColumns } from '../../../contract/guests';
import { guestExportDownload, guestExportMachine, type ExportScope } from '../../../machines/guests/guest-export.machine';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { Modal } from '../../components/modal';
import { usePageActor } from '../../lib/page-actor';
import { saveFile } from '../../lib/save-file';
import { downloadGuestsExport } from './guests-api';
import { useReturnFocus } from './use-return-focus';

interface GuestExportButtonProps {
  weddingId: number;
  /** The guests the list shows now (the filters'); offered as a choice while filters are on. */
  shown: readonly GuestRow[];
  total: number;
  filtering: boolean;
}

/** The Export button and its modal: guests.xlsx with the name and the columns chosen, of every guest or the ones shown. */
export function GuestExportButton({ weddingId, shown, total, filtering }: GuestExportButtonProps) {
  const { LL, locale } = useI18nContext();
  const exporter = usePageActor(() =>
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
  const scope = useSelector(exporter, (snapshot) => snapshot.context.scope);
  useReturnFocus(open);
  const labels = LL.guests.export;
  const names = LL.guestsExport.columns;
  const scopes: Array<{ scope: ExportScope; label: string }> = [
    { scope: 'all', label: labels.allGuests({ count: total }) },
    { scope: 'shown', label: labels.shownGuests({ count: shown.length }) },
  ];
  const nobody = filtering && scope === 'shown' && shown.length === 0;
  return (
    <>
      <Button variant="secondary" onClick={() => exporter.send({ type: 'export.open' })}>
        {LL.guests.actions.export()}
      </Button>
      <Modal
        open={open}
        onClose={() => exporter.send({ type: 'export.close' })}
        title={labels.title()}
        description={labels.description()}
        closeLabel={LL.common.close()}
        footer={
          <>
            <Button variant="secondary" disabled={exporting} onClick={() => exporter.send({ type: 'export.close' })}>
              {LL.guests.form.cancel()}
            </Button>
            <Button
              busy={exporting}
              disabled={nobody}
              onClick={() => exporter.send({ type: 'export.start', language: locale, shown: filtering ? shown.map((guest) => guest.id) : [] })}
            >
              {exporting ? labels.downloading() : labels.download()}
            </Button>
          </>
        }
      >
        {filtering && (
          <fieldset className="mb-4 flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-stone-800">{labels.scope()}</legend>
            {scopes.map((choice) => (
              <label key={choice.scope} className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
                <input
                  type="radio"
                  name="export-scope"
                  className="size-4 accent-brand"
                  checked={scope === choice.scope}
                  disabled={exporting}
                  onChange={() => exporter.send({ type: 'export.scope', scope: choice.scope })}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className={filtering ? 'mb-1 text-sm font-semibold text-stone-800' : 'sr-only'}>{labels.columns()}</legend>
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
