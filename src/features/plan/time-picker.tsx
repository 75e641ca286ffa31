import { useI18nContext } from '../../../i18n/i18n-react';
import { pickerHours, pickerMinutes, toTime12, toTime24, type Meridiem, type Time12 } from '../../../machines/plan/value-formats';

interface TimePickerProps {
  /** The accessible name of the group ("From", or the element's name). */
  label: string;
  /** 24-hour HH:mm, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  autoFocus?: boolean;
}

const selectClasses =
  'cursor-pointer rounded-lg border border-stone-300 bg-white px-2.5 py-2 text-stone-900 shadow-xs outline-none focus:border-brand focus:ring-3 focus:ring-brand/20 disabled:cursor-not-allowed disabled:bg-stone-100';

/** Hours 1–12, minutes in steps of 5 and AM/PM (part 1 §5); no hour means no time. */
export function TimePicker({ label, value, onChange, autoFocus }: TimePickerProps) {
  const { LL } = useI18nContext();
  const time = toTime12(value);
  const change = (patch: Partial<Time12>) => {
    const next = { hour: 12, minute: 0, meridiem: 'PM' as Meridiem, ...time, ...patch };
    onChange(toTime24(next));
  };
  const pad = (minute: number) => String(minute).padStart(2, '0');
  return (
    <fieldset className="flex items-center gap-1.5">
      <legend className="sr-only">{label}</legend>
      <select
        aria-label={LL.plan.values.hour()}
        className={selectClasses}
        value={time?.hour ?? ''}
        autoFocus={autoFocus}
        onChange={(event) => (event.target.value ? change({ hour: Number(event.target.value) }) : onChange(null))}
      >
        <option value="">--</option>
        {pickerHours.map((hour) => (
          <option key={hour} value={hour}>
            {hour}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="text-caption">
        :
      </span>
      <select
        aria-label={LL.plan.values.minute()}
        className={selectClasses}
        value={time?.minute ?? 0}
        disabled={!time}
        onChange={(event) => change({ minute: Number(event.target.value) })}
      >
        {pickerMinutes.map((minute) => (
          <option key={minute} value={minute}>
            {pad(minute)}
          </option>
        ))}
      </select>
      <select
        aria-label={LL.plan.values.meridiem()}
        className={selectClasses}
        value={time?.meridiem ?? 'PM'}
        disabled={!time}
        onChange={(event) => change({ meridiem: event.target.value as Meridiem })}
      >
        <option value="AM">{LL.plan.values.am()}</option>
        <option value="PM">{LL.plan.values.pm()}</option>
      </select>
    </fieldset>
  );
}
