/*
 * The one move-cancellation core of the repository, on integer moves (typed arrays, no strings):
 * `PermPuzzle.simplify` (any puzzle, moves by name) and the NxNxN solver's token sequences
 * (@puz/cube nxn, in its insertion loops) both call it. A move is a base b raised to an exponent
 * taken mod orders[b]. Neighbouring moves whose bases commute gather into a run; a base's
 * exponents add up inside its run, and a run that cancels out entirely is dropped, which reopens
 * the run before it, so nested inverses (`a b -b -a`) vanish in one pass. Each run comes out
 * with its bases in increasing order, so equal runs always read the same.
 */

/** Runs after cancellation: entries runStart[r] .. runStart[r + 1] of base/exponent, nonzero. */
export interface CancelledRuns {
  readonly base: Int32Array;
  readonly exponent: Int32Array;
  readonly runStart: Int32Array;
}

/**
 * Cancels `base[k]^exponent[k]` (k = 0 .. length − 1) over commuting runs. `commute(a, b)` says
 * whether bases a ≠ b commute; it is asked only about bases of neighbouring moves.
 */
export function cancelRuns(
  base: ArrayLike<number>,
  exponent: ArrayLike<number>,
  orders: ArrayLike<number>,
  commute: (a: number, b: number) => boolean,
): CancelledRuns {
  const len = base.length;
  // A stack of runs, each a contiguous block of (base, exponent) entries; a zero exponent stays
  // in its run (its base still sits between the others) until the run is emitted.
  const eb = new Int32Array(len);
  const ee = new Int32Array(len);
  const starts = new Int32Array(len + 1);
  let runs = 0;
  let top = 0; // entries in use
  // Nonzero entries of the top run; a run whose count falls to 0 is dropped at once, so every
  // run on the stack holds a nonzero entry.
  let live = 0;
  for (let k = 0; k < len; k++) {
    const b = base[k] as number;
    const order = orders[b] as number;
    const e = (((exponent[k] as number) % order) + order) % order;
    let joins = runs > 0;
    let at = -1;
    if (joins) {
      for (let i = starts[runs - 1] as number; i < top; i++) {
        const o = eb[i] as number;
        if (o === b) at = i;
        else if ((ee[i] as number) !== 0 && !commute(o, b)) {
          joins = false;
          break;
        }
      }
    }
    if (joins) {
      if (at < 0) {
        if (e === 0) continue;
        eb[top] = b;
        ee[top++] = e;
        live++;
        continue;
      }
      const was = ee[at] as number;
      const now = (was + e) % order;
      ee[at] = now;
      if (was === 0 && now !== 0) live++;
      else if (was !== 0 && now === 0 && --live === 0) {
        // The run cancelled out: drop it and reopen the one before.
        top = starts[--runs] as number;
        live = 0;
        if (runs > 0)
          for (let i = starts[runs - 1] as number; i < top; i++) if (ee[i] !== 0) live++;
      }
    } else if (e !== 0) {
      starts[runs++] = top;
      eb[top] = b;
      ee[top++] = e;
      live = 1;
    }
  }
  starts[runs] = top;
  // Emit: per run, nonzero entries by increasing base.
  const outBase = new Int32Array(top);
  const outExp = new Int32Array(top);
  const runStart = new Int32Array(runs + 1);
  let w = 0;
  for (let r = 0; r < runs; r++) {
    runStart[r] = w;
    const from = w;
    for (let i = starts[r] as number; i < (starts[r + 1] as number); i++) {
      const e = ee[i] as number;
      if (e === 0) continue;
      // Insertion sort by base: runs hold a few moves.
      const b = eb[i] as number;
      let j = w++;
      while (j > from && (outBase[j - 1] as number) > b) {
        outBase[j] = outBase[j - 1] as number;
        outExp[j] = outExp[j - 1] as number;
        j--;
      }
      outBase[j] = b;
      outExp[j] = e;
    }
  }
  runStart[runs] = w;
  return { base: outBase.subarray(0, w), exponent: outExp.subarray(0, w), runStart };
}
