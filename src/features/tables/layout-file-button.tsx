import { useId } from 'react';
import { buttonClasses, type ButtonVariant } from '../../components/button';
import { Spinner } from '../../components/spinner';

interface LayoutFileButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  onFile: (file: File) => void;
  variant?: ButtonVariant;
}

/** Chooses the layout image (.jpg or .png): a file input that looks like a button. */
export function LayoutFileButton({ label, busyLabel, busy, onFile, variant = 'primary' }: LayoutFileButtonProps) {
  const id = useId();
  return (
    <span>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        className="peer sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file may be chosen again after a refusal.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={buttonClasses(variant, 'peer-focus-visible:outline-2 peer-focus-visible:outline-brand ' + (busy ? 'pointer-events-none opacity-60' : ''))}
      >
        {busy && <Spinner className="size-4" />}
        {busy ? busyLabel : label}
      </label>
    </span>
  );
}
