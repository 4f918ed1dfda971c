/*
 * The exact edge distance of one axis at the optimal search's root (optimal-search.ts), out of the
 * search's module because it runs three times a solve, not per node: the stack keeps the exact
 * distance only as it goes down, so the root's must be walked out of the mod-3 table once.
 */

/** One axis's edge coordinates as the search reads them (its tables and its distance mod 3). */
export interface EdgeWalk {
  /** The distance mod 3 of the axis whose coordinates are tw (the column), fl, sl. */
  residue(tw: number, fl: number, sl: number): number;
  /** Column tw after move m. */
  column(tw: number, m: number): number;
  /** Flip and middle-edge move tables (coordinate · 18 + move). */
  flip: Uint16Array;
  slice: Uint16Array;
  /** The middle-edge coordinate of the solved cube. */
  sliceGoal: number;
}

/** The exact edge distance of an axis, by walking down to the goal: a neighbour whose residue is
 * one less is one move closer (neighbours differ by at most one). */
export function exactDistance(w: EdgeWalk, tw: number, fl: number, sl: number): number {
  let d = 0;
  while (tw !== 0 || fl !== 0 || sl !== w.sliceGoal) {
    const down = (w.residue(tw, fl, sl) + 2) % 3;
    let m = 0;
    for (; m < 18; m++) {
      const t2 = w.column(tw, m);
      const f2 = w.flip[fl * 18 + m] as number;
      const s2 = w.slice[sl * 18 + m] as number;
      if (w.residue(t2, f2, s2) !== down) continue;
      tw = t2;
      fl = f2;
      sl = s2;
      break;
    }
    if (m === 18 || ++d > 30) throw new Error('the edge distance table is damaged (no way down)');
  }
  return d;
}
