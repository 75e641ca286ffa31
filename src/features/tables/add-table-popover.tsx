import { useSelector } from '@xstate/react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { tableLimits, type TableType } from '../../../contract/tables';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { CompactField, compactInputClasses } from './compact-field';
import { TableNumberInput } from './table-number-input';

interface AddTablePopoverProps {
  editor: LayoutEditorRef;
  types: readonly TableType[];
  anchor: ReactNode;
}

/**
 * The add-table popover (spec §2: set number, seats and type, then tap the layout to place):
 * open while the editor is adding. It stays open while the person clicks the plan, which is
 * where the table goes; Escape or the add button again cancels.
 */
export function AddTablePopover({ editor, types, anchor }: AddTablePopoverProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.addTable;
  const adding = useSelector(editor, (snapshot) => snapshot.matches('adding'));
  const creatingType = useSelector(editor, (snapshot) => snapshot.matches({ adding: 'creatingType' }));
  const draft = useSelector(editor, (snapshot) => snapshot.context.draft);
  const change = (patch: Partial<typeof draft>) => editor.send({ type: 'draft.change', patch });
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
          onEscapeKeyDown={() => editor.send({ type: 'mode.cancel' })}
          className="z-30 w-72 rounded-xl bg-white p-4 shadow-xl ring-1 ring-stone-200"
        >
          <h2 className="mb-3 font-display text-base font-semibold text-brand-dark">{texts.title()}</h2>
          <div className="grid grid-cols-2 gap-3">
            <CompactField label={texts.number()}>
              <TableNumberInput
                value={draft.number ?? ''}
                onChange={(event) => change({ number: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
              />
            </CompactField>
            <CompactField label={texts.seats()}>
              <input
                type="number"
                min={tableLimits.seatsMin}
                max={tableLimits.seatsMax}
                value={draft.seats}
                className={compactInputClasses}
                onChange={(event) => change({ seats: Number(event.currentTarget.value) })}
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
          <Button
            variant="ghost"
            className="mt-2 !px-2"
            disabled={creatingType}
            onClick={() => editor.send({ type: 'type.add', name: LL.tables.types.defaultName() })}
          >
            {creatingType ? <Spinner className="size-4" /> : <PlusIcon />}
            {creatingType ? texts.typeSaving() : LL.tables.types.add()}
          </Button>
          {draft.number === null && <p className="mt-2 text-sm text-red-700">{texts.noNumber()}</p>}
          <p className="mt-2 text-sm text-stone-600">{LL.tables.editor.addingHint()}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
