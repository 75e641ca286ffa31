import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestColors } from '../../../contract/guests';
import { ideaLimits } from '../../../contract/ideas';
import type { IdeaForm, ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import { colorOfHex, hexOf } from '../../../machines/ideas/idea-rows';
import { MinusIcon, PlusIcon } from '../../components/action-icons';
import { IconButton } from '../../components/icon-button';

/**
 * A palette of 1 to 20 colours (§5, §9): each one a colour picker, a quick choice among the
 * catalogue's colours, and a way to take one out.
 */
export function ColorsField({ form, editor }: { form: IdeaForm; editor: ActorRefFrom<typeof ideaEditorMachine> }) {
  const { LL } = useI18nContext();
  const full = form.colors.length >= ideaLimits.colorsMax;
  const code = form.errors.colors?.[0];
  return (
    <fieldset aria-describedby="idea-colors-count">
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">{LL.ideas.form.colors()}</legend>
      <ul className="flex flex-wrap gap-2">
        {form.colors.map((color, index) => (
          <li key={index} className="flex items-center gap-1 rounded-lg p-1 ring-1 ring-stone-200">
            <input
              type="color"
              aria-label={LL.ideas.form.color({ index: index + 1 })}
              value={hexOf(color)}
              onChange={(event) => editor.send({ type: 'form.color.set', index, color: colorOfHex(event.target.value) })}
              className="size-9 cursor-pointer rounded border-0 bg-transparent p-0"
            />
            <IconButton label={LL.ideas.form.removeColor({ index: index + 1 })} onClick={() => editor.send({ type: 'form.color.remove', index })}>
              <MinusIcon />
            </IconButton>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        {guestColors.map((color) => (
          <button
            key={color.key}
            type="button"
            disabled={full}
            aria-label={`${LL.ideas.form.addColor()}: ${LL.guests.colors[color.key]()}`}
            title={LL.guests.colors[color.key]()}
            onClick={() => editor.send({ type: 'form.color.add', color: { r: color.color_r, g: color.color_g, b: color.color_b } })}
            className="size-7 cursor-pointer rounded-full ring-1 ring-stone-300 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40"
            style={{ backgroundColor: hexOf({ r: color.color_r, g: color.color_g, b: color.color_b }) }}
          />
        ))}
        <IconButton label={LL.ideas.form.addColor()} disabled={full} onClick={() => editor.send({ type: 'form.color.add', color: { r: 255, g: 255, b: 255 } })}>
          <PlusIcon />
        </IconButton>
      </div>
      <p id="idea-colors-count" className={`mt-1.5 text-sm ${code ? 'text-red-700' : 'text-caption'}`}>
        {code ? LL.ideas.form.errors.requiredColors() : LL.ideas.form.colorCount({ count: form.colors.length, max: ideaLimits.colorsMax })}
      </p>
    </fieldset>
  );
}
