/*
 * Lower bounds for visiting every remaining goal (seed 004, the Pacman "eat all dots" search).
 * Goals are numbered 0..k-1; `between` is the k×k matrix of shortest distances between them
 * (row-major), and `fromHere[i]` the distance from the current position to goal i.
 */

/** Cost of a minimum spanning tree over the remaining goals (Prim, O(r²), no allocation beyond r). */
export function mstCost(
  remaining: ArrayLike<number>,
  between: ArrayLike<number>,
  k: number,
): number {
  const r = remaining.length;
  if (r <= 1) return 0;
  const best = new Float64Array(r).fill(Number.POSITIVE_INFINITY);
  const inTree = new Uint8Array(r);
  best[0] = 0;
  let total = 0;
  for (let step = 0; step < r; step++) {
    let pick = -1;
    for (let j = 0; j < r; j++)
      if (!inTree[j] && (pick < 0 || (best[j] as number) < (best[pick] as number))) pick = j;
    inTree[pick] = 1;
    total += best[pick] as number;
    const row = (remaining[pick] as number) * k;
    for (let j = 0; j < r; j++) {
      if (inTree[j]) continue;
      const d = between[row + (remaining[j] as number)] as number;
      if (d < (best[j] as number)) best[j] = d;
    }
  }
  return total;
}

/**
 * MST of the remaining goals + the distance to the nearest one. Admissible: any walk that visits
 * them all first reaches one of them and then spans them all.
 */
export function mstBound(
  remaining: ArrayLike<number>,
  fromHere: ArrayLike<number>,
  between: ArrayLike<number>,
  k: number,
  mst = mstCost(remaining, between, k),
): number {
  if (remaining.length === 0) return 0;
  let nearest = Number.POSITIVE_INFINITY;
  for (let j = 0; j < remaining.length; j++) nearest = Math.min(nearest, fromHere[j] as number);
  return nearest + mst;
}

/**
 * The farthest pair (a, b) of remaining goals: dist(a, b) + the distance to the nearer of the
 * two. Admissible: a walk through both covers a-b after reaching one of them.
 */
export function farthestPairBound(
  remaining: ArrayLike<number>,
  fromHere: ArrayLike<number>,
  between: ArrayLike<number>,
  k: number,
): number {
  const r = remaining.length;
  if (r === 0) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (let j = 0; j < r; j++) best = Math.min(best, fromHere[j] as number);
  for (let i = 0; i < r; i++) {
    const row = (remaining[i] as number) * k;
    for (let j = i + 1; j < r; j++) {
      const d = between[row + (remaining[j] as number)] as number;
      const bound = d + Math.min(fromHere[i] as number, fromHere[j] as number);
      if (bound > best) best = bound;
    }
  }
  return best;
}

/** The seed's final heuristic: the larger of the two bounds above. */
export function multiGoalBound(
  remaining: ArrayLike<number>,
  fromHere: ArrayLike<number>,
  between: ArrayLike<number>,
  k: number,
  mst?: number,
): number {
  return Math.max(
    mstBound(remaining, fromHere, between, k, mst),
    farthestPairBound(remaining, fromHere, between, k),
  );
}
