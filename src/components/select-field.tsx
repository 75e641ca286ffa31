import { useId, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown as the first, empty choice while nothing is chosen. */
  placeholder?: string;
  error?: string;
}

/** A native select (the phone's own picker), styled like the text fields. */
export function SelectField({ label, name, options, placeholder, error, className = '', ...select }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={[
            'block w-full cursor-pointer appearance-none rounded-lg border bg-white py-2.5 pr-10 pl-3 text-stone-900 shadow-xs outline-none transition',
            'focus:ring-3 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600',
            error ? 'border-red-500 focus:ring-red-500/20' : 'border-stone-300 focus:border-brand focus:ring-brand/20',
          ].join(' ')}
          {...select}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500" />
      </div>
      {error && (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
