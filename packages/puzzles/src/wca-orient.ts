import { checkState, cubeRotations, type Move, parseAlg, solvedFacelets } from '@puz/cube';
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

/**
 * Solves a WCA 2x2x2 or 3x3x3 facelet string in any orientation through the registry: first the
 * rotation (the first of `cubeRotations(n)`, as @puz/cube's own solvers pick it) that brings the
 * stickers no face turn moves home, then the registry's `2x2x2` / `3x3x3` solver on the turned
 * cube. The answer's `length` counts face turns only (rotations are free).
 */
export function solveWca(
  n: 2 | 3,
  facelets: string,
  options: RegistrySolveOptions & WcaSolveOptions = {},
): WcaAnswer {
  checkState(facelets);
  const solved = solvedFacelets(n);
  const home = fixedPositions(n);
  for (const r of cubeRotations(n)) {
    const turned = apply(r.perm, [...facelets]);
    if (!home.every((i) => turned[i] === solved[i])) continue;
    const solution = solvers.solve(`${n}x${n}x${n}`, turned, undefined, options);
    const alg = solution.moves.map((m) => (m.startsWith('-') ? `${m.slice(1)}'` : m)).join(' ');
    return { lead: r.moves, solution, moves: [...r.moves, ...parseAlg(alg, n)] };
  }
  throw new InvalidStateError(
    n === 3 ? 'centres' : 'corner',
    `no whole-cube rotation brings the ${n === 3 ? 'centres' : 'DBL corner'} home`,
  );
}
