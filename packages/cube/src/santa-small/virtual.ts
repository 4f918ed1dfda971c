import { apply, type Perm } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import type { SmallCube } from './cubies.js';
import type { Tables3 } from './frames.js';
import { assignments } from './match.js';

/*
 * The two-phase solver's view of a cube_3/3/3 problem (see three.ts): centres matched by a
 * rotation, the other pieces by their labels, written as a Kociemba facelet string; and the
 * wildcard targets, with a few pieces turned in place.
 */

export interface Virtual {
  facelets: string;
  /** Frame index at the start (G⁻¹) and the one the solution state needs at the end. */
  start: number;
  end: number;
}

/** The virtual problem for pre-rotation g: a Kociemba facelet string, or null if none fits. */
export function virtualProblem(
  t: Tables3,
  initial: readonly string[],
  solution: readonly string[],
  g: number,
  tweak?: readonly number[][],
): Virtual | { error: InvalidStateError } {
  const cube = t.cube;
  const y = apply(cube.rotations[g] as Perm, initial);
  let lastError = new InvalidStateError(
    'centres',
    'no whole-cube rotation puts the centres where the solution state has them',
  );
  for (let e = 0; e < 24; e++) {
    const tv = apply(cube.rotations[t.rotInv[e] as number] as Perm, solution);
    if (!cube.centres.every((c) => tv[c] === y[c])) continue;
    const corners = assignments(y, tv, cube.corners, 64);
    const edges = assignments(y, tv, cube.edges, 64);
    if (corners.length === 0 || edges.length === 0) {
      lastError = new InvalidStateError(
        corners.length === 0 ? 'corner' : 'edge',
        `the ${corners.length === 0 ? 'corners' : 'edges'} of the initial state do not match the solution state's labels`,
      );
      continue;
    }
    const letters = new Array<string>(54);
    for (const c of cube.centres) letters[c] = cube.faceOf[c] as string;
    for (const ca of corners) {
      place(letters, cube, cube.corners, ca.piece, ca.turn);
      for (const ea of edges) {
        place(letters, cube, cube.edges, ea.piece, ea.turn);
        const k = new Array<string>(54);
        const ls = tweak ? tweaked(letters, tweak) : letters;
        for (let i = 0; i < 54; i++) k[t.toKociemba[i] as number] = ls[i] as string;
        const facelets = k.join('');
        if (validFacelets(facelets, (err) => (lastError = err)))
          return { facelets, start: t.rotInv[g] as number, end: e };
      }
    }
  }
  return { error: lastError };
}

export function place(
  letters: string[],
  cube: SmallCube,
  pieces: readonly (readonly number[])[],
  piece: Int8Array,
  turn: Int8Array,
): void {
  pieces.forEach((slot, s) => {
    const from = pieces[piece[s] as number] as readonly number[];
    const len = slot.length;
    for (let j = 0; j < len; j++)
      letters[from[((turn[s] as number) + j) % len] as number] = cube.faceOf[
        slot[j] as number
      ] as string;
  });
}

export function validFacelets(facelets: string, onError: (e: InvalidStateError) => void): boolean {
  try {
    checkState(facelets);
    return true;
  } catch (e) {
    if (e instanceof InvalidStateError) {
      onError(e);
      return false;
    }
    throw e;
  }
}

/**
 * Wildcard targets: the solver is told some pieces are turned in place (two edges flipped, or two
 * corners twisted opposite ways), so it ends that many stickers away from the solution state.
 * A tweak is a list of sticker cycles applied to the solver's letters.
 */
function tweaked(letters: readonly string[], tweak: readonly number[][]): string[] {
  const out = letters.slice();
  for (const cycle of tweak)
    for (let j = 0; j < cycle.length; j++)
      out[cycle[j] as number] = letters[cycle[(j + 1) % cycle.length] as number] as string;
  return out;
}

export function wildcardTweaks(cube: SmallCube, wildcards: number): number[][][] {
  const out: number[][][] = [];
  if (wildcards >= 4)
    for (let a = 0; a < 12; a++)
      for (let b = a + 1; b < 12; b++)
        out.push([cube.edges[a] as number[], cube.edges[b] as number[]]);
  if (wildcards >= 6)
    for (let a = 0; a < 8; a++)
      for (let b = 0; b < 8; b++) {
        if (a === b) continue;
        const ca = cube.corners[a] as number[];
        const cb = cube.corners[b] as number[];
        out.push([ca, [cb[2], cb[1], cb[0]] as number[]]);
      }
  return out;
}

/**
 * Whether the labels allow one reading only: one frame for the centres, one placement of the
 * corners and of the edges (then a search of one virtual problem covers every answer).
 */
export function uniqueReading(
  t: Tables3,
  initial: readonly string[],
  solution: readonly string[],
): boolean {
  const cube = t.cube;
  let readings = 0;
  for (let e = 0; e < 24; e++) {
    const tv = apply(cube.rotations[t.rotInv[e] as number] as Perm, solution);
    if (!cube.centres.every((c) => tv[c] === initial[c])) continue;
    readings +=
      assignments(initial, tv, cube.corners, 2).length *
      assignments(initial, tv, cube.edges, 2).length;
    if (readings > 1) return false;
  }
  return readings === 1;
}
