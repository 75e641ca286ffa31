import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The translated message of the field's failed rule, if any. */
  error?: string;
  hint?: string;
}

export function TextField({ label, name, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={[
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-stone-900 shadow-xs outline-none transition',
          'placeholder:text-stone-400 focus:ring-3',
          error ? 'border-red-500 focus:ring-red-500/20' : 'border-stone-300 focus:border-brand focus:ring-brand/20',
        ].join(' ')}
        {...input}
      />
      {message && (
        <p id={messageId} className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-stone-500'}`}>
          {message}
        </p>
      )}
    </div>
  );
}
