import { Popover } from 'radix-ui';
import { FilterButtonFace, filterButtonClasses, type FilterChoicesProps } from './filter-choices';
import { useGuestsScope } from './guests-scope';

/** A filter's choices (part 2 §2), each a checkbox, in a popover under its button. */
export function RadixFilterChoices({ filter, label, options, chosen }: FilterChoicesProps) {
  const { guests } = useGuestsScope();
  return (
    <Popover.Root>
      <Popover.Trigger className={filterButtonClasses(chosen)}>
        <FilterButtonFace label={label} chosen={chosen} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          className="z-30 max-h-80 min-w-52 overflow-y-auto rounded-xl bg-white p-2 shadow-xl ring-1 ring-stone-200"
        >
          <fieldset>
            <legend className="px-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</legend>
            {options.map((option) => (
              <label
                key={String(option.value)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen.includes(option.value)}
                  onChange={() => guests.send({ type: 'filter.toggle', filter, value: option.value })}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
