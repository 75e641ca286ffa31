import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { defaultGuestStatusId, type GuestCategory } from '../../../contract/guests';
import type { BulkChange } from '../../../machines/guests/guests.machine';
import type { Inviter } from '../../../machines/guests/guest-rows';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { GuestFormFields } from './guest-form-fields';
import { categoryLabel, inviterLabel, statusLabel } from './guest-labels';
import { useGuestsScope } from './guests-scope';
import { useReturnFocus } from './use-return-focus';
import { GuestImportDialog } from './guest-import-dialog';
import { GuestStatisticsDialog } from './guest-statistics-dialog';
import { temporaryId } from '../../../machines/shared/optimistic-list';

/** The page's dialogs: edit a guest, confirm a delete, a bulk change, a category's delete, the statistics, the import. */
export function GuestDialogs() {
  return (
    <>
      <EditGuestDialog />
      <DeleteGuestDialog />
      <BulkDialog />
      <DeleteCategoryDialog />
      <GuestStatisticsDialog />
      <GuestImportDialog />
    </>
  );
}

function EditGuestDialog() {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  const open = useSelector(guests, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
  useReturnFocus(open);
  return (
    <Modal
      open={open}
      onClose={() => guests.send({ type: 'form.cancel' })}
      title={LL.guests.form.editGuest()}
      closeLabel={LL.common.close()}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => guests.send({ type: 'form.cancel' })}>
            {LL.guests.form.cancel()}
          </Button>
          <Button type="submit" form="edit-guest">
            {LL.guests.form.save()}
          </Button>
        </>
      }
    >
      <form
        id="edit-guest"
        onSubmit={(event) => {
          event.preventDefault();
          guests.send({ type: 'form.save', newGuestId: temporaryId() });
        }}
      >
        <GuestFormFields layout="dialog" />
      </form>
    </Modal>
  );
}

function DeleteGuestDialog() {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  const deleting = useSelector(guests, (snapshot) => (snapshot.matches({ ready: { dialog: 'confirmingDelete' } }) ? snapshot.context.deleting : null));
  useReturnFocus(deleting !== null);
  return (
    <ConfirmDialog
      open={deleting !== null}
      tone="danger"
      title={LL.guests.confirm.deleteGuestTitle({ name: deleting?.name ?? '' })}
      message={LL.guests.confirm.deleteGuestMessage()}
      confirmLabel={LL.guests.confirm.delete()}
      cancelLabel={LL.guests.confirm.cancel()}
      onConfirm={() => guests.send({ type: 'delete.confirm' })}
      onCancel={() => guests.send({ type: 'dialog.close' })}
    />
  );
}

/** What a bulk change sets, in words: "Status becomes Attending". */
function bulkValueText(
  LL: TranslationFunctions,
  bulk: Extract<BulkChange, { kind: 'update' }>,
  categories: readonly GuestCategory[],
  inviters: readonly Inviter[],
) {
  switch (bulk.column) {
    case 'category_id':
      return { column: LL.guestsExport.columns.category(), value: categoryLabel(LL, categories, bulk.value) };
    case 'status_id':
      return { column: LL.guestsExport.columns.status(), value: statusLabel(LL, bulk.value ?? defaultGuestStatusId) };
    case 'invitedBy_id':
      return { column: LL.guestsExport.columns.invitedBy(), value: inviterLabel(LL, inviters, bulk.value) };
  }
}

function BulkDialog() {
  const { LL } = useI18nContext();
  const { guests, categories, inviters } = useGuestsScope();
  const bulk = useSelector(guests, (snapshot) => (snapshot.matches({ ready: { dialog: 'confirmingBulk' } }) ? snapshot.context.bulk : null));
  const count = useSelector(guests, (snapshot) => snapshot.context.selected.length);
  useReturnFocus(bulk !== null);
  const labels = LL.guests.confirm;
  return (
    <ConfirmDialog
      open={bulk !== null}
      tone={bulk?.kind === 'delete' ? 'danger' : 'default'}
      title={bulk?.kind === 'delete' ? labels.bulkDeleteTitle({ count }) : labels.bulkUpdateTitle({ count })}
      message={bulk?.kind === 'update' ? labels.bulkUpdateMessage(bulkValueText(LL, bulk, categories, inviters)) : labels.bulkDeleteMessage()}
      confirmLabel={bulk?.kind === 'delete' ? labels.delete() : labels.apply()}
      cancelLabel={labels.cancel()}
      onConfirm={() => guests.send({ type: 'bulk.confirm' })}
      onCancel={() => guests.send({ type: 'dialog.close' })}
    />
  );
}

/** A deleted category's delete button goes with it: the form's category choice takes the focus. */
const categoryChoice = () => document.querySelector<HTMLElement>('select[name="category_id"]');

function DeleteCategoryDialog() {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  const category = useSelector(guests, (snapshot) =>
    snapshot.matches({ ready: { categories: 'confirmingDelete' } }) ? snapshot.context.deletingCategory : null,
  );

  return (
    <ConfirmDialog
      open={category !== null}
      tone="danger"
      title={LL.guests.confirm.deleteCategoryTitle({ name: category?.name ?? '' })}
      message={LL.guests.confirm.deleteCategoryMessage()}
      confirmLabel={LL.guests.confirm.delete()}
      cancelLabel={LL.guests.confirm.cancel()}
      onConfirm={() => guests.send({ type: 'category.confirmDelete' })}
      onCancel={() => guests.send({ type: 'category.cancelDelete' })}
      returnFocus={categoryChoice}
    />
  );
}
