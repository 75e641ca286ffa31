import { useI18nContext } from '../../../i18n/i18n-react';
import { planLimits } from '../../../contract/plan';
import type { SectionForm } from '../../../machines/plan/plan-editor-forms';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';
import { useFormKeys } from './form-keys';
import { usePlanScope } from './plan-scope';

/** A new section's title, or a section being renamed; Enter saves, Escape cancels. */
export function SectionFormCard({ form }: { form: SectionForm }) {
  const { LL } = useI18nContext();
  const { editor } = usePlanScope();
  const onKeyDown = useFormKeys();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" onKeyDown={onKeyDown}>
      <TextField
        label={LL.plan.sections.titleLabel()}
        name="section"
        className="flex-1"
        autoFocus
        maxLength={planLimits.titleMax}
        placeholder={LL.plan.sections.titlePlaceholder()}
        value={form.section}
        onChange={(event) => editor.send({ type: 'form.title', title: event.target.value })}
        error={fieldErrorText(LL, form.errors.section, { max: planLimits.titleMax })}
      />
      <div className="flex gap-2 sm:pt-7">
        <Button onClick={() => editor.send({ type: 'form.save' })}>{LL.plan.form.save()}</Button>
        <Button variant="ghost" onClick={() => editor.send({ type: 'form.cancel' })}>
          {LL.plan.form.cancel()}
        </Button>
      </div>
    </div>
  );
}
