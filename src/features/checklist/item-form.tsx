import type { KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { checklistLimits, timeRanges, timeUnits, type ChecklistCategory, type TimeUnit } from '../../../contract/checklist';
import type { checklistItemEditorMachine, ItemForm } from '../../../machines/checklist/checklist-item-editor.machine';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';

interface ItemFormFieldsProps {
  form: ItemForm;
  categories: readonly ChecklistCategory[];
  itemEditor: ActorRefFrom<typeof checklistItemEditorMachine>;
}

const newCategoryValue = 'new';

const choicesOf = (unit: TimeUnit) => Array.from({ length: timeRanges[unit].max - timeRanges[unit].min + 1 }, (_, index) => timeRanges[unit].min + index);

/**
 * The fields of an item: its task, how long before the wedding (the choices follow the unit)
 * and its category, existing or new. Enter saves, Escape cancels (and discards a new item).
 */
export function ItemFormFields({ form, categories, itemEditor }: ItemFormFieldsProps) {
  const { LL } = useI18nContext();
  const send = itemEditor.send;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      send({ type: 'form.cancel' });
    }
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      send({ type: 'form.save' });
    }
  };
  const categoryValue = form.category.kind === 'existing' ? String(form.category.id) : form.category.kind === 'new' ? newCategoryValue : '';
  const chooseCategory = (value: string) => {
    if (value === newCategoryValue) return send({ type: 'form.category', category: { kind: 'new', name: '' } });
    const category = categories.find((candidate) => String(candidate.id) === value);
    send({ type: 'form.category', category: category ? { kind: 'existing', id: category.id, name: category.name } : { kind: 'none' } });
  };
  return (
    <div className="@container space-y-4" onKeyDown={onKeyDown}>
      <TextField
        label={LL.checklist.form.text()}
        name="text"
        autoFocus
        maxLength={checklistLimits.textMax}
        placeholder={LL.checklist.form.textPlaceholder()}
        value={form.text}
        onChange={(event) => send({ type: 'form.text', text: event.target.value })}
        error={fieldErrorText(LL, form.errors.text, { max: checklistLimits.textMax })}
      />
      <div className="grid grid-cols-2 gap-3 @lg:grid-cols-[7rem_9rem_minmax(0,1fr)]">
        <SelectField
          label={LL.checklist.form.time()}
          name="time"
          value={String(form.time)}
          options={choicesOf(form.unit).map((time) => ({ value: String(time), label: String(time) }))}
          onChange={(event) => send({ type: 'form.time', time: Number(event.target.value) })}
        />
        <SelectField
          label={LL.checklist.form.unit()}
          name="time_unit"
          value={form.unit}
          options={timeUnits.map((unit) => ({ value: unit, label: LL.checklist.form.units[unit]() }))}
          onChange={(event) => send({ type: 'form.unit', unit: event.target.value as TimeUnit })}
        />
        <SelectField
          label={LL.checklist.form.category()}
          name="category"
          className="col-span-2 @lg:col-span-1"
          value={categoryValue}
          options={[
            { value: '', label: LL.checklist.form.noCategory() },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
            { value: newCategoryValue, label: LL.checklist.form.newCategory() },
          ]}
          onChange={(event) => chooseCategory(event.target.value)}
        />
      </div>
      {form.category.kind === 'new' && (
        <TextField
          label={LL.checklist.form.categoryName()}
          name="category_name"
          autoFocus
          maxLength={checklistLimits.categoryMax}
          value={form.category.name}
          onChange={(event) => send({ type: 'form.category', category: { kind: 'new', name: event.target.value } })}
          error={fieldErrorText(LL, form.errors.category_name, { max: checklistLimits.categoryMax })}
        />
      )}
    </div>
  );
}

/** Save and cancel, below the fields inline, or in the modal's footer on phones. */
export function ItemFormButtons({ itemEditor }: { itemEditor: ItemFormFieldsProps['itemEditor'] }) {
  const { LL } = useI18nContext();
  return (
    <>
      <Button variant="ghost" onClick={() => itemEditor.send({ type: 'form.cancel' })}>
        {LL.checklist.form.cancel()}
      </Button>
      <Button onClick={() => itemEditor.send({ type: 'form.save' })}>{LL.checklist.form.save()}</Button>
    </>
  );
}
