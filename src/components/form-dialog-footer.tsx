import type { ReactNode } from 'react';
import { Button } from './button';

/** A red button for an action that destroys something (a delete, a confirmed removal). */
export const dangerButtonClasses = 'bg-red-600 shadow-red-900/20 hover:bg-red-700 focus-visible:outline-red-600';

interface FormDialogFooterProps {
  /** The form's id: the submit button sits outside the form, in the dialog's footer. */
  formId: string;
  /** The request is on its way: Cancel waits for the answer, the submit button says so. */
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  /** The submit stays off until the form says yes (e.g. a name typed again). */
  submitDisabled?: boolean;
  danger?: boolean;
  /** Further actions, before Cancel. */
  children?: ReactNode;
}

/** Cancel and submit at the bottom of a dialog that holds a form. */
export function FormDialogFooter({
  formId,
  busy,
  onCancel,
  cancelLabel,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  danger = false,
  children,
}: FormDialogFooterProps) {
  return (
    <>
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} busy={busy} disabled={submitDisabled && !busy} className={danger ? dangerButtonClasses : ''}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
