/**
 * A state of a permutation puzzle: one small integer per position, each the code of a label
 * (colour, sticker name). Start and goal share one code book (see `encodeLabels`).
 */
export type LabelState = Uint16Array | Uint32Array;

/** States coded against one shared code book; `labels[c]` is the label of code c. */
export interface EncodedLabels {
  states: LabelState[];
  labels: string[];
}

/**
 * Codes label lists as integers, one code per distinct label across all of them (first seen,
 * first coded), so `state[i] === goal[i]` compares labels without strings in a hot loop.
 */
export function encodeLabels(...lists: readonly (readonly string[])[]): EncodedLabels {
  const codes = new Map<string, number>();
  const labels: string[] = [];
  const width = lists.reduce((sum, xs) => sum + xs.length, 0);
  const states = lists.map((xs) => {
    const out = width <= 0x10000 ? new Uint16Array(xs.length) : new Uint32Array(xs.length);
    for (let i = 0; i < xs.length; i++) {
      const label = xs[i] as string;
      let code = codes.get(label);
      if (code === undefined) {
        code = labels.length;
        codes.set(label, code);
        labels.push(label);
      }
      out[i] = code;
    }
    return out;
  });
  return { states, labels };
}

/** The labels of a coded state (the inverse of `encodeLabels`). */
export function decodeLabels(state: ArrayLike<number>, labels: readonly string[]): string[] {
  return Array.from(state as ArrayLike<number>, (c) => labels[c] as string);
}

/** Positions where `state` and `goal` differ (both coded, or both plain lists of labels). */
export function mismatches<T>(state: ArrayLike<T>, goal: ArrayLike<T>): number {
  let count = 0;
  for (let i = 0; i < state.length; i++) if (state[i] !== goal[i]) count++;
  return count;
}

/** Santa's rule: a state is solved when it differs from the goal in at most `wildcards` places. */
export function isSolvedWithin<T>(state: ArrayLike<T>, goal: ArrayLike<T>, wildcards = 0): boolean {
  let left = wildcards;
  for (let i = 0; i < state.length; i++) if (state[i] !== goal[i] && --left < 0) return false;
  return true;
}

/** The multiset of labels of two lists agree (a start that can reach its goal needs this). */
export function sameLabels(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const count = new Map<string, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  for (const x of b) {
    const c = count.get(x);
    if (!c) return false;
    count.set(x, c - 1);
  }
  return true;
}
