import type { LabelOccurrences } from './beam-match.js';

/*
 * The beam's ranking score (seed 001, step 2): misplaced cells count most, but two states with
 * as many misplaced cells differ in how dear they are to finish. A cell in the right row at the
 * wrong place is dearer than one in the wrong row (a 3-cycle carries cells to the opposite row),
 * and a pair of neighbours that are neighbours in the solution moves together under every turn
 * and shift, so it is cheaper to place than two strangers. Score = wMis·misplaced +
 * right-row-wrong-place + wrong adjacent pairs, at the node's best free turns.
 */

export interface RichScorer {
  /** The score of the pair state at `off` turned by (et, eb) (as `bestOffsets` gives them). */
  score(state: Uint16Array, off: number, et: number, eb: number): number;
}

export function richScorer(
  want: Uint16Array,
  w: number,
  occ: LabelOccurrences,
  misWeight: number,
): RichScorer {
  const { index, labels: L, start } = occ;
  // rowWants[r·L + k]: row r wants label k somewhere.
  const rowWants = new Uint8Array(2 * L);
  for (let r = 0; r < 2; r++)
    for (let k = 0; k < L; k++)
      rowWants[r * L + k] = (start[r * L + k + 1] as number) > (start[r * L + k] as number) ? 1 : 0;
  // adj[(r·L + k1)·L + k2]: somewhere in row r of the solution, k2 follows k1 (cyclically).
  const adj = new Uint8Array(2 * L * L);
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < w; c++) {
      const k1 = index[want[r * w + c] as number] as number;
      const k2 = index[want[r * w + ((c + 1) % w)] as number] as number;
      adj[(r * L + k1) * L + k2] = 1;
    }
  return {
    score(state, off, et, eb) {
      let mis = 0;
      let rowWrong = 0;
      let adjWrong = 0;
      for (let r = 0; r < 2; r++) {
        const e = r === 0 ? et : eb;
        const row = off + r * w;
        const wr = r * w;
        const rl = r * L;
        // Each cell's compact label is looked up once: it is the next cell's left neighbour.
        const k0 = index[state[row] as number] as number;
        let k = k0;
        // c = x − e (mod w), the column whose wanted label cell x holds after the row's turn.
        let c = e === 0 ? 0 : w - e;
        for (let x = 0; x < w; x++) {
          if (state[row + x] !== want[wr + c]) {
            mis++;
            rowWrong += rowWants[rl + k] as number;
          }
          const k2 = x + 1 === w ? k0 : (index[state[row + x + 1] as number] as number);
          if (adj[(rl + k) * L + k2] === 0) adjWrong++;
          k = k2;
          c = c + 1 === w ? 0 : c + 1;
        }
      }
      return misWeight * mis + rowWrong + adjWrong;
    },
  };
}
