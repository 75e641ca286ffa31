import { useId, useRef } from 'react';
import { toDisplayDate, toWireDate } from '../lib/dates';
import { controlClasses, describedBy, FieldFrame } from './field-frame';
import { common } from './icons';

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
  const picker = useRef<HTMLInputElement>(null);
  return (
    <FieldFrame id={id} label={label} message={error} isError={Boolean(error)}>
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
          {...describedBy(id, error, Boolean(error))}
          className={controlClasses(Boolean(error), 'py-2.5 pr-12 pl-3')}
        />
        <button
          type="button"
          aria-label={pickLabel}
          onClick={() => picker.current?.showPicker()}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 cursor-pointer rounded-md p-2 text-caption hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
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
    </FieldFrame>
  );
}

function CalendarIcon() {
  return (
    <svg className="size-5" {...common}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
