import { describe, expect, test } from 'vitest';
import { fromCycles } from '../cycles.js';
import { InvalidStateError, UnknownPuzzleError } from '../errors.js';
import { PermPuzzle } from './puzzle.js';
import { SolverRegistry } from './registry.js';
import type { PuzzleFamily, Solver } from './solver.js';

// The registry's async path (`solveAsync`, `solvePuzzleAsync`): a solver that answers later (as
// the 3x3x3's optimal search on worker threads does) gets the same checks and the same replay.
const ring = (n: number) =>
  new PermPuzzle({
    name: `ring_${n}`,
    moves: [['t', fromCycles(n, `(${Array.from({ length: n }, (_, i) => i).join(' ')})`)]],
  });
const solvedOf = (n: number) => [...'ABCDEFGH'].slice(0, n);
const back: Solver = (puzzle, start, goal) => {
  for (let k = 0; k < puzzle.size; k++) {
    const moves = Array.from({ length: k }, () => '-t');
    if (puzzle.check(start, goal, moves).valid)
      return { moves, ms: 1, optimal: true, stats: { expanded: k } };
  }
  throw new InvalidStateError('unreachable', 'not a turn of the ring');
};
const calls: string[] = [];
const family: PuzzleFamily = {
  name: 'ring',
  types: 'ring_N',
  owns: (type) => type.startsWith('ring_'),
  identify: (p) =>
    p.size >= 2 && p.size <= 8 && ring(p.size).sameMoves(p) ? `ring_${p.size}` : undefined,
  puzzle: (type) => ring(Number(type.slice(5))),
  solved: (type) => solvedOf(Number(type.slice(5))),
  solvers: [
    {
      name: 'threads',
      summary: 'answers later',
      optimal: true,
      solve: (...args) => {
        calls.push('sync');
        return back(...args);
      },
      solveAsync: async (...args) => {
        calls.push('async');
        await new Promise((r) => setTimeout(r, 1));
        return { ...back(...args), ms: 7 };
      },
    },
    { name: 'plain', summary: 'sync only', optimal: true, solve: back },
    {
      name: 'wrong-later',
      summary: 'answers nonsense, later',
      optimal: false,
      solve: () => ({ moves: [], ms: 0, optimal: false, stats: { expanded: 0 } }),
      solveAsync: async () => ({ moves: ['t'], ms: 0, optimal: false, stats: { expanded: 0 } }),
    },
  ],
};
const registry = new SolverRegistry([family]);
const start = ring(5).replay(solvedOf(5), ['t', 't']);

describe('SolverRegistry async', () => {
  test('solveAsync calls the solver’s solveAsync and replays its answer', async () => {
    calls.length = 0;
    const s = await registry.solveAsync('ring_5', start, undefined, { solver: 'threads' });
    expect(s).toMatchObject({ solver: 'threads', moves: ['-t', '-t'], length: 2, ms: 7 });
    expect(calls).toEqual(['async']);
    // The synchronous call still takes the synchronous solver.
    expect(registry.solve('ring_5', start, undefined, { solver: 'threads' }).ms).toBe(1);
    expect(calls).toEqual(['async', 'sync']);
  });

  test('a solver with no solveAsync is called synchronously', async () => {
    const s = await registry.solveAsync('ring_5', start, undefined, { solver: 'plain' });
    expect(s).toMatchObject({ solver: 'plain', moves: ['-t', '-t'] });
  });

  test('a renamed puzzle is found by structure', async () => {
    const renamed = new PermPuzzle({
      name: 'mine',
      moves: [['t', ring(5).perm('t') as ArrayLike<number>]],
    });
    const s = await registry.solvePuzzleAsync(renamed, start, undefined, { solver: 'threads' });
    expect(s.moves).toEqual(['-t', '-t']);
  });

  test('errors reject: a wrong answer, an unknown puzzle, a start that does not fit', async () => {
    await expect(
      registry.solveAsync('ring_5', start, undefined, { solver: 'wrong-later' }),
    ).rejects.toThrow(/fails the replay/);
    const odd = new PermPuzzle({ name: 'odd', moves: [['u', fromCycles(4, '(0 1)')]] });
    await expect(
      registry.solvePuzzleAsync(odd, ['A', 'B', 'C', 'D'], undefined),
    ).rejects.toBeInstanceOf(UnknownPuzzleError);
    await expect(registry.solveAsync('ring_5', ['A'], undefined)).rejects.toBeInstanceOf(
      InvalidStateError,
    );
  });
});
