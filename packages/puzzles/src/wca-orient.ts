import {
  checkState,
  cubeRotations,
  FACES,
  isSolvedAnyOrientation,
  type Move,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import {
  apply,
  InvalidStateError,
  type RegistrySolution,
  type RegistrySolveOptions,
} from '@puz/perm';
import { solvers } from './registry.js';
import { type WcaSolveOptions, wcaPuzzle } from './wca.js';

/** A WCA cube solved from any orientation: the free rotation, then the registry's answer. */
export interface WcaAnswer {
  /** The whole-cube rotation (x, y, z; free in HTM and QTM) that comes first; none if home. */
  lead: readonly Move[];
  /** The registry's answer on the turned cube (`moves` in its names: `U`, `U2`, `-U`). */
  solution: RegistrySolution;
  /** `lead` then the answer, as cube moves (for `formatAlg`). */
  moves: Move[];
}

/** The positions no move of the model turns: the 3x3x3's centres, the 2x2x2's DBL corner. */
const fixed = new Map<number, number[]>();
function fixedPositions(n: 2 | 3): number[] {
  let positions = fixed.get(n);
  if (!positions) {
    positions = wcaPuzzle(n)
      .orbits()
      .filter((o) => o.length === 1)
      .map((o) => o[0] as number);
    fixed.set(n, positions);
  }
  return positions;
}

/** `solveWca`'s options: the registry's, the WCA family's, and where the answer may end. */
export interface WcaOrientOptions extends RegistrySolveOptions, WcaSolveOptions {
  /**
   * 3x3x3 only: face turns only (no rotation first), ending solved in whatever orientation the
   * centres show, as `@puz/cube/three`'s `anyOrientation`: every sticker is read as the face
   * whose centre shows its colour, and that cube is solved.
   */
  anyOrientation?: boolean;
}

/** A WCA cube turned (or recoloured) so that the registry's model can solve it. */
interface Oriented {
  n: 2 | 3;
  facelets: string;
  /** What the registry solves: the turned (or recoloured) cube's labels. */
  state: string[];
  lead: readonly Move[];
  /** anyOrientation: the cube read by its centres, no rotation. */
  recoloured: boolean;
}

/**
 * Solves a WCA 2x2x2 or 3x3x3 facelet string in any orientation through the registry: first the
 * rotation (the first of `cubeRotations(n)`, as @puz/cube's own solvers pick it) that brings the
 * stickers no face turn moves home, then the registry's `2x2x2` / `3x3x3` solver on the turned
 * cube. The answer's `length` counts face turns only (rotations are free).
 */
export function solveWca(n: 2 | 3, facelets: string, options: WcaOrientOptions = {}): WcaAnswer {
  const { anyOrientation, ...registryOptions } = options;
  const o = orient(n, facelets, anyOrientation);
  return finish(o, solvers.solve(`${n}x${n}x${n}`, o.state, undefined, registryOptions));
}

/**
 * `solveWca` through the registry's `solveAsync`: a solver with worker threads (the 3x3x3's
 * `optimal`, `threads` of them) runs there; any other as `solveWca` would run it.
 */
export async function solveWcaAsync(
  n: 2 | 3,
  facelets: string,
  options: WcaOrientOptions = {},
): Promise<WcaAnswer> {
  const { anyOrientation, ...registryOptions } = options;
  const o = orient(n, facelets, anyOrientation);
  return finish(o, await solvers.solveAsync(`${n}x${n}x${n}`, o.state, undefined, registryOptions));
}

function orient(n: 2 | 3, facelets: string, anyOrientation: boolean | undefined): Oriented {
  checkState(facelets);
  if (anyOrientation) {
    if (n !== 3)
      throw new InvalidStateError(
        'orbit',
        'anyOrientation is for the 3x3x3 (its centres say the orientation)',
      );
    // The 3x3x3 read by its centres: each colour as the face whose centre shows it.
    const centre = (f: number) => facelets[f * 9 + 4] as string;
    const faceOf = new Map(FACES.map((face, f) => [centre(f), face as string]));
    const state = [...facelets].map((c) => faceOf.get(c) as string);
    return { n, facelets, state, lead: [], recoloured: true };
  }
  const solved = solvedFacelets(n);
  const home = fixedPositions(n);
  for (const r of cubeRotations(n)) {
    const turned = apply(r.perm, [...facelets]);
    if (home.every((i) => turned[i] === solved[i]))
      return { n, facelets, state: turned, lead: r.moves, recoloured: false };
  }
  throw new InvalidStateError(
    n === 3 ? 'centres' : 'corner',
    `no whole-cube rotation brings the ${n === 3 ? 'centres' : 'DBL corner'} home`,
  );
}

/** The registry's answer as cube moves after the lead; a recoloured cube's checked as given. */
function finish(o: Oriented, solution: RegistrySolution): WcaAnswer {
  const alg = solution.moves.map((m) => (m.startsWith('-') ? `${m.slice(1)}'` : m)).join(' ');
  const moves = [...o.lead, ...parseAlg(alg, o.n)];
  if (o.recoloured) {
    // The registry replayed it on the recoloured cube; on the given one it ends solved as it stands.
    const end = wcaPuzzle(3)
      .replay([...o.facelets], solution.moves)
      .join('');
    if (!isSolvedAnyOrientation(end))
      throw new Error('the any-orientation 3x3x3 answer does not solve the cube (a bug)');
  }
  return { lead: o.lead, solution, moves };
}
