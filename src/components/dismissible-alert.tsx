import { CloseIcon } from './icons';

interface DismissibleAlertProps {
  message: string;
  closeLabel: string;
  onDismiss: () => void;
}

/** An inline error the person can close (the sign-in form's message). */
export function DismissibleAlert({ message, closeLabel, onDismiss }: DismissibleAlertProps) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={closeLabel}
        className="-m-1 cursor-pointer rounded p-1 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
