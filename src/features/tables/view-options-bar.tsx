import { useSelector } from '@xstate/react';
import { Popover } from 'radix-ui';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { paintModes, paintNeedsGuests, tableInformationModes, type LegendEntry } from '../../../machines/tables/view-options';
import type { viewOptionsMachine } from '../../../machines/tables/view-options.machine';
import { Button } from '../../components/button';

export type ViewOptionsRef = ActorRefFrom<typeof viewOptionsMachine>;

const toggleClasses = (pressed: boolean) =>
  [
    'rounded-full px-3 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-brand cursor-pointer',
    pressed ? 'bg-brand text-white ring-brand' : 'bg-white text-stone-800 ring-stone-300 hover:bg-brand-light',
  ].join(' ');

/**
 * The seating plan's option buttons (part 2 §2): view options (a panel with what chairs are
 * painted by and what tables say, and a reset), show names and the statistics panel, as
 * pressed/unpressed toggles. Painting by a guest's details and names need guest information.
 */
export function ViewOptionsBar({ viewOptions }: { viewOptions: ViewOptionsRef }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.view;
  const open = useSelector(viewOptions, (snapshot) => snapshot.matches('open'));
  const options = useSelector(viewOptions, (snapshot) => snapshot.context.options);
  const guestsShown = useSelector(viewOptions, (snapshot) => snapshot.context.guestsShown);
  const modes = paintModes.filter((mode) => guestsShown || !paintNeedsGuests(mode));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover.Root open={open} onOpenChange={(next) => viewOptions.send({ type: next ? 'options.open' : 'options.close' })}>
        <Popover.Trigger className={toggleClasses(open)} aria-expanded={open}>
          {texts.options()}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={8}
            aria-label={texts.options()}
            className="z-30 grid w-72 gap-4 rounded-xl bg-white p-4 shadow-xl ring-1 ring-stone-200"
          >
            <Choices
              legend={texts.paintBy()}
              name="paint-chairs-by"
              choices={modes.map((mode) => ({ value: mode, label: texts.paint[mode]() }))}
              value={options.paintChairsBy}
              onChoose={(mode) => viewOptions.send({ type: 'paint.set', mode })}
            />
            <Choices
              legend={texts.information()}
              name="table-information"
              choices={tableInformationModes.map((mode) => ({ value: mode, label: texts.informationModes[mode]() }))}
              value={options.tableInformation}
              onChoose={(mode) => viewOptions.send({ type: 'information.set', mode })}
            />
            <div className="flex justify-between gap-2">
              <Button variant="ghost" onClick={() => viewOptions.send({ type: 'options.reset' })}>
                {texts.reset()}
              </Button>
              <Popover.Close asChild>
                <Button variant="secondary">{texts.close()}</Button>
              </Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {guestsShown && (
        <button
          type="button"
          aria-pressed={options.guestOverlay !== 'off'}
          className={toggleClasses(options.guestOverlay !== 'off')}
          onClick={() => viewOptions.send({ type: 'names.toggle' })}
        >
          {texts.names()}
        </button>
      )}
      <button
        type="button"
        aria-pressed={options.statsShown}
        className={toggleClasses(options.statsShown)}
        onClick={() => viewOptions.send({ type: 'stats.toggle' })}
      >
        {texts.stats()}
      </button>
    </div>
  );
}

function Choices<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChoose,
}: {
  legend: string;
  name: string;
  choices: Array<{ value: Value; label: string }>;
  value: Value;
  onChoose: (value: Value) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 text-sm font-semibold text-stone-900">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="flex cursor-pointer items-center gap-2 text-sm text-stone-800">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChoose(choice.value)}
            className="accent-brand"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** What the chairs' colours stand for, under the plan. */
export function ChairLegend({ entries }: { entries: readonly LegendEntry[] }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.view;
  const labelOf = (entry: LegendEntry) => {
    switch (entry.kind) {
      case 'taken':
        return texts.taken();
      case 'none':
        return texts.nobody();
      case 'status':
        return LL.guestsExport.statuses[entry.status]();
      default:
        return entry.name;
    }
  };
  return (
    <ul aria-label={texts.legend()} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      {[...entries, null].map((entry) => (
        <li key={entry?.key ?? 'free'} className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-full border border-stone-500" style={{ background: entry?.colour ?? 'white' }} />
          {entry ? labelOf(entry) : texts.free()}
        </li>
      ))}
    </ul>
  );
}
