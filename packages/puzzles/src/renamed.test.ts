import { PermPuzzle, rng, UnknownPuzzleError } from '@puz/perm';
import { santaTypes } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { solvers } from './registry.js';

// Real puzzle_info.csv rows (the Kaggle file when present, else the committed sample of nine
// types), each built into a PermPuzzle under a name no family knows: the registry must recognise
// the family by the moves alone and solve the puzzle it is given.
const { types, source } = santaTypes();

/** The row of `type` as a PermPuzzle named `name`, its moves listed in `order`. */
function fromRow(type: string, name: string, order: 'as-read' | 'reversed' = 'as-read') {
  const row = types.get(type);
  if (!row) throw new Error(`${type} is not in the ${source} puzzle_info.csv`);
  const moves = [...row.entries()];
  return new PermPuzzle({ name, moves: order === 'reversed' ? moves.reverse() : moves });
}

/** A seeded random walk of `length` moves from `from`. */
function scramble(puzzle: PermPuzzle, from: readonly string[], seed: number, length: number) {
  const names = puzzle.moveNames;
  const random = rng(seed);
  return puzzle.replay(
    from,
    Array.from({ length }, () => names[random.int(names.length)] as string),
  );
}

// One type per family, and a budget that keeps each solve short (the globe and cube_3 solvers
// take seconds on a busy machine, so one scramble each). The globe's is a time budget: with
// budgetNodes 1 its portfolio still ran every member, 2.8-3.0 s quiet against 0.5 s for 200 ms;
// the answer's validity is under test here, not its length.
const CASES = [
  { type: 'cube_2/2/2', options: {}, seeds: [1, 2] },
  { type: 'cube_3/3/3', options: { budgetMs: 50 }, seeds: [1] },
  { type: 'globe_2/6', options: { budgetMs: 200 }, seeds: [1] },
  { type: 'wreath_7/7', options: {}, seeds: [1, 2] },
] as const;

describe(`renamed puzzles built from puzzle_info.csv rows (${source})`, () => {
  test.each(CASES)('$type, renamed, is recognised and solved', ({ type, options, seeds }) => {
    const puzzle = fromRow(type, `my puzzle (${type.length} letters)`, 'reversed');
    const found = solvers.identify(puzzle);
    expect(found?.type).toBe(type);
    const solved = (found?.family.solved(type) ?? []) as string[];
    for (const seed of seeds) {
      const start = scramble(puzzle, solved, seed, 40);
      const s = solvers.solvePuzzle(puzzle, start, undefined, options);
      // Replayed here too, on the renamed puzzle: the answer is in its move names and solves it.
      expect(puzzle.check(start, solved, s.moves)).toMatchObject({ valid: true, mismatches: 0 });
      expect(s.length).toBe(s.moves.length);
      // The family's default solver, as when the type is named.
      expect(s.solver).toBe(solvers.solver(type).name);
    }
  });

  test('every row of the file is recognised as its own type under another name', () => {
    for (const type of types.keys()) {
      const puzzle = fromRow(type, 'x', 'reversed');
      expect(solvers.identify(puzzle)?.type, type).toBe(type);
    }
  });

  test('an exact solver gives the same length by structure as by name', () => {
    for (const type of ['cube_2/2/2', 'wreath_7/7']) {
      const puzzle = fromRow(type, 'anonymous');
      const solved = solvers.puzzle(type).solved as string[];
      const start = scramble(puzzle, solved, 7, 30);
      const byStructure = solvers.solvePuzzle(puzzle, start, solved);
      const byName = solvers.solve(type, start, solved);
      expect(byStructure.optimal).toBe(true);
      expect(byStructure.length).toBe(byName.length);
    }
  });

  test('a row with one move changed is no family’s puzzle: a typed error, never a guess', () => {
    const row = types.get('globe_2/6');
    if (!row) throw new Error('globe_2/6 is not in puzzle_info.csv');
    const moves = [...row.entries()].map(([name, perm]): [string, number[]] =>
      name === 'f0' ? [name, [...perm].reverse()] : [name, perm],
    );
    // A reversal is a permutation too, so this is a valid puzzle, just not a globe.
    const odd = new PermPuzzle({ name: 'globe_2/6', moves });
    expect(solvers.identify(odd)).toBeUndefined();
    const start = solvers.puzzle('globe_2/6').solved as string[];
    expect(() => solvers.solvePuzzle(odd, start, start)).toThrow(UnknownPuzzleError);
    // A family's solver handed a puzzle of another family refuses it the same way.
    const wreath = fromRow('wreath_7/7', 'w');
    expect(() => solvers.solver('globe_2/6').solve(wreath, [...start], [...start], {})).toThrow(
      UnknownPuzzleError,
    );
  });
});
