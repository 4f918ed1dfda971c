import type { Heuristic } from '@puz/search';

/**
 * The seed's misplaced-stickers heuristic: stickers not in their goal place, divided by the
 * most stickers one move can displace (12 for a 2x2x2 quarter turn). Admissible: each move
 * fixes at most that many. Rounded up by default (moves come whole, so that is as admissible and
 * stronger); `roundUp: false` gives the seed's plain quotient.
 */
export function misplacedStickers<T>(
  goal: ArrayLike<T>,
  stickersPerMove: number,
  options: { roundUp?: boolean } = {},
): Heuristic<ArrayLike<T>> {
  if (!(stickersPerMove > 0))
    throw new RangeError(`stickersPerMove must be > 0, got ${stickersPerMove}`);
  const roundUp = options.roundUp ?? true;
  const n = goal.length;
  return (state) => {
    if (state.length !== n)
      throw new RangeError(`state has ${state.length} stickers, the goal ${n}`);
    let misplaced = 0;
    for (let i = 0; i < n; i++) if (state[i] !== goal[i]) misplaced++;
    return roundUp ? Math.ceil(misplaced / stickersPerMove) : misplaced / stickersPerMove;
  };
}
