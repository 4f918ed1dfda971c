import {
  checkState,
  cubeRotations,
  FACES,
  isSolvedAnyOrientation,
  type Move,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import type { RegistrySolveOptions } from '@puz/perm';
import { apply, InvalidStateError, type RegistrySolution } from '@puz/perm';
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

/**
 * Solves a WCA 2x2x2 or 3x3x3 facelet string in any orientation through the registry: first the
 * rotation (the first of `cubeRotations(n)`, as @puz/cube's own solvers pick it) that brings the
 * stickers no face turn moves home, then the registry's `2x2x2` / `3x3x3` solver on the turned
 * cube. The answer's `length` counts face turns only (rotations are free).
 */
export function solveWca(n: 2 | 3, facelets: string, options: WcaOrientOptions = {}): WcaAnswer {
  checkState(facelets);
  const { anyOrientation, ...registryOptions } = options;
  if (anyOrientation) {
    if (n !== 3)
      throw new InvalidStateError(
        'orbit',
        'anyOrientation is for the 3x3x3 (its centres say the orientation)',
      );
    return solveRecoloured(facelets, registryOptions);
  }
  const solved = solvedFacelets(n);
  const home = fixedPositions(n);
  for (const r of cubeRotations(n)) {
    const turned = apply(r.perm, [...facelets]);
    if (!home.every((i) => turned[i] === solved[i])) continue;
    const solution = solvers.solve(`${n}x${n}x${n}`, turned, undefined, registryOptions);
    const alg = solution.moves.map((m) => (m.startsWith('-') ? `${m.slice(1)}'` : m)).join(' ');
    return { lead: r.moves, solution, moves: [...r.moves, ...parseAlg(alg, n)] };
  }
  throw new InvalidStateError(
    n === 3 ? 'centres' : 'corner',
    `no whole-cube rotation brings the ${n === 3 ? 'centres' : 'DBL corner'} home`,
  );
}

/** The 3x3x3 read by its centres (each colour as the face whose centre shows it), then solved. */
function solveRecoloured(facelets: string, options: RegistrySolveOptions): WcaAnswer {
  const centre = (f: number) => facelets[f * 9 + 4] as string;
  const faceOf = new Map(FACES.map((face, f) => [centre(f), face as string]));
  const recoloured = [...facelets].map((c) => faceOf.get(c) as string);
  const solution = solvers.solve('3x3x3', recoloured, undefined, options);
  const alg = solution.moves.map((m) => (m.startsWith('-') ? `${m.slice(1)}'` : m)).join(' ');
  const moves = parseAlg(alg, 3);
  // The registry replayed it on the recoloured cube; on the given one it ends solved as it stands.
  const end = wcaPuzzle(3)
    .replay([...facelets], solution.moves)
    .join('');
  if (!isSolvedAnyOrientation(end))
    throw new Error('the any-orientation 3x3x3 answer does not solve the cube (a bug)');
  return { lead: [], solution, moves };
}
