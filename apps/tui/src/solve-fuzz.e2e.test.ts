import {
  applyMoves,
  CubeMoves,
  cornerSlots,
  isSolvedAnyOrientation,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import { cubePuzzle } from '@puz/cube/santa';
import { cubeScramble } from '@puz/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

/*
 * Fuzz of `puz solve` for cubes at the CLI: scrambles drawn from the whole notation (face, wide,
 * inner, range, slice and rotation moves; Santa names for the Santa types) always solve (exit 0),
 * and the printed answer, replayed from the scramble, reaches the solved cube; mutated states are
 * solved or refused with one line (exit 2), never an internal error.
 */

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const cubes = new Map([2, 3, 4, 5].map((n) => [n, new CubeMoves(n)]));
const cubeOf = (n: number) => cubes.get(n) as CubeMoves;
const scrambled = (n: number, alg: string) =>
  applyMoves(solvedFacelets(n), parseAlg(alg, n), cubeOf(n));

/** Solves `alg` at the CLI and replays the printed answer: solved (or any orientation) or fail. */
async function solvesScramble(puzzle: string, n: number, alg: string, ...flags: string[]) {
  const { code, stdout, stderr } = await puz(
    'solve',
    puzzle,
    '--scramble',
    alg,
    '--json',
    ...flags,
  );
  expect({ alg, code, stderr }).toEqual({ alg, code: 0, stderr: '' });
  const out = JSON.parse(stdout);
  const end = applyMoves(scrambled(n, alg), parseAlg(out.moves.join(' '), n), cubeOf(n));
  if (flags.includes('--any-orientation')) expect(isSolvedAnyOrientation(end)).toBe(true);
  else expect(end).toBe(solvedFacelets(n));
  return out;
}

describe('puz solve on random scrambles of the whole notation', () => {
  test('3x3x3 two-phase, with and without --any-orientation', async () => {
    await fc.assert(
      fc.asyncProperty(
        cubeScramble(3, { maxLength: 30, size: 'max' }),
        fc.boolean(),
        async (alg, any) => {
          const out = await solvesScramble('3x3x3', 3, alg, ...(any ? ['--any-orientation'] : []));
          expect(out).toMatchObject({ metric: 'htm' });
          expect(out.length).toBeLessThanOrEqual(21);
        },
      ),
      { numRuns: 60, seed: 16 },
    );
  }, 30_000);

  test('3x3x3 optimal and genetic (short scrambles)', async () => {
    await fc.assert(
      fc.asyncProperty(
        cubeScramble(3, { maxLength: 4 }),
        fc.constantFrom('optimal', 'genetic'),
        async (alg, solver) => {
          await solvesScramble('3x3x3', 3, alg, '--solver', solver);
        },
      ),
      { numRuns: 8, seed: 16 },
    );
  }, 30_000);

  test('2x2x2', async () => {
    await fc.assert(
      fc.asyncProperty(cubeScramble(2, { maxLength: 25, size: 'max' }), async (alg) => {
        await solvesScramble('2x2x2', 2, alg);
      }),
      { numRuns: 20, seed: 16 },
    );
  }, 30_000);

  test('NxNxN (4x4x4 and 5x5x5)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(4, 5)
          .chain((n) =>
            cubeScramble(n, { maxLength: 25, size: 'max' }).map((alg) => [n, alg] as const),
          ),
        async ([n, alg]) => {
          // 4x4x4's default solver (tpr) has no time budget and refuses one.
          await solvesScramble(`${n}x${n}x${n}`, n, alg, ...(n === 4 ? [] : ['--budget-ms', '0']));
        },
      ),
      { numRuns: 5, seed: 16 },
    );
  }, 30_000);

  test('Santa cube types by Santa names, replayed on the Santa model', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(2, 3, 4)
          .chain((n) =>
            cubeScramble(n, { maxLength: 25, santa: true, size: 'max' }).map(
              (alg) => [n, alg] as const,
            ),
          ),
        async ([n, alg]) => {
          const type = `cube_${n}/${n}/${n}`;
          const { code, stdout, stderr } = await puz(
            'solve',
            type,
            '--scramble',
            alg,
            '--budget-ms',
            '20',
            '--json',
          );
          expect({ alg, code, stderr }).toEqual({ alg, code: 0, stderr: '' });
          const model = cubePuzzle(n);
          const start = model.replay(model.solved as string[], alg.split(' ').filter(Boolean));
          expect(model.replay(start, JSON.parse(stdout).moves)).toEqual(model.solved);
        },
      ),
      { numRuns: 10, seed: 16 },
    );
  }, 30_000);
});

test('puz solve 3x3x3 --state on mutated states: solved (replayed) or refused in one line', async () => {
  const edit = fc.oneof(
    fc.tuple(fc.nat(53), fc.nat(53)).map(([i, j]) => (s: string[]) => {
      [s[i], s[j]] = [s[j] as string, s[i] as string];
    }),
    fc.tuple(fc.nat(7), fc.integer({ min: 1, max: 2 })).map(([c, t]) => (s: string[]) => {
      const slot = cornerSlots(3)[c] as number[];
      const colours = slot.map((i) => s[i] as string);
      slot.forEach((i, k) => {
        s[i] = colours[(k + t) % 3] as string;
      });
    }),
    fc.tuple(fc.nat(53), fc.constantFrom('U', 'X', '')).map(([i, ch]) => (s: string[]) => {
      s[i] = ch;
    }),
  );
  await fc.assert(
    fc.asyncProperty(
      cubeScramble(3, { maxLength: 20, size: 'max' }),
      fc.array(edit, { maxLength: 2 }),
      async (alg, edits) => {
        const s = [...scrambled(3, alg)];
        for (const e of edits) e(s);
        const state = s.join('');
        const { code, stdout, stderr } = await puz('solve', '3x3x3', '--state', state, '--json');
        if (code === 0) {
          const moves = parseAlg(JSON.parse(stdout).moves.join(' '), 3);
          expect(applyMoves(state, moves, cubeOf(3))).toBe(solvedFacelets(3));
        } else {
          expect({ code, lines: stderr.trim().split('\n').length }).toEqual({ code: 2, lines: 1 });
        }
      },
    ),
    { numRuns: 40, seed: 16 },
  );
}, 30_000);
