import { wreathRings } from './geometry.js';
import { wreathStickerCount } from './size.js';

/** Options of `wreathMoves`. */
export interface WreathMovesOptions {
  /** Also list each move's inverse under Santa's `-name` (default false). */
  readonly inverses?: boolean;
}

/** The move names in puzzle_info.csv's order. */
export const WREATH_MOVE_NAMES: readonly string[] = ['l', 'r'];

/*
 * Turning a ring one step moves each of its stickers to the previous slot of the ring; in the
 * puz/Santa convention (`new[i] = old[perm[i]]`) the slot ring[t] takes from ring[t + dir].
 */
function ringMove(n: number, ring: readonly number[], dir: 1 | -1): Uint16Array {
  const perm = new Uint16Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  const len = ring.length;
  for (let t = 0; t < len; t++) perm[ring[t] as number] = ring[(t + dir + len) % len] as number;
  return perm;
}

/**
 * The moves of wreath_n/n, generated from the two rings: `l` and `r` each turn their ring one
 * step (order n). Equal to puzzle_info.csv for every wreath type there.
 */
export function wreathMoves(n: number, options: WreathMovesOptions = {}): Map<string, Uint16Array> {
  const size = wreathStickerCount(n);
  const { l, r } = wreathRings(n);
  const moves = new Map<string, Uint16Array>([
    ['l', ringMove(size, l, 1)],
    ['r', ringMove(size, r, 1)],
  ]);
  if (options.inverses) {
    moves.set('-l', ringMove(size, l, -1));
    moves.set('-r', ringMove(size, r, -1));
  }
  return moves;
}
