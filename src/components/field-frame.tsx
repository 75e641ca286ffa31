import type { ReactNode } from 'react';

/** The border, focus ring and error colours every form control of the app shares. */
export function controlClasses(hasError: boolean, layout: string): string {
  return [
    'block w-full rounded-lg border bg-white text-stone-900 shadow-xs outline-none transition placeholder:text-caption focus:ring-3',
    layout,
    hasError ? 'border-red-500 focus:ring-red-500/20' : 'border-stone-300 focus:border-brand focus:ring-brand/20',
  ].join(' ');
}

interface FieldFrameProps {
  /** The control's id: the label points at it. */
  id: string;
  label: string;
  /** An error (red) or a hint (grey) under the control, described by `${id}-message`. */
  message?: string;
  isError?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label above a form control and its message below. */
export function FieldFrame({ id, label, message, isError = false, className = '', children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {message && (
        <p id={`${id}-message`} className={`mt-1.5 text-sm ${isError ? 'text-red-700' : 'text-caption'}`}>
          {message}
        </p>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its frame's message. */
export const describedBy = (id: string, message: string | undefined, isError: boolean) => ({
  'aria-invalid': isError ? true : undefined,
  'aria-describedby': message ? `${id}-message` : undefined,
});
