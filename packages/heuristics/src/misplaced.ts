import type { Heuristic } from '@puz/search';

/**
 * The seed's misplaced-stickers heuristic: stickers not in their goal place, divided by the
 * most stickers one move can displace (12 for a 2x2x2 quarter turn), rounded up. Admissible:
 * each move fixes at most that many, and moves come whole.
 */
export function misplacedStickers<T>(
  goal: ArrayLike<T>,
  stickersPerMove: number,
): Heuristic<ArrayLike<T>> {
  if (!(stickersPerMove > 0))
    throw new RangeError(`stickersPerMove must be > 0, got ${stickersPerMove}`);
  const n = goal.length;
  return (state) => {
    if (state.length !== n)
      throw new RangeError(`state has ${state.length} stickers, the goal ${n}`);
    let misplaced = 0;
    for (let i = 0; i < n; i++) if (state[i] !== goal[i]) misplaced++;
    return Math.ceil(misplaced / stickersPerMove);
  };
}
