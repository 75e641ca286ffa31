import { assign, fromCallback, setup, type EventObject } from 'xstate';

/**
 * The countdown to the wedding (part 2 §2 "Home"): days, hours, minutes and seconds left, read
 * from the clock at every tick rather than counted down tick by tick, so a tab that slept (its
 * timers held back for minutes) shows the right time at its next tick. Ticks come as each
 * second of the countdown begins. Once the moment has come it shows zeros and stops: `passed`
 * holds no timer, and neither does a stopped machine (the page left).
 */

export interface CountdownInput {
  /** When the wedding day begins (ms since the epoch, in the person's time zone). */
  target: number;
  /** The clock as the countdown starts. */
  now: number;
}

export type CountdownContext = CountdownInput;

export type CountdownEvent = { type: 'clock.tick'; now: number };

/** Sends `clock.tick` with the time read as each second left begins; stopped, it leaves no timer. */
export const secondsClock = fromCallback<EventObject, { target: number }>(({ sendBack, input }) => {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    const left = input.target - Date.now();
    timer = setTimeout(
      () => {
        // The next tick first: the one sent may end the countdown, whose cleanup must find it to clear it.
        schedule();
        sendBack({ type: 'clock.tick', now: Date.now() } satisfies CountdownEvent);
      },
      left % 1000 || 1000,
    );
  };
  schedule();
  return () => clearTimeout(timer);
});

export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
  },
  actors: { clock: secondsClock },
  guards: {
    hasPassed: ({ context }) => context.now >= context.target,
  },
  actions: {
    readClock: assign((_, { now }: { now: number }) => ({ now })),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => input,
  initial: 'counting',
  states: {
    counting: {
      always: { guard: 'hasPassed', target: 'passed' },
      invoke: { id: 'clock', src: 'clock', input: ({ context }) => ({ target: context.target }) },
      on: { 'clock.tick': { actions: { type: 'readClock', params: ({ event }) => ({ now: event.now }) } } },
    },
    passed: { type: 'final' },
  },
});

export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** What is left, two digits each (days may need more); zeros once the moment has come. */
export function countdownParts({ target, now }: CountdownContext): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return {
    days: twoDigits(Math.floor(left / 86_400)),
    hours: twoDigits(Math.floor(left / 3600) % 24),
    minutes: twoDigits(Math.floor(left / 60) % 60),
    seconds: twoDigits(left % 60),
  };
}

/** When a wedding day (yyyy-MM-dd) begins, in the person's own time zone. */
export function weddingDayStart(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).getTime();
}
