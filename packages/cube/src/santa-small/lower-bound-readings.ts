import type { Tables3 } from './frames.js';
import { faceletStrings, matchingFrames, type Virtual, validFacelets } from './virtual.js';

/*
 * Every reading of a cube_3 problem as a virtual one (virtual.ts): the frame whose centres match
 * the solution state, then each placement of the corners and of the edges that the labels allow.
 * A lower bound must hold for all of them (the Santa distance is the least over the readings);
 * the solver itself takes the first one. With the standard colours and with distinct labels there
 * is one reading; with repeated patterns (A;B;A;B...) there can be many.
 */

/** The readings of the problem (pre-rotation 0), at most `limit`; null when there are more. */
export function allReadings(
  t: Tables3,
  initial: readonly string[],
  solution: readonly string[],
  limit: number,
): Virtual[] | null {
  const out: Virtual[] = [];
  const seen = new Set<string>();
  // One more than the limit of each kind: a list cut short would leave readings out.
  for (const m of matchingFrames(t, initial, solution, limit + 1)) {
    if (m.corners.length > limit || m.edges.length > limit) return null;
    for (const facelets of faceletStrings(t, m)) {
      // Parity or twist that no cube can have: not a reading (the labels allowed it only).
      if (!validFacelets(facelets, () => {})) continue;
      const key = `${m.end}:${facelets}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (out.length >= limit) return null;
      out.push({ facelets, start: t.rotInv[0] as number, end: m.end });
    }
  }
  return out;
}
