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
