import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rng, SearchLimitError, SolveAbortedError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { formatAlg, parseAlg } from '../notation.js';
import { scramble3 } from '../test-support/scramble3.js';
import { solveOptimal } from './optimal.js';
import { solveOptimalParallel } from './optimal-parallel.js';
import { randomFacelets3 } from './random.js';

const cube = new CubeMoves(3);
const SOLVED = solvedFacelets(3);
const scrambled = (alg: string) => applyMoves(SOLVED, parseAlg(alg, 3), cube);

describe('solveOptimalParallel', () => {
  test.each([
    [8, 1],
    [9, 2],
    [10, 3],
    [11, 4],
    [12, 5],
  ])(
    'a %i-move scramble (seed %i): the length of the single-threaded solver, replayed',
    async (n, seed) => {
      const state = scrambled(scramble3(rng(seed), n));
      const sync = solveOptimal(state);
      // mainThreadNodes 0: every bound on the workers (a position this close would not need them).
      const parallel = await solveOptimalParallel(state, { threads: 2, mainThreadNodes: 0 });
      expect(parallel.length).toBe(sync.length);
      expect(parallel.optimal).toBe(true);
      expect(parallel.stats.expanded).toBeGreaterThan(0);
      expect(applyMoves(state, parallel.moves, cube)).toBe(SOLVED);
    },
    30_000,
  );

  test.each([
    [11, 21],
    [12, 22],
    [13, 23],
  ])(
    "the inverse's bounds (phase-1 table, inverse: true), a %i-move scramble (seed %i): the same length with fewer nodes, on one thread and on two",
    async (n, seed) => {
      const state = scrambled(scramble3(rng(seed), n));
      const plain = solveOptimal(state, { table: 'phase1', inverse: false });
      const inverse = solveOptimal(state, { table: 'phase1', inverse: true });
      expect(inverse.length).toBe(plain.length);
      expect(inverse.stats.expanded).toBeLessThan(plain.stats.expanded);
      expect(applyMoves(state, inverse.moves, cube)).toBe(SOLVED);
      // The workers walk their prefixes with `enter`, which must bound as `search` does.
      const parallel = await solveOptimalParallel(state, {
        threads: 2,
        mainThreadNodes: 0,
        table: 'phase1',
        inverse: true,
      });
      expect(parallel.length).toBe(plain.length);
      expect(applyMoves(state, parallel.moves, cube)).toBe(SOLVED);
    },
    60_000,
  );

  test('one thread or three: the same length; a solved and a 1-move position', async () => {
    const state = scrambled(scramble3(rng(6), 10));
    const one = await solveOptimalParallel(state, { threads: 1, mainThreadNodes: 0 });
    const three = await solveOptimalParallel(state, { threads: 3, mainThreadNodes: 0 });
    expect(three.length).toBe(one.length);
    expect(applyMoves(state, three.moves, cube)).toBe(SOLVED);
    expect((await solveOptimalParallel(SOLVED)).length).toBe(0);
    const r2 = await solveOptimalParallel(scrambled('R2'), { threads: 2 });
    expect(formatAlg(r2.moves, 3)).toBe('R2');
  }, 30_000);

  test('anyOrientation and rotations: as the single-threaded solver', async () => {
    const state = scrambled("x R U F' y");
    const led = await solveOptimalParallel(state, { threads: 2, mainThreadNodes: 0 });
    expect(applyMoves(state, led.moves, cube)).toBe(SOLVED);
    expect(led.length).toBe(3);
    const any = await solveOptimalParallel(state, { threads: 2, anyOrientation: true });
    expect(any.length).toBe(3);
  }, 30_000);

  test('a position a few moves from home is solved on the calling thread, within the budget', async () => {
    // Starting workers under tsx takes longer than 300 ms; none is started for a 2-move position.
    const s = await solveOptimalParallel(scrambled('R U'), { budgetMs: 300 });
    expect(formatAlg(s.moves, 3)).toBe("U' R'");
  });

  test('budgetMs: SearchLimitError naming the length ruled out, well within the budget', async () => {
    const state = randomFacelets3(rng(20));
    const t0 = performance.now();
    const error = await solveOptimalParallel(state, { threads: 2, budgetMs: 300 }).catch((e) => e);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(SearchLimitError);
    expect((error as Error).message).toMatch(
      /no optimal answer within 300 ms: every solution needs at least 1\d face turns/,
    );
  }, 30_000);

  test('signal: an abort mid-search rejects with SolveAbortedError; an aborted one before it starts', async () => {
    const state = randomFacelets3(rng(21));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await solveOptimalParallel(state, {
      threads: 2,
      signal: controller.signal,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(SolveAbortedError);
    expect((error as Error).message).toMatch(/optimal solve was cancelled/);
    await expect(solveOptimalParallel(state, { signal: controller.signal })).rejects.toThrow(
      SolveAbortedError,
    );
  }, 30_000);

  test('nodeLimit: SearchLimitError once the workers together pass it', async () => {
    const error = await solveOptimalParallel(randomFacelets3(rng(22)), {
      threads: 2,
      nodeLimit: 500_000,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(SearchLimitError);
    expect((error as SearchLimitError).message).toMatch(/500,000 states \(nodeLimit\)/);
    expect((error as SearchLimitError).stats.expanded).toBeGreaterThanOrEqual(500_000);
  }, 30_000);

  test('bad thread counts are refused', async () => {
    await expect(solveOptimalParallel(SOLVED, { threads: 0 })).rejects.toThrow(
      /threads is a whole/,
    );
    await expect(solveOptimalParallel(SOLVED, { threads: 1.5 })).rejects.toThrow(RangeError);
  });

  test('the workers are stopped on every way out: a process that solves, then runs out of budget, exits by itself', async () => {
    // A worker left running would keep the child alive until execFile's timeout kills it.
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const module = fileURLToPath(new URL('./optimal-parallel.ts', import.meta.url));
    const script = `
      const { solveOptimalParallel } = await import(${JSON.stringify(module)});
      const s = await solveOptimalParallel(${JSON.stringify(scrambled("R U F' L2 D"))}, { threads: 2 });
      const e = await solveOptimalParallel(${JSON.stringify(randomFacelets3(rng(23)))}, { threads: 2, budgetMs: 100 }).catch((e) => e.name);
      console.log(s.length, e);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [tsx, '--conditions=@puz/source', '--input-type=module', '-e', script],
      { timeout: 20_000, env: process.env },
    );
    expect(stdout.trim()).toBe('5 SearchLimitError');
  }, 30_000);
});
