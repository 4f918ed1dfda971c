import { applyInto, type Perm } from '@puz/perm';
import { wreathMoves } from './moves.js';

/*
 * The solver's view of one wreath: sticker labels coded as small integers, the four moves
 * (l, r, -l, -r) as @puz/perm permutations, and each move's ring as (slot, source) pairs so a child's
 * score and hash can be computed from the n slots the move touches.
 */

/** Move codes: 0 l, 1 r, 2 -l, 3 -r; `INVERSE[m]` undoes m. */
export const MOVE_NAMES = ['l', 'r', '-l', '-r'] as const;
export const INVERSE = [2, 3, 0, 1] as const;

export interface WreathModel {
  readonly n: number;
  /** Stickers: 2n − 2. */
  readonly size: number;
  /** Distinct labels. */
  readonly colours: number;
  readonly perms: readonly Perm[];
  /** For move m: the slots it changes, and where each takes its sticker from. */
  readonly slots: readonly Int32Array[];
  readonly sources: readonly Int32Array[];
  /** The longest useful run of move m: ⌊n/2⌋ for l and r, ⌊(n−1)/2⌋ for -l and -r. */
  readonly maxRun: readonly number[];
}

export function wreathModel(n: number, colours: number): WreathModel {
  const map = wreathMoves(n, { inverses: true });
  const perms: Perm[] = MOVE_NAMES.map((name) => map.get(name) as Uint16Array);
  const slots: Int32Array[] = [];
  const sources: Int32Array[] = [];
  for (const p of perms) {
    const s: number[] = [];
    for (let i = 0; i < p.length; i++) if (p[i] !== i) s.push(i);
    slots.push(Int32Array.from(s));
    sources.push(Int32Array.from(s, (i) => p[i] as number));
  }
  const half = Math.floor(n / 2);
  const maxRun = [half, half, Math.floor((n - 1) / 2), Math.floor((n - 1) / 2)];
  return { n, size: 2 * n - 2, colours, perms, slots, sources, maxRun };
}

/** Replays move codes from `start`; the final state. */
export function replay(
  model: WreathModel,
  start: Uint16Array,
  moves: ArrayLike<number>,
): Uint16Array {
  let cur = Uint16Array.from(start);
  let next = new Uint16Array(cur.length);
  for (let k = 0; k < moves.length; k++) {
    applyInto(next, model.perms[moves[k] as number] as Perm, cur);
    [cur, next] = [next, cur];
  }
  return cur;
}
