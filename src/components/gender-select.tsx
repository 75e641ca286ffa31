import { useI18nContext } from '../../i18n/i18n-react';
import { genders } from '../../contract/person';
import { SelectField } from './select-field';

interface GenderSelectProps {
  label: string;
  name: string;
  /** '' until chosen, else '1', '2' or '3'. */
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  error?: string;
}

/** Male, female or not specified (part 1 §3), as people and spouses are described. */
export function GenderSelect({ label, name, value, onValueChange, placeholder, error }: GenderSelectProps) {
  const { LL } = useI18nContext();
  const options = (Object.keys(genders) as Array<keyof typeof genders>).map((key) => ({ value: String(genders[key]), label: LL.users.genders[key]() }));
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      options={options}
      placeholder={placeholder}
      error={error}
    />
  );
}
