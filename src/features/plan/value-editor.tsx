import { useSelector } from '@xstate/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { planLimits } from '../../../contract/plan';
import { mapLinkOf, type ElementRow } from '../../../machines/plan/plan-rows';
import { typeOf } from '../../../machines/plan/value-formats';
import { Button, buttonClasses } from '../../components/button';
import { DateField } from '../../components/date-field';
import { controlClasses } from '../../components/field-frame';
import { fieldErrorText } from '../../lib/i18n';
import { toDisplayDate, toWireDate } from '../../lib/dates';
import { usePlanScope } from './plan-scope';
import { TimePicker } from './time-picker';
import { FileIcon, MapPinIcon, UploadIcon } from './plan-icons';

const inputClasses = (invalid: boolean) => controlClasses(invalid, 'px-3 py-2');

function ruleText(LL: TranslationFunctions, rule: string): string {
  switch (rule) {
    case 'bothEnds':
    case 'time':
    case 'fileTooLarge':
    case 'numeric':
    case 'decimals':
      return LL.plan.values.rules[rule]();
    default:
      return fieldErrorText(LL, [rule], { max: planLimits.textMax }) ?? LL.validation.invalid();
  }
}

interface FilePickerProps {
  element: ElementRow;
  field: { 'aria-invalid'?: boolean; 'aria-describedby'?: string; autoFocus: boolean };
  onFile: (file: File) => void;
}

/**
 * The browser's own file input says "Choose File / No file chosen" in the browser's language and
 * never names the stored file. This one is a translated button (the input, hidden, inside its
 * label) under the name of the file the element holds now.
 */
function FilePicker({ element, field, onFile }: FilePickerProps) {
  const { LL } = useI18nContext();
  const currentId = `current-file-${element.id}`;
  return (
    <div className="space-y-2">
      <p id={currentId} className="flex min-w-0 items-center gap-2 text-sm text-stone-700">
        <FileIcon className="size-4 shrink-0" />
        <span className="truncate">{element.value ? LL.plan.values.currentFile({ name: element.value }) : LL.plan.values.noFile()}</span>
      </p>
      <label
        className={buttonClasses(
          'secondary',
          'px-3 py-1.5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand',
        )}
      >
        <UploadIcon className="size-4" />
        {element.value ? LL.plan.values.replaceFile() : LL.plan.values.chooseFile()}
        <input
          type="file"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
          {...field}
          aria-describedby={[currentId, field['aria-describedby']].filter(Boolean).join(' ')}
        />
      </label>
    </div>
  );
}

/** The value editor of one element, by type; Enter saves a one-line value, Escape cancels. */
export function ValueEditor({ element }: { element: ElementRow }) {
  const { LL } = useI18nContext();
  const { values } = usePlanScope();
  const draft = useSelector(values, (snapshot) => snapshot.context.draft);
  const error = useSelector(values, (snapshot) => snapshot.context.error);
  const type = typeOf(element);
  const change = (value: string | null, extra?: string | null) => values.send({ type: 'value.change', value, extra });
  const errorId = `value-error-${element.id}`;
  const invalid = error !== null;
  const field = { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined, autoFocus: true };
  const name = element.element;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      values.send({ type: 'value.cancel' });
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement) && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      values.send({ type: 'value.save' });
    }
  };

  let editor: ReactNode;
  switch (type) {
    case 'large_text':
      editor = (
        <div>
          <textarea
            aria-label={LL.plan.values.editor({ name })}
            rows={5}
            maxLength={planLimits.textMax}
            value={draft.value ?? ''}
            onChange={(event) => change(event.target.value)}
            className={inputClasses(invalid)}
            {...field}
          />
          <p className="mt-1 text-right text-xs text-caption tabular-nums">
            {(draft.value ?? '').length}/{planLimits.textMax}
          </p>
        </div>
      );
      break;
    case 'date':
      editor = (
        <DateField
          label={LL.plan.values.editor({ name })}
          name={`value-${element.id}`}
          value={toDisplayDate(draft.value) || (draft.value ?? '')}
          // Kept as yyyy-MM-dd once it is a real date; what is typed stays as typed until then.
          onValueChange={(display) => change(toWireDate(display) ?? display)}
          placeholder={LL.plan.values.datePlaceholder()}
          pickLabel={LL.plan.values.pickDate()}
          autoFocus
        />
      );
      break;
    case 'time':
      editor = <TimePicker label={LL.plan.values.editor({ name })} value={draft.value} onChange={(value) => change(value)} autoFocus />;
      break;
    case 'time_frame':
      editor = (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="flex items-center gap-2">
            <span className="text-sm text-stone-600">{LL.plan.values.from()}</span>
            <TimePicker label={LL.plan.values.from()} value={draft.value} onChange={(value) => change(value)} autoFocus />
          </span>
          <span className="flex items-center gap-2">
            <span className="text-sm text-stone-600">{LL.plan.values.to()}</span>
            <TimePicker label={LL.plan.values.to()} value={draft.extra} onChange={(extra) => change(draft.value, extra)} />
          </span>
        </div>
      );
      break;
    case 'dropdown':
      editor = (
        <select
          aria-label={LL.plan.values.editor({ name })}
          value={draft.value ?? ''}
          onChange={(event) => change(event.target.value || null)}
          className={`${inputClasses(invalid)} cursor-pointer`}
          {...field}
        >
          <option value="">{LL.plan.values.noChoice()}</option>
          {element.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.option}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      editor = <FilePicker element={element} field={field} onFile={(file) => values.send({ type: 'value.upload', file })} />;
      break;
    case 'location':
      editor = (
        <div className="space-y-1.5">
          <input
            type="text"
            aria-label={LL.plan.values.address()}
            maxLength={planLimits.textMax}
            value={draft.value ?? ''}
            onChange={(event) => change(event.target.value)}
            className={inputClasses(invalid)}
            {...field}
          />
          {draft.value?.trim() && (
            <a
              href={mapLinkOf(draft.value)}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
            >
              <MapPinIcon />
              {LL.plan.values.openMap()}
            </a>
          )}
        </div>
      );
      break;
    default:
      editor = (
        <input
          type="text"
          inputMode={type === 'number' ? 'decimal' : undefined}
          aria-label={LL.plan.values.editor({ name })}
          maxLength={type === 'number' ? undefined : planLimits.textMax}
          value={draft.value ?? ''}
          onChange={(event) => change(event.target.value)}
          className={inputClasses(invalid)}
          {...field}
        />
      );
  }

  return (
    <div className="space-y-2" onKeyDown={onKeyDown}>
      {editor}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {ruleText(LL, error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {type === 'file' ? (
          element.value && (
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => values.send({ type: 'value.clear' })}>
              {LL.plan.values.removeFile()}
            </Button>
          )
        ) : (
          <Button className="px-3 py-1.5" onClick={() => values.send({ type: 'value.save' })}>
            {LL.plan.values.save()}
          </Button>
        )}
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => values.send({ type: 'value.cancel' })}>
          {LL.plan.values.cancel()}
        </Button>
      </div>
    </div>
  );
}
