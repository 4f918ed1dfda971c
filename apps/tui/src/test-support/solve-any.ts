import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { rng } from '@puz/perm';
import { solvers } from '@puz/santa';
import { expect } from 'vitest';
import { puz } from './run.js';

/** Runs `puz` in this process and collects what it prints. */
export { puz };

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

/**
 * `puz solve TYPE --state S --json ...extra` on a `length`-move scramble (seed 5): exit 0, the
 * puzzle named, and the answer replayed from the start to the goal.
 */
export async function expectScrambledSolve(
  type: string,
  length: number,
  extra: string[],
): Promise<void> {
  const { start, goal } = scrambledState(type, length, 5);
  const { code, stdout } = await puz('solve', type, '--state', start.join(';'), '--json', ...extra);
  expect(code).toBe(0);
  const out = JSON.parse(stdout);
  expect(out.puzzle).toBe(type);
  expect(solvers.puzzle(type).check(start, goal, out.moves)).toMatchObject({ valid: true });
}
