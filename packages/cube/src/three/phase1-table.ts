import {
  slice as getSlice,
  type MoveTables3,
  N_FLIP,
  N_SLICE,
  N_TWIST,
  setSlice,
} from './coords.js';
import { buildExact, type ExactProgress, exactAt } from './exact-table.js';
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
 */
export function buildPhase1(
  fs: SymCoord,
  move: MoveTables3,
  sym: SymTables,
  onLayer?: ExactProgress,
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
  );
  const out = new Uint8Array((fs.classes * N_TWIST + 1) >> 1);
  for (let cls = 0; cls < fs.classes; cls++)
    for (let t = 0; t < N_TWIST; t++) {
      const i = cls * N_TWIST + t;
      out[i >> 1] = (out[i >> 1] as number) | (exactAt(rows, cls, t) << ((i & 1) << 2));
    }
  return out;
}
