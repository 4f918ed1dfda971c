import { rng, SearchLimitError, SolveAbortedError } from '@puz/perm';
import { afterAll, describe, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { scramble3 } from '../test-support/scramble3.js';
import { solveOptimal } from './optimal.js';
import { solveOptimalParallel } from './optimal-parallel.js';
import { closeOptimalWorkers, startedWorkers } from './optimal-pool.js';
import { randomFacelets3 } from './random.js';

const cube = new CubeMoves(3);
const SOLVED = solvedFacelets(3);
const position = (seed: number, n: number) =>
  applyMoves(SOLVED, parseAlg(scramble3(rng(seed), n), 3), cube);
// mainThreadNodes 0: every bound on the workers, however close the position.
const onWorkers = (state: string, extra = {}) =>
  solveOptimalParallel(state, { threads: 2, mainThreadNodes: 0, ...extra });
const expectOptimal = async (state: string, extra = {}) => {
  const s = await onWorkers(state, extra);
  expect(applyMoves(state, s.moves, cube)).toBe(SOLVED);
  expect(s.length).toBe(solveOptimal(state).length);
};

afterAll(() => closeOptimalWorkers());

describe('the optimal solver keeps its worker threads between solves', () => {
  test('consecutive solves share two threads and each answers its own position', async () => {
    await closeOptimalWorkers();
    const before = startedWorkers();
    for (const seed of [31, 32, 33]) await expectOptimal(position(seed, 10));
    expect(startedWorkers() - before).toBe(2);
  }, 60_000);

  test('after a spent budget, a node limit and an abort, the kept threads answer the next position right', async () => {
    const before = startedWorkers();
    const far = randomFacelets3(rng(34));
    await expect(onWorkers(far, { budgetMs: 200 })).rejects.toThrow(SearchLimitError);
    await expectOptimal(position(35, 9));
    // The node count starts again at 0 for each solve: a limit above one solve's nodes is not hit.
    await expect(onWorkers(far, { budgetNodes: 300_000 })).rejects.toThrow(SearchLimitError);
    const s = await onWorkers(position(36, 9), { budgetNodes: 300_000 });
    expect(s.stats.expanded).toBeLessThan(300_000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    await expect(onWorkers(far, { signal: controller.signal })).rejects.toThrow(SolveAbortedError);
    await expectOptimal(position(37, 10));
    expect(startedWorkers() - before).toBe(0);
  }, 60_000);

  test('two solves at once: the second gets threads of its own, ended after it; both right', async () => {
    const before = startedWorkers();
    const a = position(38, 10);
    const b = position(39, 10);
    const [sa, sb] = await Promise.all([onWorkers(a), onWorkers(b)]);
    expect(applyMoves(a, sa.moves, cube)).toBe(SOLVED);
    expect(applyMoves(b, sb.moves, cube)).toBe(SOLVED);
    expect(startedWorkers() - before).toBe(2);
    // The kept pool is still the first one: no thread is started for the next solve.
    await expectOptimal(position(40, 8));
    expect(startedWorkers() - before).toBe(2);
  }, 60_000);

  test('another thread count or table replaces the kept threads; closeOptimalWorkers ends them', async () => {
    const before = startedWorkers();
    await expectOptimal(position(41, 9), { threads: 3 });
    expect(startedWorkers() - before).toBe(3);
    await expectOptimal(position(42, 9), { threads: 3 });
    expect(startedWorkers() - before).toBe(3);
    await closeOptimalWorkers();
    await expectOptimal(position(43, 9), { threads: 3 });
    expect(startedWorkers() - before).toBe(6);
  }, 60_000);
});
