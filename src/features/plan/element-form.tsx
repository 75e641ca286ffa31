import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { planElementTypes, planLimits } from '../../../contract/plan';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { isDropdown, type ElementForm } from '../../../machines/plan/plan-editor-forms';
import { PlusIcon, TrashIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IconButton } from '../../components/icon-button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';
import { useFormKeys } from './form-keys';
import { usePlanScope } from './plan-scope';

/** An element's title and type, and a dropdown's options, edited together. */
export function ElementFormCard({ form }: { form: ElementForm }) {
  const { LL } = useI18nContext();
  const { editor } = usePlanScope();
  const onKeyDown = useFormKeys();
  const askingToErase = useSelector(editor, (snapshot) => snapshot.matches({ ready: { editing: 'confirmingErase' } }));
  const typeOptions = planElementTypes.map((type, index) => ({ value: String(index + 1), label: LL.planExport.types[type]() }));
  return (
    <div className="space-y-4 rounded-xl bg-brand-light/50 p-4 ring-1 ring-brand/20" onKeyDown={onKeyDown}>
      <div className="grid gap-4 @lg:grid-cols-[minmax(0,1fr)_14rem]">
        <TextField
          label={LL.plan.elements.titleLabel()}
          name="element"
          autoFocus
          maxLength={planLimits.titleMax}
          placeholder={LL.plan.elements.titlePlaceholder()}
          value={form.element}
          onChange={(event) => editor.send({ type: 'form.title', title: event.target.value })}
          error={fieldErrorText(LL, form.errors.element, { max: planLimits.titleMax })}
        />
        <SelectField
          label={LL.plan.elements.typeLabel()}
          name="type_id"
          options={typeOptions}
          value={String(form.typeId)}
          onChange={(event) => editor.send({ type: 'form.type', typeId: Number(event.target.value), optionId: temporaryId() })}
        />
      </div>
      {isDropdown(form.typeId) && (
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-700">{LL.plan.elements.options()}</legend>
          {form.options.map((option, index) => (
            <div key={option.id} className="flex items-start gap-2">
              <TextField
                label={LL.plan.elements.optionLabel({ number: index + 1 })}
                name={`option-${index}`}
                className="flex-1 [&>label]:sr-only"
                maxLength={planLimits.optionMax}
                value={option.option}
                onChange={(event) => editor.send({ type: 'option.change', index, option: event.target.value })}
                error={fieldErrorText(LL, form.errors[`options.${index}`], { max: planLimits.optionMax })}
              />
              <IconButton
                label={LL.plan.elements.removeOption({ number: index + 1 })}
                tone="danger"
                className="mt-1"
                onClick={() => editor.send({ type: 'option.remove', index })}
              >
                <TrashIcon />
              </IconButton>
            </div>
          ))}
          {form.errors.options && <p className="text-sm text-red-700">{LL.plan.elements.optionsRequired()}</p>}
          <Button variant="ghost" className="px-3 py-1.5" onClick={() => editor.send({ type: 'option.add', id: temporaryId() })}>
            <PlusIcon />
            {LL.plan.elements.addOption()}
          </Button>
        </fieldset>
      )}
      <div className="flex gap-2">
        <Button onClick={() => editor.send({ type: 'form.save' })}>{LL.plan.form.save()}</Button>
        <Button variant="ghost" onClick={() => editor.send({ type: 'form.cancel' })}>
          {LL.plan.form.cancel()}
        </Button>
      </div>
      <ConfirmDialog
        open={askingToErase}
        onCancel={() => editor.send({ type: 'erase.cancel' })}
        onConfirm={() => editor.send({ type: 'erase.confirm' })}
        title={LL.plan.eraseValue.title()}
        message={LL.plan.eraseValue.body({ name: form.original?.element ?? form.element })}
        confirmLabel={LL.plan.eraseValue.confirm()}
        cancelLabel={LL.plan.eraseValue.cancel()}
        tone="danger"
      />
    </div>
  );
}
