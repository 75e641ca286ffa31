import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { GuestColumn, ImportRowError, ImportValidated } from '../../../contract/guests';
import type { ImportRowErrors } from '../../../machines/guests/guest-import.machine';

/** The validate step's three answers (part 2 §4): valid, row errors, no name column. */

const columnNames = (LL: TranslationFunctions, columns: readonly GuestColumn[]) => columns.map((column) => LL.guestsExport.columns[column]()).join(', ');

function ruleMessage(LL: TranslationFunctions, error: ImportRowError): string {
  const rules = LL.guests.import.rules;
  return error.rule === 'max' || error.rule === 'maxLength' ? rules[error.rule]({ max: error.max ?? 0 }) : rules[error.rule]();
}

interface ValidStepProps {
  validated: ImportValidated;
  skipDuplicates: boolean;
  disabled: boolean;
  onSkipDuplicates: (skip: boolean) => void;
}

export function ValidStep({ validated, skipDuplicates, disabled, onSkipDuplicates }: ValidStepProps) {
  const { LL } = useI18nContext();
  const labels = LL.guests.import;
  const { duplicates } = validated;
  // Skipped, a duplicate's category is not created.
  const newCategories = skipDuplicates ? validated.new_categories_skipping_duplicates : validated.new_categories;
  return (
    <div className="flex flex-col gap-3 text-sm text-stone-700">
      <p className="font-semibold text-emerald-800">{labels.valid({ rows: validated.rows })}</p>
      <p>{labels.columnsFound({ columns: columnNames(LL, validated.columns) })}</p>
      {validated.ignored_columns.length > 0 && <p>{labels.ignoredColumns({ columns: validated.ignored_columns.join(', ') })}</p>}
      {newCategories.length > 0 && <p>{labels.newCategories({ names: newCategories.join(', ') })}</p>}
      {duplicates.total > 0 && (
        <fieldset className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <legend className="sr-only">{labels.duplicates({ count: duplicates.total })}</legend>
          <p aria-hidden="true">{labels.duplicates({ count: duplicates.total })}</p>
          <ul
            tabIndex={0}
            aria-label={labels.duplicates({ count: duplicates.total })}
            className="max-h-40 list-disc overflow-y-auto pl-5 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {duplicates.rows.map((duplicate) => (
              <li key={duplicate.row}>{labels.duplicateRow({ row: duplicate.row, name: duplicate.name })}</li>
            ))}
          </ul>
          {duplicates.total > duplicates.rows.length && <p>{labels.moreDuplicates({ count: duplicates.total - duplicates.rows.length })}</p>}
          {[
            { skip: true, label: labels.skipDuplicates() },
            { skip: false, label: labels.importAnyway() },
          ].map((choice) => (
            <label key={String(choice.skip)} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="duplicates"
                checked={skipDuplicates === choice.skip}
                disabled={disabled}
                onChange={() => onSkipDuplicates(choice.skip)}
                className="size-4 accent-brand"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

export function RowErrorsStep({ rowErrors }: { rowErrors: ImportRowErrors }) {
  const { LL } = useI18nContext();
  const labels = LL.guests.import;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
        <p className="font-semibold">{labels.rowErrorsTitle()}</p>
        <p>{labels.rowErrorsMessage()}</p>
      </div>
      {/* Scrolls on its own (long lists, narrow phones): reachable by keyboard. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={labels.rowErrorsTitle()}
        className="max-h-80 overflow-auto rounded-lg ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <table className="w-full text-left">
          <caption className="sr-only">{labels.rowErrorsTitle()}</caption>
          <thead className="sticky top-0 bg-stone-100 text-xs text-stone-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {labels.row()}
              </th>
              <th scope="col" className="px-3 py-2">
                {labels.column()}
              </th>
              <th scope="col" className="px-3 py-2">
                {labels.problem()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rowErrors.errors.map((error) => (
              <tr key={`${error.row}-${error.column}`}>
                <td className="px-3 py-2 tabular-nums">{error.row}</td>
                <td className="px-3 py-2">{LL.guestsExport.columns[error.column]()}</td>
                <td className="px-3 py-2">
                  {ruleMessage(LL, error)}
                  {error.value && <span className="block break-all text-stone-600">“{error.value}”</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rowErrors.moreRows > 0 && <p className="text-stone-700">{labels.moreRows({ count: rowErrors.moreRows })}</p>}
    </div>
  );
}

export function MissingNameColumnStep() {
  const { LL } = useI18nContext();
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {LL.guests.import.noNameColumn()}
    </p>
  );
}
