import { apply, type Perm } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import type { SmallCube } from './cubies.js';
import type { Tables3 } from './frames.js';
import { type Assignment, assignments } from './match.js';

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
  const y = apply(t.cube.rotations[g] as Perm, initial);
  let lastError = new InvalidStateError(
    'centres',
    'no whole-cube rotation puts the centres where the solution state has them',
  );
  for (const m of matchingFrames(t, y, solution, 64)) {
    if (m.corners.length === 0 || m.edges.length === 0) {
      const kind = m.corners.length === 0 ? 'corner' : 'edge';
      lastError = new InvalidStateError(
        kind,
        `the ${kind}s of the initial state do not match the solution state's labels`,
      );
      continue;
    }
    for (const facelets of faceletStrings(t, m, tweak))
      if (validFacelets(facelets, (err) => (lastError = err)))
        return { facelets, start: t.rotInv[g] as number, end: m.end };
  }
  return { error: lastError };
}

/** One frame that matches the centres, with the placements the labels allow. */
export interface FrameMatch {
  /** The frame the solution state is seen in (its centres those of the state). */
  end: number;
  /** At most the limit asked for of each; a list cut there may leave placements out. */
  corners: Assignment[];
  edges: Assignment[];
}

/**
 * Every frame whose view of the solution state has the centres of `state`, with the corner and
 * edge placements its labels allow (at most `limit` of each): the readings of a problem are
 * these frames' corner × edge placements.
 */
export function* matchingFrames(
  t: Tables3,
  state: readonly string[],
  solution: readonly string[],
  limit: number,
): Generator<FrameMatch> {
  const cube = t.cube;
  for (let e = 0; e < 24; e++) {
    const tv = apply(cube.rotations[t.rotInv[e] as number] as Perm, solution);
    if (!cube.centres.every((c) => tv[c] === state[c])) continue;
    yield {
      end: e,
      corners: assignments(state, tv, cube.corners, limit),
      edges: assignments(state, tv, cube.edges, limit),
    };
  }
}

/**
 * The Kociemba facelet string of each corner × edge placement of one frame (`tweak`: wildcard
 * targets, below); not checked: a placement may give a parity or twist no cube has.
 */
export function* faceletStrings(
  t: Tables3,
  m: FrameMatch,
  tweak?: readonly number[][],
): Generator<string> {
  const cube = t.cube;
  const letters = new Array<string>(54);
  for (const c of cube.centres) letters[c] = cube.faceOf[c] as string;
  for (const ca of m.corners) {
    place(letters, cube, cube.corners, ca.piece, ca.turn);
    for (const ea of m.edges) {
      place(letters, cube, cube.edges, ea.piece, ea.turn);
      const k = new Array<string>(54);
      const ls = tweak ? tweaked(letters, tweak) : letters;
      for (let i = 0; i < 54; i++) k[t.toKociemba[i] as number] = ls[i] as string;
      yield k.join('');
    }
  }
}

function place(
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
  let readings = 0;
  for (const m of matchingFrames(t, initial, solution, 2)) {
    readings += m.corners.length * m.edges.length;
    if (readings > 1) return false;
  }
  return readings === 1;
}
