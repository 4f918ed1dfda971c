import type { Solution, SolveProgress } from '@puz/perm';
import { expect, expectTypeOf, test } from 'vitest';
import {
  type BuildResult,
  type MazeResult,
  type SolveReply,
  type SolveResult,
  startSolve,
} from './solve-job.js';

// Every kind the app solves on its thread, mazes and StarCraft included (not permutation
// puzzles), answers in the one `Solution` shape and reports the one `SolveProgress` shape.

test('the reply types are Solutions, the progress a SolveProgress', () => {
  expectTypeOf<SolveResult>().toMatchTypeOf<Solution>();
  expectTypeOf<BuildResult>().toMatchTypeOf<Solution>();
  expectTypeOf<MazeResult>().toMatchTypeOf<Solution>();
  expectTypeOf<Extract<SolveReply, { type: 'progress' }>>().toMatchTypeOf<SolveProgress>();
});

const MAZE = ['%%%%%%%', '%P   .%', '% %%% %', '%.    %', '%%%%%%%'].join('\n');

test('a maze on the solver thread: a Solution whose moves walk its path', {
  timeout: 60_000,
}, async () => {
  const job = startSolve<MazeResult>(
    { kind: 'maze', text: MAZE, algorithm: 'astar', weight: 1 },
    () => {},
  );
  const r = await job.result;
  expect(r).toMatchObject({ type: 'maze', found: true, optimal: true });
  expect(r.moves.length).toBe(r.length);
  expect(r.length).toBe(r.path.length - 1);
  expect(r.length).toBe(r.cost);
  expect(r.stats.expanded).toBeGreaterThan(0);
  expect(r.ms).toBeGreaterThanOrEqual(0);
});

test('a StarCraft build order on the solver thread: a Solution of its timed orders', {
  timeout: 120_000,
}, async () => {
  const job = startSolve<BuildResult>({ kind: 'starcraft', mode: 'single' }, () => {});
  const r = await job.result;
  expect(r).toMatchObject({ type: 'build', found: true });
  expect(r.moves.length).toBe(r.length);
  // Each order as `t:order`, in time order, the same orders as the timeline's steps.
  const times = r.moves.map((m) => Number(m.split(':')[0]));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(r.moves.length).toBe(r.steps.reduce((n, s) => n + s.orders.length, 0));
  expect(r.stats.expanded).toBeGreaterThan(0);
});
