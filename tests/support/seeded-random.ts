/**
 * A random sequence fixed by its seed (mulberry32): a test that draws from it prints the seed,
 * and the same seed draws the same choices again, so a failure it finds can be replayed.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** A whole number from `min` to `max`, both included. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One of `items` (not empty). */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** The seed a run uses: `envValue` when given (to replay a failure), else a new one. */
export const seedFrom = (envValue: string | undefined) => (envValue ? Number(envValue) : Math.floor(Math.random() * 2 ** 31));
