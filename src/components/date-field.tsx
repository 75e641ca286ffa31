import { useId, useRef } from 'react';
import { toDisplayDate, toWireDate } from '../lib/dates';

interface DateFieldProps {
  label: string;
  name: string;
  /** The date as typed, dd/mm/yyyy. */
  value: string;
  onValueChange: (display: string) => void;
  placeholder: string;
  /** The accessible name of the calendar button. */
  pickLabel: string;
  error?: string;
  autoFocus?: boolean;
}

/**
 * A date typed as dd/mm/yyyy (part 1 §5), or chosen on the browser's own calendar: the
 * calendar button opens a native date input kept out of sight, whose answer is written back
 * in the typed format.
 */
export function DateField({ label, name, value, onValueChange, placeholder, pickLabel, error, autoFocus }: DateFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={[
            'block w-full rounded-lg border bg-white py-2.5 pr-12 pl-3 text-stone-900 shadow-xs outline-none transition',
            'placeholder:text-stone-400 focus:ring-3',
            error ? 'border-red-500 focus:ring-red-500/20' : 'border-stone-300 focus:border-brand focus:ring-brand/20',
          ].join(' ')}
        />
        <button
          type="button"
          aria-label={pickLabel}
          onClick={() => picker.current?.showPicker()}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 cursor-pointer rounded-md p-2 text-stone-500 hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CalendarIcon />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={toWireDate(value) ?? ''}
          onChange={(event) => onValueChange(toDisplayDate(event.target.value))}
          className="pointer-events-none absolute right-1.5 bottom-0 size-px opacity-0"
        />
      </div>
      {error && (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
