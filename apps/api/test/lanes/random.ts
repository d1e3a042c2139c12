/**
 * A seeded pseudo-random generator (mulberry32): the lanes print their seed, and `LANE_SEED=<seed>`
 * replays the same choices (which call, which user, when to kill) after a failure.
 */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** An integer in [min, max]. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <Item>(items: readonly Item[]): Item => items[Math.floor(next() * items.length)] as Item,
  };
};

export type Random = ReturnType<typeof seededRandom>;

/** The seed of this run: `LANE_SEED` to replay one, otherwise a new one (printed by the lane). */
export const laneSeed = (): number =>
  process.env.LANE_SEED ? Number(process.env.LANE_SEED) : Math.floor(Math.random() * 2 ** 31);
