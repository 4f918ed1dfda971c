import { encodeLabels, type LabelState, mismatches, rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { insertBeam, insertCycles } from './insert.js';
import { globePuzzle, globeSolved } from './puzzle.js';
import { pairTables } from './tables.js';

/** A scrambled globe_a/b (random moves from solved) as label codes, and its solution. */
function scrambled(a: number, b: number, seed: number, length: number) {
  const puzzle = globePuzzle(a, b);
  const solved = globeSolved(a, b);
  const names = puzzle.baseMoves;
  const random = rng(seed);
  const moves = Array.from(
    { length },
    () => names[Math.floor(random.next() * names.length)] as string,
  );
  const start = puzzle.replay(solved, moves);
  const {
    states: [state, target],
  } = encodeLabels(start, solved);
  return { puzzle, state: state as LabelState, target: target as LabelState };
}

describe('insertCycles', () => {
  test.each([
    [1, 4, 1],
    [1, 6, 2],
    [3, 4, 3],
    [2, 5, 4],
  ])(
    'globe_%i/%i (seed %i): the outer pair solved, every other cell left as it was',
    (a, b, seed) => {
      const { puzzle, state, target } = scrambled(a, b, seed, 30);
      // Solve the outer pair only; its answer must leave every other row alone.
      const job = { top: 0, bot: a };
      // Another pair's moves (rows 1, a − 1) and plain flips too: cycles may go among them.
      const prefix = ['f1', `r${a}`, 'f1', 'r1', 'f0', 'r0', 'f0', `-r${a - 1}`, 'f2'];
      const after = puzzle.applyMoves(state.slice() as LabelState, prefix);
      const moves = insertCycles({
        puzzle,
        tables: pairTables(b),
        job,
        state: after,
        target,
        allowed: 0,
        prefix,
      });
      expect(moves).not.toBeNull();
      const end = puzzle.applyMoves(state.slice() as LabelState, moves!);
      const w = 2 * b;
      for (let c = 0; c < w; c++) {
        expect(end[c]).toBe(target[c]);
        expect(end[a * w + c]).toBe(target[a * w + c]);
      }
      // Other rows: as the prefix left them (the prefix's flips cancel on them).
      const before = puzzle.applyMoves(state.slice() as LabelState, prefix);
      for (let r = 1; r < a; r++)
        for (let c = 0; c < w; c++) expect(end[r * w + c]).toBe(before[r * w + c]);
    },
  );

  test('distinct labels: an even permutation of the pair is solved', () => {
    const b = 4;
    const puzzle = globePuzzle(1, b);
    const n = 4 * b;
    const solved = Array.from({ length: n }, (_, i) => `N${i}`);
    const start = puzzle.replay(solved, ['f0', 'r0', 'f2', '-r1', 'f3', 'r1', 'r1', 'f1']);
    const {
      states: [state, target],
    } = encodeLabels(start, solved);
    const moves = insertCycles({
      puzzle,
      tables: pairTables(b),
      job: { top: 0, bot: 1 },
      state: state as LabelState,
      target: target as LabelState,
      allowed: 0,
      prefix: [],
    });
    expect(moves).not.toBeNull();
    const end = puzzle.applyMoves((state as LabelState).slice() as LabelState, moves!);
    expect(mismatches(end, target as LabelState)).toBe(0);
  });

  test('a beam of insertions solves the pair too, and at width 6 is no longer than the greedy', () => {
    let greedy = 0;
    let beam = 0;
    for (const seed of [5, 6, 7]) {
      const { puzzle, state, target } = scrambled(1, 6, seed, 40);
      const o = {
        puzzle,
        tables: pairTables(6),
        job: { top: 0, bot: 1 },
        state,
        target,
        allowed: 0,
        prefix: [],
      };
      const g = insertCycles(o);
      const moves = insertBeam(o, 6);
      expect(g).not.toBeNull();
      expect(moves).not.toBeNull();
      const end = puzzle.applyMoves(state.slice() as LabelState, moves!);
      expect(mismatches(end, target)).toBe(0);
      greedy += puzzle.simplify(g!).length;
      beam += puzzle.simplify(moves!).length;
    }
    expect(beam).toBeLessThanOrEqual(greedy);
  });
});
