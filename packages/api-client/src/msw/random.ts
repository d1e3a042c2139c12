/** A seeded pseudo-random generator (mulberry32): the mock data are the same on every run. */
export interface Random {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <Item>(items: readonly Item[]) => Item;
  chance: (probability: number) => boolean;
}

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <Item>(items: readonly Item[]): Item => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick needs a non-empty list');
    return item;
  };
  return { next, int, pick, chance: (probability) => next() < probability };
};
