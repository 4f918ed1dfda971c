import {
  slice as getSlice,
  type MoveTables3,
  N_FLIP,
  N_SLICE,
  N_TWIST,
  setSlice,
} from './coords.js';
import { buildExact, type ExactProgress, ROW_WORDS } from './exact-table.js';
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

/**
 * The table by BFS from the goal (exact-table.ts: the flip-slice classes are its class
 * coordinate, slice · 2048 + flip its raw value), as consecutive nibbles, entry class · 2,187 +
 * twist, the low nibble first (the layout of `packNibbles`, which the cache and both solvers read).
 * With a `cap`: min(distance, cap) (buildExact), the two-phase solver's quick table.
 */
export function buildPhase1(
  fs: SymCoord,
  move: MoveTables3,
  sym: SymTables,
  onLayer?: ExactProgress,
  cap?: number,
): Uint8Array {
  const rows = buildExact(
    {
      sym: fs,
      hiMove: move.slice,
      loMove: move.flip,
      loRadix: N_FLIP,
      goal: 0, // slice and flip of the solved cube
      twistMove: move.twist,
      twistConj: sym.twistConj,
    },
    onLayer,
    cap,
  );
  return packRows(rows, fs.classes);
}

/**
 * exact-table.ts's rows (547 words each, the last nibble padding) as consecutive nibbles, a byte
 * at a time: a row that starts on an even entry is its words' bytes; one that starts on an odd
 * entry (2,187 is odd) is shifted by a nibble, each byte cut from two words side by side.
 */
export function packRows(rows: Uint16Array, classes: number): Uint8Array {
  const out = new Uint8Array((classes * N_TWIST + 1) >> 1);
  const last = ROW_WORDS - 1; // its nibbles: twists 2184-2186 and the padding
  for (let cls = 0; cls < classes; cls++) {
    const r = cls * ROW_WORDS;
    const start = cls * N_TWIST;
    let o = start >> 1;
    if ((start & 1) === 0) {
      for (let i = 0; i < last; i++) {
        const w = rows[r + i] as number;
        out[o++] = w & 0xff;
        out[o++] = w >> 8;
      }
      const w = rows[r + last] as number;
      out[o++] = w & 0xff;
      out[o] = (out[o] as number) | ((w >> 8) & 15); // twist 2186; the next row's first above it
    } else {
      out[o] = (out[o] as number) | (((rows[r] as number) & 15) << 4); // twist 0
      o++;
      // Twists 4i + 1 .. 4i + 4, two bytes, from words i and i + 1.
      for (let i = 0; i < last; i++) {
        const v = (rows[r + i] as number) | ((rows[r + i + 1] as number) << 16);
        out[o++] = (v >> 4) & 0xff;
        out[o++] = (v >> 12) & 0xff;
      }
      out[o] = ((rows[r + last] as number) >> 4) & 0xff; // twists 2185, 2186
    }
  }
  return out;
}
