import {
  slice as getSlice,
  type MoveTables3,
  N_FLIP,
  N_SLICE,
  N_TWIST,
  setSlice,
} from './coords.js';
import { flipEdgeSym, type SymCoord, type SymTables } from './symcoords.js';

/*
 * The exact distance of every position to Kociemba's phase-1 goal (twist, flip and middle-edge
 * positions home), over all three coordinates at once: 2,187 twists × 1,013,760 flip-slice values,
 * stored per symmetry class of flip-slice under the 16 U-D symmetries (64,430 classes):
 * 140,908,410 entries at 4 bits, 70 MB. Reaching the solved cube passes through phase 1's goal, so
 * this is a lower bound for optimal search, and read along the three axes (the cube turned about
 * its URF diagonal) it is three different ones (Kociemba's optimal solver).
 */

export const N_FLIPSLICE = N_FLIP * N_SLICE;
/** Flip-slice classes under the 16 symmetries (Kociemba's figure; flipSliceSym finds exactly these). */
export const N_FLIPSLICE_CLASSES = 64430;

/** Flip-slice classes under the 16 symmetries. */
export const flipSliceSym = (): SymCoord => flipEdgeSym(N_SLICE, setSlice, getSlice);

// The hot loops, as small top-level functions over typed arrays (V8 optimises these far better
// than the same loops inlined in one large function with closures).

/** Backwards: every unseen twist of a class row whose neighbour is in layer d joins layer d + 1. */
function backRow(
  dist: Uint8Array,
  row: number,
  d: number,
  targetRow: Int32Array,
  targetSym: Int32Array,
  TW: Uint16Array,
  TWC: Uint16Array,
): number {
  let added = 0;
  for (let t = 0; t < N_TWIST; t++) {
    if (dist[row + t] !== 255) continue;
    const tm = t * 18;
    for (let m = 0; m < 18; m++) {
      const t2 = TWC[(TW[tm + m] as number) * 16 + (targetSym[m] as number)] as number;
      if (dist[(targetRow[m] as number) + t2] === d) {
        dist[row + t] = d + 1;
        added++;
        break;
      }
    }
  }
  return added;
}

/** Forwards: the unseen neighbours of a class row's layer-d twists join layer d + 1. */
function forwardRow(
  dist: Uint8Array,
  row: number,
  d: number,
  targetRow: Int32Array,
  targetSym: Int32Array,
  targetCls: Int32Array,
  TW: Uint16Array,
  TWC: Uint16Array,
  stab: Uint16Array,
): number {
  let added = 0;
  for (let t = dist.indexOf(d, row); t >= 0 && t < row + N_TWIST; t = dist.indexOf(d, t + 1)) {
    const tm = (t - row) * 18;
    for (let m = 0; m < 18; m++) {
      const t2 = TWC[(TW[tm + m] as number) * 16 + (targetSym[m] as number)] as number;
      const at = (targetRow[m] as number) + t2;
      if (dist[at] !== 255) continue;
      dist[at] = d + 1;
      added++;
      // A symmetric class: the stabiliser's conjugates of the twist are the same position.
      const mask = stab[targetCls[m] as number] as number;
      if (mask === 1) continue;
      for (let s = 1; s < 16; s++) {
        if (!((mask >> s) & 1)) continue;
        const y = (targetRow[m] as number) + (TWC[t2 * 16 + s] as number);
        if (dist[y] === 255) {
          dist[y] = d + 1;
          added++;
        }
      }
    }
  }
  return added;
}

/**
 * The table by BFS from the goal, one byte per entry while building. Entry (class, twist) is moved
 * by a face turn through the class representative's flip and slice, then conjugated to the new
 * class's representative, twist included. Each class row is handled whole, with the 18 target rows
 * found once, so the reads stay within a few rows (cache-friendly) although the table is large.
 * Forwards while the frontier is small, then backwards (an unseen entry joins the next layer at
 * its first neighbour in the last one).
 */
export function buildPhase1(
  fs: SymCoord,
  move: MoveTables3,
  sym: SymTables,
  onLayer?: (depth: number, done: number, total: number) => void,
): Uint8Array {
  const classes = fs.classes;
  const size = classes * N_TWIST;
  const dist = new Uint8Array(size).fill(255);
  const { raw2sym, rep, stab } = fs;
  const FL = move.flip;
  const SL = move.slice;
  const targetRow = new Int32Array(18);
  const targetSym = new Int32Array(18);
  const targetCls = new Int32Array(18);
  dist[0] = 0; // the goal: its class (0) is fixed by every symmetry, and twist 0 by all of them
  let done = 1;
  onLayer?.(0, done, size);
  for (let d = 0; done < size; d++) {
    let added = 0;
    const backwards = done > size / 4;
    for (let cls = 0; cls < classes; cls++) {
      const row = cls * N_TWIST;
      if (!backwards) {
        // Skip rows with nothing in layer d (most of them, early on) without computing targets.
        const next = dist.indexOf(d, row);
        if (next < 0) break;
        if (next >= row + N_TWIST) {
          cls = Math.floor(next / N_TWIST) - 1;
          continue;
        }
      }
      const r = rep[cls] as number;
      const slice = Math.floor(r / N_FLIP);
      const flip = r - slice * N_FLIP;
      for (let m = 0; m < 18; m++) {
        const y = raw2sym[
          (SL[slice * 18 + m] as number) * N_FLIP + (FL[flip * 18 + m] as number)
        ] as number;
        targetCls[m] = y >>> 4;
        targetRow[m] = (y >>> 4) * N_TWIST;
        targetSym[m] = y & 15;
      }
      added += backwards
        ? backRow(dist, row, d, targetRow, targetSym, move.twist, sym.twistConj)
        : forwardRow(
            dist,
            row,
            d,
            targetRow,
            targetSym,
            targetCls,
            move.twist,
            sym.twistConj,
            stab,
          );
    }
    if (added === 0) throw new Error('phase-1 table BFS stalled before filling it (a bug)');
    done += added;
    onLayer?.(d + 1, done, size);
  }
  return dist;
}
