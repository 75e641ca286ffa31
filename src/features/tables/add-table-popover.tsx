import { useSelector } from '@xstate/react';
import { Popover } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { tableLimits, type TableType } from '../../../contract/tables';
import { fieldProblems, type FieldProblems, type TableDraft } from '../../../machines/tables/editor-changes';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { translateMessage } from '../../lib/i18n';
import { CompactField, compactInputClasses } from './compact-field';
import { TableNumberInput } from './table-number-input';

interface AddTablePopoverProps {
  editor: LayoutEditorRef;
  types: readonly TableType[];
  anchor: ReactNode;
  /** Where the focus goes when Escape closes it (the add button it hangs from). */
  onEscape: () => void;
}

/** A number field's value: empty is null (the editor says a table needs it). */
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The add-table popover (spec §2: set number, seats and type, then tap the layout to place):
 * open while the editor is adding. It stays open while the person clicks the plan, which is
 * where the table goes; Escape or the add button again cancels. A number or a seat count out of
 * range is said under its field, and the plan places nothing until it is right. A wedding
 * without table types is offered its first one (spec §9: "new type", round, 45 × 45).
 */
export function AddTablePopover({ editor, types, anchor, onEscape }: AddTablePopoverProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.addTable;
  const adding = useSelector(editor, (snapshot) => snapshot.matches('adding'));
  const creatingType = useSelector(editor, (snapshot) => snapshot.matches({ adding: 'creatingType' }));
  const draft = useSelector(editor, (snapshot) => snapshot.context.draft);
  const change = (patch: Partial<TableDraft>) => editor.send({ type: 'draft.change', patch });
  const problems: FieldProblems = fieldProblems(draft);
  const ids = { number: useId(), seats: useId() };
  const problemOf = (field: keyof FieldProblems) => {
    const key = problems[field];
    return key && { id: ids[field], text: translateMessage(LL, { key }) };
  };
  const describedBy = (field: keyof FieldProblems) => ({ 'aria-invalid': problems[field] !== undefined, 'aria-describedby': problems[field] && ids[field] });
  const addType = (
    <Button
      variant={types.length === 0 ? 'primary' : 'ghost'}
      className={types.length === 0 ? 'mt-2 w-full' : 'mt-2 !px-2'}
      disabled={creatingType}
      onClick={() => editor.send({ type: 'type.add', name: LL.tables.types.defaultName() })}
    >
      {creatingType ? <Spinner className="size-4" /> : <PlusIcon />}
      {creatingType ? texts.typeSaving() : types.length === 0 ? texts.createFirstType() : LL.tables.types.add()}
    </Button>
  );
  return (
    <Popover.Root open={adding}>
      {/* A span takes the anchor's ref (the shared Button does not forward one). */}
      <Popover.Anchor asChild>
        <span className="inline-flex">{anchor}</span>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          aria-label={texts.title()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() => {
            editor.send({ type: 'mode.cancel' });
            onEscape();
          }}
          // Closed by Escape or the add button: the focus is put back by whoever closed it, not on <body>.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-30 w-72 rounded-xl bg-white p-4 shadow-xl ring-1 ring-stone-200"
        >
          <h2 className="mb-3 font-display text-base font-semibold text-brand-dark">{texts.title()}</h2>
          {types.length === 0 ? (
            <>
              <p className="text-sm text-stone-700">{texts.noTypes()}</p>
              {addType}
            </>
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3">
                <CompactField label={texts.number()} problem={problemOf('number')}>
                  <TableNumberInput
                    value={draft.number ?? ''}
                    {...describedBy('number')}
                    onChange={(event) => change({ number: numberOrNull(event.currentTarget.value) })}
                  />
                </CompactField>
                <CompactField label={texts.seats()} problem={problemOf('seats')}>
                  <input
                    type="number"
                    min={tableLimits.seatsMin}
                    max={tableLimits.seatsMax}
                    value={draft.seats ?? ''}
                    className={compactInputClasses}
                    {...describedBy('seats')}
                    onChange={(event) => change({ seats: numberOrNull(event.currentTarget.value) })}
                  />
                </CompactField>
                <CompactField label={texts.type()} className="col-span-2">
                  <select
                    value={draft.table_type ?? ''}
                    className={compactInputClasses}
                    onChange={(event) => change({ table_type: Number(event.currentTarget.value) })}
                  >
                    {types.map((type) => (
                      <option key={type.id} value={type.id}>
                        {type.name} ({LL.tables.types.shapes[type.shape]()}, {type.width} × {type.height})
                      </option>
                    ))}
                  </select>
                </CompactField>
              </div>
              {addType}
              <p className="mt-2 text-sm text-stone-600">{LL.tables.editor.addingHint()}</p>
            </>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
