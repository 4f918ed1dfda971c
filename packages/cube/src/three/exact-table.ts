import { type TableProgress, tableReporter } from '@puz/perm';
import { N_TWIST } from './coords.js';
import type { SymCoord } from './symcoords.js';

/*
 * Exact distance tables over (symmetry class of an edge coordinate) × twist, four bits an entry
 * (15 while unseen), built by BFS from the goal. The optimal search reads its own bounds at two
 * bits (the distance mod 3, mod3-table.ts, derived from this table in one pass) and the inverse's
 * at four: a child's inverse is not a neighbour of its parent's, so only the whole distance serves
 * there (inverse-track.ts).
 *
 * Entry (class, twist) is in 16-bit word class · 547 + ⌊twist / 4⌋, bits 4 · (twist mod 4): each
 * class's 2,187 twists padded to 2,188, so rows are whole words and, for the huge table's 1.5
 * million classes, every word offset stays below 2^30 (a small integer to V8; a byte offset would
 * pass it and the hot loops would fall back to floating point).
 */

export interface ClassTwistSpace {
  /** Classes of the raw edge coordinate under the 16 U-D symmetries. */
  sym: SymCoord;
  hiMove: Uint16Array;
  loMove: Uint16Array;
  loRadix: number;
  /** The raw edge coordinate of the solved cube (its twist is 0). */
  goal: number;
  twistMove: Uint16Array;
  twistConj: Uint16Array;
}

/** 16-bit words per class row: 2,187 twists at four a word, padded to 2,188. */
export const ROW_WORDS = 547;
const UNSEEN = 15;

/** The distance of (class, twist) (15: unseen). */
export const exactAt = (table: Uint16Array, cls: number, t: number): number =>
  ((table[cls * ROW_WORDS + (t >> 2)] as number) >> ((t & 3) << 2)) & 15;

/** Sets the unseen entry at word `at`, twist t, to d (its four bits go from 1111 to d). */
function setUnseen(table: Uint16Array, at: number, t: number, d: number): void {
  table[at] = (table[at] as number) & ~((UNSEEN ^ d) << ((t & 3) << 2));
}

// The hot loops, as small top-level functions over typed arrays (see phase1-table.ts). Both walk a
// row a 16-bit word (four entries) at a time and skip a word at once when none of its entries is
// the kind they look for: most words, in the layers that scan every row (a third of the build).

/** Whether some nibble of the 16-bit word x is 0 (exact as a yes/no; which one, not). */
const zeroNibble = (x: number): boolean => ((x - 0x1111) & ~x & 0x8888) !== 0;

/**
 * TWIST_TO[(m · 16 + s) · 2,187 + t]: twist t after move m, conjugated by symmetry s — one read
 * where it was two (the twist move table, then the conjugation table).
 */
function twistTo(TW: Uint16Array, TWC: Uint16Array): Uint16Array {
  const out = new Uint16Array(18 * 16 * N_TWIST);
  for (let m = 0; m < 18; m++)
    for (let s = 0; s < 16; s++)
      for (let t = 0; t < N_TWIST; t++)
        out[(m * 16 + s) * N_TWIST + t] = TWC[(TW[t * 18 + m] as number) * 16 + s] as number;
  return out;
}

/** Backwards: every unseen twist of a row with a neighbour in layer d joins layer d + 1. */
function backRow(
  table: Uint16Array,
  row: number,
  d: number,
  targetRow: Int32Array,
  targetTwist: Int32Array,
  TT: Uint16Array,
): number {
  let added = 0;
  for (let w = 0; w < ROW_WORDS; w++) {
    const word = table[row + w] as number;
    if (!zeroNibble(~word & 0xffff)) continue;
    for (let k = 0; k < 4; k++) {
      if (((word >> (k << 2)) & 15) !== UNSEEN) continue;
      const t = (w << 2) | k;
      if (t >= N_TWIST) break; // the padding nibble
      for (let m = 0; m < 18; m++) {
        const t2 = TT[(targetTwist[m] as number) + t] as number;
        const v = table[(targetRow[m] as number) + (t2 >> 2)] as number;
        if (((v >> ((t2 & 3) << 2)) & 15) === d) {
          setUnseen(table, row + w, t, d + 1);
          added++;
          break;
        }
      }
    }
  }
  return added;
}

/** The layer-d twists of the row being expanded (forwardRow's scratch: a row has 2,187 at most). */
const LAYER_TWISTS = new Int32Array(N_TWIST);

/**
 * Forwards: the unseen neighbours of a row's layer-d twists join layer d + 1, and their rows are
 * marked `fresh`. The row's layer-d twists are listed first, then expanded move by move: each
 * move's twist map (4 KB) and target row (1 KB) stay in the nearest cache for the whole list,
 * where twist by twist the 18 moves' maps and rows (100 KB) did not.
 */
