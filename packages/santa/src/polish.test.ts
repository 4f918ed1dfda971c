import type { PermPuzzle } from '@puz/perm';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { checkPuzzleSolution } from './check.js';
import { loadSantaData, readSubmission } from './data.js';
import { ballCap, polishPuzzle } from './polish.js';
import { SolveError, solvePuzzle } from './solvers.js';

// The generated fixture: cube_2, cube_3, wreath_6, globe_1/8 (plain, 2 wildcards, distinct labels).
const dir = fixtureDir('santa2023');
const data = loadSantaData(dir);
const sample = new Map(
  readSubmission(`${dir}/sample_submission.csv`).rows.map((r) => [r.id, r.moves] as const),
);

/** Breadth-first distance over label states from the puzzle's start to its goal (small puzzles). */
function bfsDistance(type: PermPuzzle, start: readonly string[], goal: readonly string[]): number {
  const key = (s: readonly string[]) => s.join(';');
  const target = key(goal);
  let frontier: (readonly string[])[] = [start];
  const seen = new Set([key(start)]);
  for (let d = 0; frontier.length > 0; d++) {
    if (frontier.some((s) => key(s) === target)) return d;
    const next: (readonly string[])[] = [];
    for (const s of frontier)
      for (const m of type.moveNames) {
        const t = type.replay(s, [m]);
        const k = key(t);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(t);
        }
      }
    frontier = next;
  }
  return -1;
}

describe('polishPuzzle', () => {
  test('wreath_6/6: the fixture undo is brought to the breadth-first optimum, replayed', () => {
    const puzzle = data.puzzles.get(6)!;
    const type = data.types.get(puzzle.type)!;
    const given = sample.get(6)!;
    const best = bfsDistance(type, puzzle.initial, puzzle.solution);
    expect(given.length).toBeGreaterThan(best);
    const s = polishPuzzle(puzzle, type, given, { budgetMs: 5000 });
    expect(checkPuzzleSolution(puzzle, type, s.moves)).toMatchObject({ valid: true });
    expect(s.length).toBe(best);
    expect(s).toMatchObject({ id: 6, type: 'wreath_6/6', solver: 'window', optimal: false });
  });

  test('globe_1/8: a slack window no simplify sees (a flip conjugated by a turn of both rows) is removed', () => {
    const puzzle = data.puzzles.get(9)!;
    const type = data.types.get(puzzle.type)!;
    const answer = solvePuzzle(puzzle, type, { budgetMs: 50 }).moves;
    // r0 r1 f1 -r1 -r0 turns the whole globe, flips, turns back: some single flip X. Then
    // (r0 r1 f1 -r1 -r0) X is the identity in six moves that commute with nothing around them.
    const conj = ['r0', 'r1', 'f1', '-r1', '-r0'];
    const probe = type.sequencePerm(conj).join();
    const flip = type.moveNames.find(
      (m) => /^f/.test(m) && type.sequencePerm([m]).join() === probe,
    );
    expect(flip).toBeDefined();
    const at = answer.length >> 1;
    const padded = [...answer.slice(0, at), ...conj, flip as string, ...answer.slice(at)];
    expect(type.simplify([...conj, flip as string])).toHaveLength(6);
    expect(type.simplify(padded).length).toBeGreaterThan(answer.length);
    expect(checkPuzzleSolution(puzzle, type, padded)).toMatchObject({ valid: true });
    const s = polishPuzzle(puzzle, type, padded, { budgetMs: 3000 });
    expect(checkPuzzleSolution(puzzle, type, s.moves)).toMatchObject({ valid: true });
    expect(s.length).toBeLessThanOrEqual(answer.length);
  });

  test('with 2 wildcards the answer may end early; it always replays within them', () => {
    for (const id of [1, 7, 10]) {
      const puzzle = data.puzzles.get(id)!;
      const type = data.types.get(puzzle.type)!;
      const given = sample.get(id)!;
      const s = polishPuzzle(puzzle, type, given, { budgetMs: 500 });
      expect(checkPuzzleSolution(puzzle, type, s.moves)).toMatchObject({ valid: true });
      expect(s.length).toBeLessThanOrEqual(given.length);
    }
  });

  test('an answer that does not solve the puzzle is a SolveError naming the id', () => {
    const puzzle = data.puzzles.get(6)!;
    const type = data.types.get(puzzle.type)!;
    expect(() => polishPuzzle(puzzle, type, ['l'])).toThrow(SolveError);
    expect(() => polishPuzzle(puzzle, type, ['l'])).toThrow(/id 6: .*not valid/);
    expect(() => polishPuzzle(puzzle, undefined, sample.get(6)!)).toThrow(SolveError);
  });

  test('the ball is held to about 128 MB of states on big puzzles', () => {
    expect(ballCap(10)).toBe(256_000);
    expect(ballCap(6 * 33 * 33)).toBe(Math.floor(2 ** 26 / (6 * 33 * 33)));
    expect(ballCap(10 ** 7)).toBe(1000);
  });
});
