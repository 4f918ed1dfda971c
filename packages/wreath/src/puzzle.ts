import { PermPuzzle } from '@puz/perm';
import { wreathCrossings } from './geometry.js';
import { wreathMoves } from './moves.js';
import { wreathStickerCount, wreathType } from './size.js';

/**
 * The solved labels of wreath_n/n as Santa 2023's puzzles.csv writes them for every wreath:
 * `C` on the two crossings, `A` on the rest of ring l (stickers 1..n−1), `B` on ring r's own
 * stickers (n..2n−3).
 */
export function wreathSolved(n: number): string[] {
  const labels = Array.from({ length: wreathStickerCount(n) }, (_, i): string =>
    i < n ? 'A' : 'B',
  );
  for (const crossing of wreathCrossings(n)) labels[crossing] = 'C';
  return labels;
}

const cache = new Map<number, PermPuzzle>();

/** wreath_n/n as the shared puzzle model: moves `l`, `r` (and `-l`, `-r`), Santa's solved labels. */
export function wreathPuzzle(n: number): PermPuzzle {
  let puzzle = cache.get(n);
  if (!puzzle) {
    puzzle = new PermPuzzle({
      name: wreathType(n),
      moves: wreathMoves(n),
      solved: wreathSolved(n),
    });
    cache.set(n, puzzle);
  }
  return puzzle;
}
