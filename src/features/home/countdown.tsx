import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { countdownMachine, countdownParts, weddingDayStart, type CountdownParts } from '../../../machines/home/countdown.machine';

/**
 * The wedding's date in long format and the time left, ticking every second (part 2 §2 "Home").
 * The machine reads the clock at each tick and stops once the day has come; leaving the page
 * stops it, and with it its timer.
 */
export function Countdown({ date }: { date: string }) {
  const { LL, locale } = useI18nContext();
  const target = weddingDayStart(date);
  // The clock as the page opens, read once: the machine reads it again at every tick.
  const [openedAt] = useState(() => Date.now());
  const countdown = useActorRef(countdownMachine, { input: { target, now: openedAt } });
  const parts = useSelector(countdown, (snapshot) => countdownParts(snapshot.context), shallowParts);
  const passed = useSelector(countdown, (snapshot) => snapshot.status === 'done');
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(target);
  const units = [
    ['days', LL.home.countdown.days()],
    ['hours', LL.home.countdown.hours()],
    ['minutes', LL.home.countdown.minutes()],
    ['seconds', LL.home.countdown.seconds()],
  ] as const;
  return (
    <section aria-labelledby="countdown-date" className="mb-6 rounded-2xl bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200">
      <p id="countdown-date" className="font-display text-lg font-semibold text-brand-dark first-letter:uppercase">
        <time dateTime={date}>{longDate}</time>
      </p>
      {/* Announced once, not every second: the figures are read on demand. */}
      <dl aria-label={LL.home.countdown.label()} className="mt-4 grid grid-cols-4 gap-2 text-center sm:max-w-md">
        {units.map(([unit, label]) => (
          <div key={unit} className="rounded-xl bg-brand-light px-2 py-3">
            <dt className="text-xs font-medium text-stone-700">{label}</dt>
            <dd className="font-display text-2xl font-semibold text-brand-dark tabular-nums sm:text-3xl" data-testid={`countdown-${unit}`}>
              {parts[unit]}
            </dd>
          </div>
        ))}
      </dl>
      {passed && <p className="mt-3 text-sm text-stone-700">{LL.home.countdown.passed()}</p>}
    </section>
  );
}

const shallowParts = (a: CountdownParts, b: CountdownParts) => a.days === b.days && a.hours === b.hours && a.minutes === b.minutes && a.seconds === b.seconds;
