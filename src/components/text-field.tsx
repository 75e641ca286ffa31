import { useId, type InputHTMLAttributes } from 'react';
import { controlClasses, describedBy, FieldFrame } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The translated message of the field's failed rule, if any. */
  error?: string;
  hint?: string;
}

export function TextField({ label, name, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <FieldFrame id={id} label={label} message={message} isError={Boolean(error)} className={className}>
      <input id={id} name={name} {...describedBy(id, message, Boolean(error))} className={controlClasses(Boolean(error), 'px-3 py-2.5')} {...input} />
    </FieldFrame>
  );
}
