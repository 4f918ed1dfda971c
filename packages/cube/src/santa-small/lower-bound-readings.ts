import { apply, type Perm } from '@puz/perm';
import type { Tables3 } from './frames.js';
import { assignments } from './match.js';
import { place, type Virtual, validFacelets } from './virtual.js';

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
  const cube = t.cube;
  const out: Virtual[] = [];
  const seen = new Set<string>();
  for (let e = 0; e < 24; e++) {
    const tv = apply(cube.rotations[t.rotInv[e] as number] as Perm, solution);
    if (!cube.centres.every((c) => tv[c] === initial[c])) continue;
    // One more than the limit of each kind: a list cut short would leave readings out.
    const corners = assignments(initial, tv, cube.corners, limit + 1);
    const edges = assignments(initial, tv, cube.edges, limit + 1);
    if (corners.length > limit || edges.length > limit) return null;
    const letters = new Array<string>(54);
    for (const c of cube.centres) letters[c] = cube.faceOf[c] as string;
    for (const ca of corners) {
      place(letters, cube, cube.corners, ca.piece, ca.turn);
      for (const ea of edges) {
        place(letters, cube, cube.edges, ea.piece, ea.turn);
        const k = new Array<string>(54);
        for (let i = 0; i < 54; i++) k[t.toKociemba[i] as number] = letters[i] as string;
        const facelets = k.join('');
        // Parity or twist that no cube can have: not a reading (the labels allowed it only).
        if (!validFacelets(facelets, () => {})) continue;
        const key = `${e}:${facelets}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (out.length >= limit) return null;
        out.push({ facelets, start: t.rotInv[0] as number, end: e });
      }
    }
  }
  return out;
}