function forwardRow(
  table: Uint16Array,
  row: number,
  d: number,
  targetRow: Int32Array,
  targetTwist: Int32Array,
  targetStab: Int32Array,
  targetCls: Int32Array,
  fresh: Uint8Array,
  TT: Uint16Array,
  TWC: Uint16Array,
): number {
  const pattern = d * 0x1111;
  let n = 0;
  for (let w = 0; w < ROW_WORDS; w++) {
    const word = table[row + w] as number;
    if (!zeroNibble(word ^ pattern)) continue;
    // (The padding nibble is UNSEEN, never d.)
    for (let k = 0; k < 4; k++)
      if (((word >> (k << 2)) & 15) === d) LAYER_TWISTS[n++] = (w << 2) | k;
  }
  let added = 0;
  for (let m = 0; m < 18; m++) {
    const tt = targetTwist[m] as number;
    const base = targetRow[m] as number;
    // A symmetric class: the stabiliser's conjugates of the twist are the same position.
    const mask = targetStab[m] as number;
    const before = added;
    for (let i = 0; i < n; i++) {
      const t2 = TT[tt + (LAYER_TWISTS[i] as number)] as number;
      if ((((table[base + (t2 >> 2)] as number) >> ((t2 & 3) << 2)) & 15) !== UNSEEN) continue;
      setUnseen(table, base + (t2 >> 2), t2, d + 1);
      added++;
      if (mask === 1) continue;
      for (let s = 1; s < 16; s++) {
        if (!((mask >> s) & 1)) continue;
        const t3 = TWC[t2 * 16 + s] as number;
        if ((((table[base + (t3 >> 2)] as number) >> ((t3 & 3) << 2)) & 15) === UNSEEN) {
          setUnseen(table, base + (t3 >> 2), t3, d + 1);
          added++;
        }
      }
    }
    if (added > before) fresh[targetCls[m] as number] = 1;
  }
  return added;
}

/** How far a build has got: the layer being filled, and entries known out of all. */
export type ExactProgress = (depth: number, done: number, total: number) => void;

/** A build's layer reports as the shared `TableProgress` of `table` (undefined without a listener). */
export function exactReporter(
  table: string,
  onBuild: ((progress: TableProgress) => void) | undefined,
): ExactProgress | undefined {
  if (!onBuild) return undefined;
  const report = tableReporter(table, onBuild);
  return (depth, done, total) => report(done / total, done, depth);
}

/**
 * The table by BFS from the goal (the goal's class, twist 0: the solved cube), layer by layer:
 * forwards while the known part is small (only rows given entries in the last layer: the first
 * layers touch a few rows of 1.5 million, and scanning them all costs seconds a layer), then
 * backwards (an unseen entry joins the next layer at its first neighbour in the last one).
 * Progress every 16,384 classes.
 *
 * With a `cap`, the BFS stops once every distance below it is known and every entry not yet seen
 * gets the cap: min(distance, cap), still a lower bound everywhere, for a fraction of the work (the
 * last layers are the large ones).
 */
export function buildExact(
  space: ClassTwistSpace,
  onProgress?: ExactProgress,
  cap = UNSEEN,
): Uint16Array {
  const { sym, hiMove, loMove, loRadix, goal, twistMove, twistConj } = space;
  const { classes, raw2sym, rep, stab } = sym;
  const size = classes * N_TWIST;
  const table = new Uint16Array(classes * ROW_WORDS).fill(0xffff);
  const TT = twistTo(twistMove, twistConj);
  const targetRow = new Int32Array(18);
  const targetTwist = new Int32Array(18);
  const targetStab = new Int32Array(18);
  const targetCls = new Int32Array(18);
  let current = new Uint8Array(classes);
  let fresh = new Uint8Array(classes);
  current[(raw2sym[goal] as number) >>> 4] = 1;
  // Twist 0 is fixed by every symmetry: one entry whatever the goal class's stabiliser.
  setUnseen(table, ((raw2sym[goal] as number) >>> 4) * ROW_WORDS, 0, 0);
  let done = 1;
  onProgress?.(0, done, size);
  for (let d = 0; done < size && d + 1 < cap; d++) {
    if (d + 1 >= UNSEEN) throw new Error('a distance does not fit in four bits (a bug)');
    let added = 0;
    const backwards = done > size / 4;
    for (let cls = 0; cls < classes; cls++) {
      // Reported before the skip: a forward layer skips most classes, and the capped phase-1
      // table's last layer (forwards, most of its build) would show no progress at all.
      if ((cls & 16383) === 16383) onProgress?.(d + 1, done + added, size);
      if (!backwards && !current[cls]) continue;
      const row = cls * ROW_WORDS;
      const x = rep[cls] as number;
      const hi = Math.floor(x / loRadix);
      const lo = x - hi * loRadix;
      for (let m = 0; m < 18; m++) {
        const y = raw2sym[
          (hiMove[hi * 18 + m] as number) * loRadix + (loMove[lo * 18 + m] as number)
        ] as number;
        targetRow[m] = (y >>> 4) * ROW_WORDS;
        targetTwist[m] = (m * 16 + (y & 15)) * N_TWIST;
        targetStab[m] = stab[y >>> 4] as number;
        targetCls[m] = y >>> 4;
      }
      added += backwards
        ? backRow(table, row, d, targetRow, targetTwist, TT)
        : forwardRow(
            table,
            row,
            d,
            targetRow,
            targetTwist,
            targetStab,
            targetCls,
            fresh,
            TT,
            twistConj,
          );
    }
    if (added === 0) throw new Error('the distance table BFS stalled before filling it (a bug)');
    done += added;
    [current, fresh] = [fresh, current.fill(0)];
    onProgress?.(d + 1, done, size);
  }
  if (done < size) capUnseen(table, cap);
  return table;
}

/**
 * Every unseen entry (the padding too) set to `cap`, a word at a time with no loop over its
 * nibbles: the low bit of each nibble that is 1111 (the AND of its four bits), times 15, masks
 * the nibbles to change. A nibble loop per partly seen word was 10% of the capped phase-1 build.
 */
export function capUnseen(table: Uint16Array, cap: number): void {
  const fill = (UNSEEN ^ cap) * 0x1111;
  for (let i = 0; i < table.length; i++) {
    const w = table[i] as number;
    const unseen = w & (w >> 1) & (w >> 2) & (w >> 3) & 0x1111;
    if (unseen !== 0) table[i] = w ^ (fill & (unseen * 15));
  }
}
