import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { rng } from '@puz/perm';
import { solvers } from '@puz/santa';

/** Runs `puz` in this process and collects what it prints. */
export { puz } from './run.js';

/** A random walk of `length` Santa moves on `type`, and the labels it leaves. */
export function scrambledState(type: string, length: number, seed: number) {
  const model = solvers.puzzle(type);
  const r = rng(seed);
  const walk = Array.from({ length }, () => model.moveNames[r.int(model.moveNames.length)]!);
  const goal = [...solvers.family(type).solved(type)];
  return { goal, start: model.replay(goal, walk) };
}

/** Whether `moves` (cube notation) solve the n-cube scrambled by `scramble`. */
export const cubeSolves = (n: number, scramble: string, moves: string[]) => {
  const cube = new CubeMoves(n);
  const scrambled = applyMoves(solvedFacelets(n), parseAlg(scramble, n), cube);
  return applyMoves(scrambled, parseAlg(moves.join(' '), n), cube) === solvedFacelets(n);
};
