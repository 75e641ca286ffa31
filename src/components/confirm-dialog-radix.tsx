import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { dangerButtonClasses } from './form-dialog-footer';
import { focusOpener, useFocusBeforeOpening } from './focus-return';

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action gets a red confirm button. */
  tone?: 'default' | 'danger';
  busy?: boolean;
  /**
   * Where the focus goes when the question closes, instead of back to what opened it: for a
   * question asked inside another dialog (its opener is not remembered) about a control the
   * answer may remove (a category deleted from a guest's form: the form's category choice).
   */
  returnFocus?: () => HTMLElement | null;
}

/** A question that must be answered before going on (deleting, paying a credit). */
export function RadixConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  returnFocus,
}: ConfirmDialogProps) {
  // Opened by a machine, not a Radix trigger: the focus goes back to what had it (or the page heading).
  const opener = useFocusBeforeOpening(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus?.();
            if (target) target.focus();
            else focusOpener(opener.current);
          }}
          className="fixed top-1/2 left-1/2 z-40 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <AlertDialog.Title className="font-display text-xl font-semibold tracking-tight text-brand-dark">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button busy={busy} onClick={onConfirm} className={tone === 'danger' ? dangerButtonClasses : ''}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
