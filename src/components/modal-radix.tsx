import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { focusIsLost, focusOpener, useFocusBeforeOpening } from './focus-return';
import { CloseIcon } from './icons';

export interface ModalProps {
  /** Given with `onClose` when a machine owns the open state; left out for a dialog opened by `trigger`. */
  open?: boolean;
  /** Closing by Escape, the overlay or the close button; the owner decides whether it may close. */
  onClose?: () => void;
  /** The button that opens a dialog nobody else needs to know about (it then keeps its own state). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** Forms keep what was typed: a click beside them must not close them (Escape and the buttons still do). */
  closeOnOutsideClick?: boolean;
  /** A panel a person works in (the budget's suppliers): the whole screen on phones (600 px and less), a centred card above. */
  fullScreenOnPhones?: boolean;
}

/** On phones the dialog takes the whole screen: no margin, no rounded corners, its body scrolls. */
const fullScreenOnPhonesClasses = [
  '[@media(max-width:600px)]:inset-0 [@media(max-width:600px)]:h-dvh [@media(max-width:600px)]:max-h-none',
  '[@media(max-width:600px)]:w-full [@media(max-width:600px)]:max-w-none [@media(max-width:600px)]:translate-none [@media(max-width:600px)]:rounded-none',
].join(' ');

/**
 * A dialog, usually one whose open state belongs to a machine. It sits below the toasts (z-40), so a
 * notification about what happened in the dialog is never hidden behind it. On phones it
 * fills the width and scrolls inside (or the whole screen, `fullScreenOnPhones`).
 */
export function RadixModal({
  open,
  onClose,
  trigger,
  title,
  description,
  closeLabel,
  children,
  footer,
  size = 'md',
  closeOnOutsideClick = true,
  fullScreenOnPhones = false,
}: ModalProps) {
  // Radix returns the focus to its own trigger only; a dialog a machine opened goes back to
  // whatever had the focus when it opened (or the page heading, if that control is gone).
  const opener = useFocusBeforeOpening(open ?? false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose?.()}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          // Without a description, tell Radix there is none rather than point at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={(event) => !closeOnOutsideClick && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            // What closed the dialog may have put the focus somewhere on purpose (a row just added).
            if (focusIsLost()) focusOpener(opener.current);
          }}
          className={[
            'fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-white shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]',
            { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' }[size],
            fullScreenOnPhones ? fullScreenOnPhonesClasses : '',
          ].join(' ')}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-semibold tracking-tight text-brand-dark">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-stone-600">{description}</Dialog.Description>}
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              className="-mt-1 -mr-2 cursor-pointer rounded-lg p-2 text-caption hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer && <div className="flex flex-col-reverse gap-2 border-t border-stone-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
