import { describe, expect, test } from 'vitest';
import { fromCycles } from '../cycles.js';
import { InvalidStateError, ParseError, UnknownPuzzleError } from '../errors.js';
import { PermPuzzle } from './puzzle.js';
import { SolverRegistry } from './registry.js';
import type { PuzzleFamily, Solver } from './solver.js';

// A family of toy rings `ring_N` (one N-cycle move), with an exact solver (turn back the
// shortest way) and a broken one, to test the boundary rather than a search.
const ringPuzzle = (type: string) => {
  const n = Number(/^ring_(\d+)$/.exec(type)?.[1]);
  if (!(n >= 2 && n <= 50)) throw new ParseError(`no ring size in "${type}"`, type, 0, type);
  const cycle = `(${Array.from({ length: n }, (_, i) => i).join(' ')})`;
  return new PermPuzzle({ name: type, moves: [['t', fromCycles(n, cycle)]] });
};
const solved = (type: string) =>
  ringPuzzle(type).replay([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].slice(0, ringPuzzle(type).size), []);
const turnBack: Solver = (puzzle, start, goal) => {
  for (let k = 0; k < puzzle.size; k++) {
    for (const name of ['t', '-t']) {
      const moves = Array.from({ length: k }, () => name);
      if (puzzle.check(start, goal, moves).valid)
        return { moves, ms: 0, optimal: true, stats: { expanded: k } };
    }
  }
  throw new InvalidStateError('unreachable', 'not a turn of the ring');
};
const family: PuzzleFamily = {
  name: 'ring',
  types: 'ring_N (N = 2..26)',
  owns: (type) => type.startsWith('ring_'),
  // By structure: one move `t`, equal to the ring's of that size.
  identify: (puzzle) => {
    if (puzzle.size < 2 || puzzle.size > 50) return undefined;
    const type = `ring_${puzzle.size}`;
    return ringPuzzle(type).sameMoves(puzzle) ? type : undefined;
  },
  puzzle: ringPuzzle,
  solved,
  solvers: [
    { name: 'exact', summary: 'turns back', optimal: true, solve: turnBack },
    {
      name: 'small-only',
      summary: 'only ring_3',
      optimal: false,
      accepts: (type) => type === 'ring_3',
      solve: turnBack,
    },
    {
      name: 'long-way',
      summary: 'turns forward, once round more than needed, ignoring wildcards',
      optimal: false,
      solve: (puzzle, start, goal) => {
        for (let k = 0; ; k++) {
          const moves = Array.from({ length: k + puzzle.size }, () => 't');
          if (puzzle.check(start, goal, moves).valid)
            return { moves, ms: 0, optimal: false, stats: { expanded: k } };
        }
      },
    },
    {
      name: 'broken',
      summary: 'answers nonsense',
      optimal: false,
      solve: () => ({ moves: ['t'], ms: 0, optimal: false, stats: { expanded: 0 } }),
    },
  ],
};
const registry = new SolverRegistry([family]);

describe('SolverRegistry', () => {
  test('solves by type with the default solver, replayed, the goal defaulting to solved', () => {
    const puzzle = registry.puzzle('ring_5');
    const start = puzzle.replay(solved('ring_5'), ['t', 't']);
    const s = registry.solve('ring_5', start, undefined);
    expect(s).toMatchObject({ solver: 'exact', moves: ['-t', '-t'], length: 2, optimal: true });
    expect(registry.puzzle('ring_5')).toBe(puzzle);
  });

  test('solvers are picked among those that accept the type', () => {
    expect(registry.solversFor('ring_3').map((s) => s.name)).toEqual([
      'exact',
      'small-only',
      'long-way',
      'broken',
    ]);
    expect(registry.solversFor('ring_4').map((s) => s.name)).toEqual([
      'exact',
      'long-way',
      'broken',
    ]);
    expect(() => registry.solver('ring_4', 'small-only')).toThrow(
      /no solver "small-only" for ring_4; its solvers: exact, long-way, broken/,
    );
  });

  test('bad input is a typed error; a wrong answer is never returned', () => {
    expect(() => registry.solve('cube_3/3/3', [], undefined)).toThrow(ParseError);
    expect(() => registry.solve('ring_4', ['A', 'B'], undefined)).toThrow(InvalidStateError);
    expect(() => registry.solve('ring_4', ['A', 'B', 'C', 'C'], undefined)).toThrow(
      /different labels/,
    );
    const start = registry.puzzle('ring_4').replay(solved('ring_4'), ['t', 't']);
    expect(() => registry.solve('ring_4', start, undefined, { solver: 'broken' })).toThrow(
      /fails the replay.*a bug/,
    );
  });

  test('an answer is cut where it first gets within the wildcards', () => {
    // ring_8 one turn from solved; the solver answers with 9 turns (once round too many). Every
    // other turn leaves all 8 labels wrong, so 1 wildcard cuts it to 1 turn, 8 wildcards to none.
    const start = registry.puzzle('ring_8').replay(solved('ring_8'), ['-t']);
    const length = (wildcards: number) =>
      registry.solve('ring_8', start, undefined, { solver: 'long-way', wildcards }).length;
    expect([length(0), length(1), length(8)]).toEqual([9, 1, 0]);
  });

  test('a puzzle given by its moves is recognised by structure, whatever its name', () => {
    const renamed = new PermPuzzle({
      name: 'my own ring',
      moves: [['t', ringPuzzle('ring_6').sequencePerm(['t'])]],
    });
    expect(registry.identify(renamed)?.type).toBe('ring_6');
    const start = renamed.replay(solved('ring_6'), ['t', 't', 't', 't']);
    const s = registry.solvePuzzle(renamed, start, undefined);
    expect(s).toMatchObject({ solver: 'exact', moves: ['t', 't'], length: 2 });
    expect(renamed.check(start, solved('ring_6'), s.moves).valid).toBe(true);
    // Same name, other moves (a 6-cycle's square): no family's puzzle, and a typed error.
    const other = new PermPuzzle({
      name: 'ring_6',
      moves: [['t', ringPuzzle('ring_6').sequencePerm(['t', 't'])]],
    });
    expect(registry.identify(other)).toBeUndefined();
    expect(() => registry.solvePuzzle(other, solved('ring_6'), undefined)).toThrow(
      UnknownPuzzleError,
    );
  });
});
