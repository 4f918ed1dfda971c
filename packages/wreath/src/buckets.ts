import { wreathCrossings } from './geometry.js';
import type { WreathModel } from './model.js';

/*
 * Buckets for the run beam (issue 29 item 5): a state's bucket is where its special pieces are —
 * the (at most two) stickers whose labels the two crossings want, in Santa the two `C`s. A
 * wreath is finished by bringing those onto the crossings, and a plain beam fills up with
 * near-copies of one good placement of them; capping the states a level keeps per placement
 * keeps the other placements alive, so the beam can still choose between them deep into the
 * search. The run beam's visited set is global (over all levels), so a state passed over for a
 * full bucket is never kept twice either. (Tried on the single-step beam too: at widths 4,000
 * and 16,000 on Santa's 21/21 and 33/33 it made the answers longer at every cap, so it is not
 * used there.)
 */

/**
 * The labels of the special pieces — the ones the two crossings want — or undefined when those
 * labels have more than two stickers in `start` (nothing small to bucket by).
 */
export function specialLabels(
  model: WreathModel,
  start: Uint16Array,
  goal: Uint16Array,
): number[] | undefined {
  const [lower, upper] = wreathCrossings(model.n);
  const wanted = [...new Set([goal[lower] as number, goal[upper] as number])];
  let count = 0;
  for (let p = 0; p < model.size; p++) if (wanted.includes(start[p] as number)) count++;
  return count > 2 ? undefined : wanted;
}

/** A bucket key of two slots, the same whichever sticker is on which. */
export function bucketKey(a: number, b: number, size: number): number {
  return a < b ? a * size + b : b * size + a;
}

/**
 * Per-level counts of the states kept for each placement of the special pieces, for a beam
 * that builds its states before keeping them (the run beam): `admit` reads the placement off a
 * built state and says whether its bucket has room.
 */
export class BucketCounter {
  private readonly counts: Int32Array;
  private readonly labels: Uint8Array;
  constructor(
    private readonly size: number,
    wanted: readonly number[],
    colours: number,
    private readonly cap: number,
  ) {
    this.counts = new Int32Array(size * size);
    this.labels = new Uint8Array(colours);
    for (const c of wanted) this.labels[c] = 1;
  }

  /** Starts a new level. */
  reset(): void {
    this.counts.fill(0);
  }

  /** Whether the state at `states[at ..]` fits its bucket; counted in when it does. */
  admit(states: Uint16Array, at: number): boolean {
    const { size, labels } = this;
    let a = -1;
    let b = -1;
    for (let p = 0; p < size; p++) {
      if (labels[states[at + p] as number] !== 1) continue;
      if (a < 0) a = p;
      else b = p;
    }
    const key = bucketKey(a, b < 0 ? a : b, size);
    if ((this.counts[key] as number) >= this.cap) return false;
    this.counts[key] = (this.counts[key] as number) + 1;
    return true;
  }
}

/** The run beam's bucket counter for `start` → `goal` (undefined: nothing small to bucket by). */
export function bucketCounter(
  model: WreathModel,
  start: Uint16Array,
  goal: Uint16Array,
  cap: number,
): BucketCounter | undefined {
  const labels = cap > 0 ? specialLabels(model, start, goal) : undefined;
  return labels && new BucketCounter(model.size, labels, model.colours, Math.floor(cap));
}
