import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { resolveTypeSize, tableLimits, tableShapes, type Table, type TableShape, type TableType } from '../../../contract/tables';
import type { tableTypesList } from '../../../machines/tables/tables-lists';
import { TrashIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { Modal } from '../../components/modal';
import { CompactField, compactInputClasses } from './compact-field';

interface TableTypesDialogProps {
  list: ActorRefFrom<typeof tableTypesList>;
  types: readonly TableType[];
  tables: readonly Table[];
}

/**
 * The wedding's table types: name, shape and size, saved through the types list (optimistic,
 * rolled back if refused). A type still used by tables cannot be deleted (the server's rule):
 * its delete button is off and says how many tables use it.
 */
export function TableTypesDialog({ list, types, tables }: TableTypesDialogProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.types;
  return (
    <Modal trigger={<Button variant="ghost">{texts.manage()}</Button>} title={texts.title()} closeLabel={texts.close()} size="lg" closeOnOutsideClick={false}>
      <ul className="flex flex-col gap-3">
        {types.map((type) => (
          <TypeRow
            key={`${type.id}-${type.shape}-${type.width}-${type.height}-${type.name}`}
            list={list}
            type={type}
            uses={tables.filter((table) => table.table_type === type.id).length}
          />
        ))}
      </ul>
    </Modal>
  );
}

function TypeRow({ list, type, uses }: { list: TableTypesDialogProps['list']; type: TableType; uses: number }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.types;
  const save = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const change = { shape: data.get('shape') as TableShape, width: Number(data.get('width')), height: Number(data.get('height') ?? data.get('width')) };
    const size = resolveTypeSize(type, change);
    const name = String(data.get('name')).trim();
    list.send({ type: 'rows.update', changes: [{ id: type.id, patch: { name, ...size } }], intent: 'edit' });
  };
  const sizeField = (name: 'width' | 'height', label: string, value: number) => (
    <CompactField label={label}>
      <input
        name={name}
        type="number"
        required
        min={tableLimits.typeSizeMin}
        max={tableLimits.typeSizeMax}
        defaultValue={value}
        className={`${compactInputClasses} w-20`}
      />
    </CompactField>
  );
  return (
    <li className="rounded-xl border border-stone-200 p-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save(event.currentTarget);
        }}
      >
        <CompactField label={texts.name()}>
          <input name="name" required maxLength={tableLimits.typeNameMax} defaultValue={type.name} className={`${compactInputClasses} w-40`} />
        </CompactField>
        <CompactField label={texts.shape()}>
          <select name="shape" defaultValue={type.shape} className={compactInputClasses}>
            {tableShapes.map((shape) => (
              <option key={shape} value={shape}>
                {texts.shapes[shape]()}
              </option>
            ))}
          </select>
        </CompactField>
        {type.shape === 'round' ? sizeField('width', texts.diameter(), type.width) : sizeField('width', texts.width(), type.width)}
        {type.shape === 'rectangular' && sizeField('height', texts.height(), type.height)}
        <Button type="submit" variant="secondary" className="!px-3 !py-1.5">
          {texts.save()}
        </Button>
        <IconButton
          label={texts.delete({ name: type.name })}
          tone="danger"
          disabled={uses > 0}
          onClick={() => list.send({ type: 'rows.delete', ids: [type.id] })}
        >
          <TrashIcon />
        </IconButton>
      </form>
      <p className="mt-1 text-xs text-stone-500">{uses > 0 ? texts.inUse({ count: uses }) : texts.unused()}</p>
    </li>
  );
}
