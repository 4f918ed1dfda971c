import type { Heuristic } from '@puz/search';

/** The largest of several heuristics: admissible when each is, and at least as strong as any. */
export function maxOf<S>(...heuristics: Heuristic<S>[]): Heuristic<S> {
  if (heuristics.length === 0) throw new RangeError('maxOf needs at least one heuristic');
  return (state) => {
    let best = 0;
    for (const h of heuristics) {
      const v = h(state);
      if (v > best) best = v;
    }
    return best;
  };
}

/** w·h: for weighted searches (inadmissible when w > 1; costs then stay within w × optimal with A*). */
export function weighted<S>(h: Heuristic<S>, w: number): Heuristic<S> {
  if (!(w >= 0) || !Number.isFinite(w))
    throw new RangeError(`weight must be a finite number >= 0, got ${w}`);
  return (state) => w * h(state);
}
