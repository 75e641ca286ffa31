import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { Modal } from '../../components/modal';

interface WeddingFormDialogProps {
  open: boolean;
  /** The request is on its way: nothing closes, the submit button says so. */
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  title: string;
  description?: string;
  /** The form's id, so the footer's submit button (outside the form) submits it. */
  formId: string;
  submitLabel: string;
  busyLabel: string;
  /** The submit stays off until the form says yes (e.g. the name typed again). */
  submitDisabled?: boolean;
  /** A destructive submit is red. */
  danger?: boolean;
  children: ReactNode;
}

/**
 * A wedding's form in a dialog (edit, delete): Cancel and the submit at the bottom. A click
 * beside it keeps what was typed; while saving it cannot be closed, the answer decides.
 */
export function WeddingFormDialog(props: WeddingFormDialogProps) {
  const { open, busy, onClose, onSubmit, title, description, formId, submitLabel, busyLabel, submitDisabled = false, danger = false, children } = props;
  const { LL } = useI18nContext();
  const close = () => !busy && onClose();
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      closeLabel={LL.weddings.manage.cancel()}
      closeOnOutsideClick={false}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          onCancel={close}
          cancelLabel={LL.weddings.manage.cancel()}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          submitDisabled={submitDisabled}
          danger={danger}
        />
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
