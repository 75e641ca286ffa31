import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { weddingPageMachine } from '../../../machines/weddings/wedding-page.machine';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateField } from '../../components/date-field';
import { TextField } from '../../components/text-field';
import { toWireDate, wireDateOf } from '../../lib/dates';
import { weddingFieldError } from './wedding-field-error';
import { WeddingFormDialog } from './wedding-form-dialog';

type WeddingPageRef = ActorRefFrom<typeof weddingPageMachine>;

const weddingNameMax = 150;

/** The dialogs of the wedding's manage menu: edit name and date, archive, delete. */
export function WeddingManageDialogs({ page }: { page: WeddingPageRef }) {
  return (
    <>
      <EditWeddingDialog page={page} />
      <ArchiveWeddingDialog page={page} />
      <DeleteWeddingDialog page={page} />
    </>
  );
}

function EditWeddingDialog({ page }: { page: WeddingPageRef }) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.manage;
  const open = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: 'editing' } }));
  const saving = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: { editing: 'saving' } } }));
  const form = useSelector(page, (snapshot) => snapshot.context.form);
  const errors = useSelector(page, (snapshot) => snapshot.context.fieldErrors);
  // As in the wizard, a date gone by is allowed (a wedding entered afterwards) but said.
  const past = form.isoDate !== null && form.isoDate < wireDateOf();
  return (
    <WeddingFormDialog
      open={open}
      busy={saving}
      onClose={() => page.send({ type: 'dialog.close' })}
      onSubmit={() => page.send({ type: 'edit.save' })}
      title={labels.editTitle()}
      formId="edit-wedding"
      submitLabel={labels.save()}
      busyLabel={labels.saving()}
    >
      <TextField
        label={LL.weddings.wizard.name()}
        name="name"
        value={form.name}
        autoComplete="off"
        onChange={(event) => page.send({ type: 'edit.change', values: { name: event.target.value } })}
        error={weddingFieldError(LL, errors.name, { max: weddingNameMax })}
      />
      <DateField
        label={LL.weddings.wizard.date()}
        name="date"
        value={form.date}
        placeholder={LL.weddings.wizard.datePlaceholder()}
        pickLabel={LL.weddings.wizard.pickDate()}
        onValueChange={(date) => page.send({ type: 'edit.change', values: { date, isoDate: toWireDate(date) } })}
        error={weddingFieldError(LL, errors.date)}
      />
      {past && !errors.date && (
        <p role="status" className="text-sm text-amber-800">
          {labels.pastDate()}
        </p>
      )}
    </WeddingFormDialog>
  );
}

function ArchiveWeddingDialog({ page }: { page: WeddingPageRef }) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.manage;
  const open = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: 'archiving' } }));
  const saving = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: { archiving: 'saving' } } }));
  const name = useSelector(page, (snapshot) => snapshot.context.wedding?.name ?? '');
  return (
    <ConfirmDialog
      open={open}
      busy={saving}
      onCancel={() => page.send({ type: 'dialog.close' })}
      onConfirm={() => page.send({ type: 'archive.confirm' })}
      title={labels.archiveTitle({ name })}
      message={labels.archiveMessage()}
      confirmLabel={labels.archiveConfirm()}
      cancelLabel={labels.cancel()}
    />
  );
}

function DeleteWeddingDialog({ page }: { page: WeddingPageRef }) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.manage;
  const open = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: 'deleting' } }));
  const saving = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: { deleting: 'saving' } } }));
  const confirmed = useSelector(page, (snapshot) => snapshot.can({ type: 'delete.confirm' }));
  const name = useSelector(page, (snapshot) => snapshot.context.wedding?.name ?? '');
  const typed = useSelector(page, (snapshot) => snapshot.context.typedName);
  return (
    <WeddingFormDialog
      open={open}
      busy={saving}
      onClose={() => page.send({ type: 'dialog.close' })}
      onSubmit={() => page.send({ type: 'delete.confirm' })}
      title={labels.deleteTitle({ name })}
      description={labels.deleteMessage()}
      formId="delete-wedding"
      submitLabel={labels.deleteConfirm()}
      busyLabel={labels.deleting()}
      submitDisabled={!confirmed}
      danger
    >
      <TextField
        label={labels.deleteTypeName()}
        name="confirm-name"
        autoComplete="off"
        placeholder={name}
        value={typed}
        onChange={(event) => page.send({ type: 'delete.type', text: event.target.value })}
      />
    </WeddingFormDialog>
  );
}
