import { InvalidStateError } from '../errors.js';

/*
 * Matching pieces by their labels. A piece is a list of sticker indices in a fixed cyclic order;
 * an assignment says, for each slot s of the target, which piece c of the initial state goes
 * there and turned by k: sticker j of slot s receives sticker (k + j) mod L of piece c. Labels
 * must agree sticker by sticker, so colour schemes, patterns and distinct labels are all one case.
 */

export interface Assignment {
  /** piece[s]: the initial-state piece that goes to slot s. */
  piece: Int8Array;
  /** turn[s]: k as above. */
  turn: Int8Array;
}

/** Every assignment of `pieces` (as slots of `target`) to pieces of `initial`; at most `limit`. */
export function assignments(
  initial: readonly string[],
  target: readonly string[],
  pieces: readonly (readonly number[])[],
  limit = 10_000,
): Assignment[] {
  const count = pieces.length;
  const out: Assignment[] = [];
  const piece = new Int8Array(count);
  const turn = new Int8Array(count);
  const used = new Uint8Array(count);
  const fits = (s: number, c: number, k: number) => {
    const slot = pieces[s] as readonly number[];
    const from = pieces[c] as readonly number[];
    const len = slot.length;
    for (let j = 0; j < len; j++)
      if (initial[from[(k + j) % len] as number] !== target[slot[j] as number]) return false;
    return true;
  };
  const go = (s: number): void => {
    if (out.length >= limit) return;
    if (s === count) {
      out.push({ piece: piece.slice(), turn: turn.slice() });
      return;
    }
    const len = (pieces[s] as readonly number[]).length;
    for (let c = 0; c < count; c++) {
      if (used[c]) continue;
      for (let k = 0; k < len; k++) {
        if (!fits(s, c, k)) continue;
        used[c] = 1;
        piece[s] = c;
        turn[s] = k;
        go(s + 1);
        used[c] = 0;
      }
    }
  };
  go(0);
  return out;
}

/** Throws unless both states have the same length and the same multiset of labels. */
export function checkLabels(
  initial: readonly string[],
  target: readonly string[],
  size: number,
  what: string,
): void {
  if (initial.length !== size || target.length !== size)
    throw new InvalidStateError(
      'length',
      `${what} has ${size} stickers; got ${initial.length} and ${target.length}`,
    );
  const counts = new Map<string, number>();
  for (const l of initial) counts.set(l, (counts.get(l) ?? 0) + 1);
  for (const l of target) counts.set(l, (counts.get(l) ?? 0) - 1);
  const bad = [...counts].filter(([, v]) => v !== 0).map(([k]) => k);
  if (bad.length > 0)
    throw new InvalidStateError(
      'colours',
      `the initial and solution states use different labels: ${bad.slice(0, 5).join(', ')} differ in count`,
    );
}
