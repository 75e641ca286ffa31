import { useId, type InputHTMLAttributes } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  name: string;
}

export function CheckboxField({ label, name, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} name={name} type="checkbox" className="size-4 cursor-pointer rounded accent-brand" {...input} />
      <label htmlFor={id} className="cursor-pointer text-sm text-stone-700">
        {label}
      </label>
    </div>
  );
}
