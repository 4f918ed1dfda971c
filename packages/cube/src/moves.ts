import { compose, identity, type Perm, power } from '@puz/perm';
import { type Face, layerTurn, stickerPositions, type Vec } from './geometry.js';
import type { Move } from './move.js';

/**
 * Move permutations of an n×n×n cube over its 6n² stickers in facelet order (U R F D L B, each
 * row by row). Layer turns are generated from geometry on first use and kept.
 */
export class CubeMoves {
  readonly n: number;
  readonly positions: readonly Vec[];
  private readonly cache = new Map<string, Perm>();

  constructor(n: number, faces?: readonly Face[]) {
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`cube size must be an integer >= 1, got ${n}`);
    this.n = n;
    this.positions = stickerPositions(n, faces);
  }

  get size(): number {
    return this.positions.length;
  }

  /** The permutation of a move (apply it with `apply` from @puz/perm: out[i] = state[p[i]]). */
  perm(move: Move): Perm {
    const key = `${move.face}${move.from}-${move.to}x${move.amount}`;
    let p = this.cache.get(key);
    if (!p) {
      const quarter = layerTurn(this.n, this.positions, move.face, move.from, move.to);
      p = move.amount === 1 ? quarter : power(quarter, move.amount);
      this.cache.set(key, p);
    }
    return p;
  }

  /** The permutation of a whole sequence ("first move first"). */
  permOf(moves: readonly Move[]): Perm {
    let p = identity(this.size);
    for (const m of moves) p = compose(p, this.perm(m));
    return p;
  }
}
