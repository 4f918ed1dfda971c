/* The run beam's records: built levels, the best answer's end, what a state's turns share. */

/** A built level: its states and how each was reached. */
export interface Level {
  count: number;
  states: Uint16Array;
  mm: Int32Array;
  h1: Int32Array;
  h2: Int32Array;
  lastRing: Uint8Array;
  parentG: Int32Array;
  parentI: Int32Array;
  ring: Uint8Array;
  turn: Int32Array;
}

export function newLevel(count: number, size: number): Level {
  return {
    count: 0,
    states: new Uint16Array(count * size),
    mm: new Int32Array(count),
    h1: new Int32Array(count),
    h2: new Int32Array(count),
    lastRing: new Uint8Array(count),
    parentG: new Int32Array(count),
    parentI: new Int32Array(count),
    ring: new Uint8Array(count),
    turn: new Int32Array(count),
  };
}

/** Move codes (0 l, 1 r, 2 -l, 3 -r) of turning `ring` by `turn` steps of its move. */
export function runMoves(n: number, ring: number, turn: number, out: number[]): void {
  if (turn <= n - turn) for (let k = 0; k < turn; k++) out.push(ring);
  else for (let k = 0; k < n - turn; k++) out.push(ring + 2);
}

/** The best answer: built state (g, i) then `tail` (endgame), or child (g, i, ring, turn). */
export interface BestEnd {
  g: number;
  i: number;
  ring: number;
  turn: number;
  tail: number[];
}

/**
 * What a state's children share when ring R turns: the other ring Q's look-ahead base, the
 * pair counts away from the crossings and the mismatches off ring R.
 */
export interface TurnContext {
  R: number;
  /** Mismatches of the state outside ring R. */
  mismatchesOff: number;
  /** Ring R's slots holding something other than its own label. */
  offOwn: number;
  /** Q's nearest foreign sticker off the crossings. */
  otherForeignDist: number;
  /** The best next run of Q among those that read no crossing of the child. */
  lookAheadBase: number;
  /** Pairs of foreign stickers on Q off the crossings, and on R. */
  otherPairs: number;
  ownPairs: number;
  /** Q's stickers that the two crossing-reading turns of Q would bring onto its crossings. */
  beyondHead: number;
  beforeStart: number;
}
