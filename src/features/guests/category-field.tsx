import { useSelector } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestColors, guestLimits } from '../../../contract/guests';
import { TrashIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { focusIsLost } from '../../components/focus-return';
import { IconButton } from '../../components/icon-button';
import { SelectField } from '../../components/select-field';
import { useTranslateMessage } from '../../lib/i18n';
import { rgb } from './guest-labels';
import { useGuestsScope } from './guests-scope';

const noneValue = '';

/**
 * A guest's category: none or one of the wedding's; a new one (name and a colour of the
 * catalogue) is drafted and created from here and chosen at once, or kept as typed with the
 * server's reason if refused (the draft is the guests machine's); the chosen one can be
 * deleted, after a confirmation, by who may delete.
 */
export function CategoryField({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { LL } = useI18nContext();
  const { guests, categories, can } = useGuestsScope();
  const translate = useTranslateMessage();
  const creating = useSelector(guests, (snapshot) => snapshot.matches({ ready: { categories: 'creating' } }));
  const draft = useSelector(guests, (snapshot) => snapshot.context.categoryDraft);
  const refusal = useSelector(guests, (snapshot) => snapshot.context.categoryError);
  const chosen = categories.find((category) => category.id === value) ?? null;
  const color = guestColors.find((entry) => entry.id === draft?.colorId) ?? guestColors[0];
  const create = () => guests.send({ type: 'category.create' });
  const field = useRef<HTMLDivElement>(null);
  useFocusAfterDraft(draft !== null, creating, field);
  return (
    <div ref={field} className="flex flex-col gap-2">
      <div className="flex items-end gap-1">
        <SelectField
          className="min-w-0 flex-1"
          label={LL.guestsExport.columns.category()}
          name="category_id"
          value={chosen ? String(chosen.id) : noneValue}
          options={[
            { value: noneValue, label: LL.guests.noCategory() },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
          onChange={(event) => onChange(event.target.value === noneValue ? null : Number(event.target.value))}
        />
        {can.delete && chosen && draft === null && (
          <IconButton
            label={LL.guests.form.deleteCategory({ name: chosen.name })}
            tone="danger"
            onClick={() => guests.send({ type: 'category.delete', category: chosen })}
          >
            <TrashIcon />
          </IconButton>
        )}
      </div>
      {draft === null ? (
        <Button variant="ghost" data-new-category className="self-start !px-2 !py-1" onClick={() => guests.send({ type: 'category.draft' })}>
          {LL.guests.form.newCategory()}
        </Button>
      ) : (
        <fieldset className="flex flex-col gap-2 rounded-lg bg-stone-50 p-2 ring-1 ring-stone-200">
          <legend className="sr-only">{LL.guests.form.newCategory()}</legend>
          <input
            // Opened by "New category" (which it replaces), the name is what comes next.
            autoFocus
            aria-label={LL.guests.form.categoryName()}
            placeholder={LL.guests.form.categoryName()}
            maxLength={guestLimits.categoryNameMax}
            value={draft.name}
            disabled={creating}
            aria-invalid={refusal !== null || undefined}
            aria-describedby={refusal ? 'category-refusal' : undefined}
            onChange={(event) => guests.send({ type: 'category.draftChange', name: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                create();
              }
            }}
            className="rounded-md border border-stone-300 px-2 py-1.5 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
          />
          <div role="radiogroup" aria-label={LL.guests.form.categoryColor()} className="flex flex-wrap gap-1.5">
            {guestColors.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="radio"
                aria-checked={entry.id === color.id}
                aria-label={LL.guests.colors[entry.key]()}
                disabled={creating}
                onClick={() => guests.send({ type: 'category.draftChange', colorId: entry.id })}
                className={`size-6 cursor-pointer rounded-full ring-offset-1 focus-visible:outline-2 focus-visible:outline-brand ${entry.id === color.id ? 'ring-2 ring-brand-dark' : 'ring-1 ring-black/10'}`}
                style={{ background: rgb(entry) }}
              />
            ))}
          </div>
          {refusal && (
            <p id="category-refusal" role="alert" className="text-sm text-red-700">
              {translate({ key: refusal })}
            </p>
          )}
          <div className="flex gap-2">
            <Button className="!px-3 !py-1.5" busy={creating} disabled={!draft.name.trim()} onClick={create}>
              {LL.guests.form.createCategory()}
            </Button>
            <Button variant="ghost" className="!px-3 !py-1.5" disabled={creating} onClick={() => guests.send({ type: 'category.cancelDraft' })}>
              {LL.guests.form.cancel()}
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}

/**
 * Where the focus goes when the draft's controls go or are disabled under it: a category created
 * is chosen in the select, which takes the focus; a refused one leaves its name to correct; a
 * draft cancelled gives the focus back to "New category". Only when the focus was lost with them
 * (a person who clicked elsewhere keeps it there).
 */
function useFocusAfterDraft(drafting: boolean, creating: boolean, field: RefObject<HTMLDivElement | null>) {
  const was = useRef({ drafting, creating });
  useEffect(() => {
    const before = was.current;
    was.current = { drafting, creating };
    if (creating || !focusIsLost()) return;
    const next = before.creating ? (drafting ? 'input' : 'select') : before.drafting && !drafting ? '[data-new-category]' : null;
    if (next) field.current?.querySelector<HTMLElement>(next)?.focus();
  }, [drafting, creating, field]);
}
