import type { Rng } from '@puz/perm';
import { M3 } from '../four-wca/model3.js';
import { moveTau } from '../four-wca/pairs.js';
import { c3Next } from '../four-wca/tables.js';

/** The tpr phase-3 centre coordinate of a solved cube (four-wca/tables.ts's packing). */
export const SOLVED_CENTRES = (0x0f << 17) | (0x0f << 9) | (0x0f << 1);

/**
 * A random phase-3 position for tests: 1..maxLength random phase-3 moves from solved, as the
 * centre coordinate and the pairing permutation τ of the twelve edge pairs they reach, and the
 * walk's length.
 */
export function phase3Walk(
  r: Rng,
  maxLength: number,
): { centres: number; tau: Int8Array; length: number } {
  let centres = SOLVED_CENTRES;
  let tau = Int8Array.from({ length: 12 }, (_, i) => i);
  const n = 1 + r.int(maxLength);
  for (let k = 0; k < n; k++) {
    const m = M3[r.int(M3.length)] as number;
    centres = c3Next(centres, m);
    const next = new Int8Array(12);
    moveTau(tau, 0, m, next, 0);
    tau = next;
  }
  return { centres, tau, length: n };
}
