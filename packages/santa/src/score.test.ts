import { readFileSync } from 'node:fs';
import type { SantaPuzzle } from '@puz/perm/santa';
import { NO_MOVES, parseSubmission } from '@puz/perm/santa';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkPuzzleSolution } from './check.js';
import { loadSantaData, type SantaData } from './data.js';
import { scoreSubmission } from './score.js';
import { testData } from './test-support/data.js';

const known = testData();
let data: SantaData;
let sampleText: string;
beforeAll(() => {
  data = loadSantaData(known.dir);
  sampleText = readFileSync(known.sample, 'utf8');
});

/**
 * The first rows of the data and of the sample submission, for the bad-row cases: a bad row is
 * reported the same in a file of any size, and scoring all 398 Kaggle rows took 1.3-2.1 s a case
 * (the whole sample is scored once, by the first test).
 */
let few: SantaData;
let fewText: string;
beforeAll(() => {
  const ids = [...data.puzzles.keys()].slice(0, 20);
  few = { ...data, puzzles: new Map(ids.map((id) => [id, data.puzzles.get(id)!])) };
  const [header, ...rows] = sampleText.trimEnd().split('\n');
  const kept = new Set(ids.map(String));
  fewText = `${[header, ...rows.filter((l) => kept.has(l.split(',')[0]!))].join('\n')}\n`;
});

/** The first rows of the sample submission with the moves of row `id` replaced. */
function withRow(id: number, moves: string): string {
  return fewText.replace(new RegExp(`^${id},.*$`, 'm'), `${id},${moves}`);
}

describe(`the sample submission (${known.kind} data)`, () => {
  test(`scores ${known.total}, every row valid, per-type totals add up`, () => {
    const report = scoreSubmission(data, parseSubmission(sampleText, known.sample));
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ total: known.total, valid: known.puzzles, invalid: 0 });
    const moves = Object.fromEntries(Object.entries(report.byType).map(([t, s]) => [t, s.moves]));
    expect(moves).toEqual(known.byType);
    const types = Object.values(report.byType);
    expect(types.reduce((a, t) => a + t.puzzles, 0)).toBe(known.puzzles);
    expect(types.reduce((a, t) => a + t.moves, 0)).toBe(report.total);
    expect(report.puzzles.every((p) => p.valid)).toBe(true);
    expect(report.puzzles.reduce((a, p) => a + p.length, 0)).toBe(known.total);
  });
});

describe('bad rows are reported by id, never dropped', () => {
  const first = () => [...few.puzzles.values()][0]!;
  const second = () => [...few.puzzles.values()][1]!;

  test('an unknown move', () => {
    const p = first();
    const report = scoreSubmission(few, parseSubmission(withRow(p.id, 'zz9'), 's.csv'));
    expect(report.invalid).toBe(1);
    expect(report.valid).toBe(few.puzzles.size - 1);
    expect(report.errors).toEqual([
      { id: p.id, line: 2, message: expect.stringMatching(/unknown move "zz9" \(move 1 of 1\)/) },
    ]);
    expect(report.byType[p.type]?.invalid).toBe(1);
  });

  test('a row that does not solve its puzzle', () => {
    const p = second();
    // The sample's row for the same puzzle (the second row), read by the one CSV reader.
    const moves = parseSubmission(fewText, 'sample.csv').rows[1]!.moves;
    const report = scoreSubmission(
      few,
      parseSubmission(withRow(p.id, moves.slice(1).join('.')), 's.csv'),
    );
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatchObject({
      id: p.id,
      message: expect.stringMatching(/not solved/),
    });
  });

  test('missing, duplicated, unknown and malformed rows', () => {
    const [a, b, c] = [...few.puzzles.keys()] as [number, number, number];
    const lines = fewText.trimEnd().split('\n');
    const rowOf = (id: number) => lines.find((l) => l.startsWith(`${id},`))!;
    const text = [
      ...lines.filter((l) => !l.startsWith(`${a},`) && !l.startsWith(`${c},`)),
      rowOf(b), // duplicate
      '99999,f0', // no such puzzle
      ',f0', // no id
      `${c},f0,extra`, // three fields
    ].join('\n');
    const report = scoreSubmission(few, parseSubmission(text, 's.csv'));
    expect(report.invalid).toBe(3);
    const byId = new Map(report.errors.map((e) => [e.id, e.message]));
    expect(byId.get(a)).toMatch(/no row for puzzle/);
    expect(byId.get(b)).toMatch(/has 2 rows/);
    expect(byId.get(c)).toMatch(/expected 2 fields/);
    expect(byId.get(99999)).toMatch(/no puzzle with id 99999/);
    expect(byId.get(null)).toMatch(/missing or not an integer/);
    expect(report.errors).toHaveLength(5);
  });

  test('a state of the wrong length and an unknown puzzle type', () => {
    const p = first();
    const short: SantaPuzzle = { ...p, initial: p.initial.slice(1) };
    const m = data.types.get(p.type)!.baseMoves[0]!;
    expect(checkPuzzleSolution(short, data.types.get(p.type), [m]).message).toMatch(
      `initial_state has ${p.initial.length - 1} labels; ${p.type} has ${p.initial.length} positions`,
    );
    const renamed = new Map(few.puzzles).set(p.id, { ...p, type: 'globe_33/3' });
    const report = scoreSubmission({ ...few, puzzles: renamed }, parseSubmission(fewText, 's.csv'));
    expect(report.errors).toEqual([
      { id: p.id, line: 2, message: 'unknown puzzle type globe_33/3 (not in puzzle_info.csv)' },
    ]);
  });
});

describe('wildcards', () => {
  /**
   * A puzzle whose initial state is its solution state changed in exactly `k` positions: a
   * 3-cycle of distinct labels when `k` is odd, then swaps of unequal labels.
   */
  function offBy(p: SantaPuzzle, k: number): SantaPuzzle {
    const initial = [...p.solution];
    const used = new Set<number>();
    const free = (label?: string) =>
      initial.findIndex((l, i) => !used.has(i) && l !== label && l !== undefined);
    if (k % 2 === 1) {
      const a = free();
      used.add(a);
      const b = free(initial[a]);
      used.add(b);
      const c = initial.findIndex((l, i) => !used.has(i) && l !== initial[a] && l !== initial[b]);
      used.add(c);
      [initial[a], initial[b], initial[c]] = [initial[b]!, initial[c]!, initial[a]!];
      k -= 3;
    }
    for (; k > 0; k -= 2) {
      const a = free();
      used.add(a);
      const b = free(initial[a]);
      used.add(b);
      [initial[a], initial[b]] = [initial[b]!, initial[a]!];
    }
    return { ...p, initial };
  }

  test('a state off by num_wildcards positions is solved; one more is not', () => {
    const p = [...data.puzzles.values()].find((q) => q.numWildcards >= 2)!;
    const type = data.types.get(p.type)!;
    const w = p.numWildcards;
    // A move and its inverse: Kaggle's metric refuses an empty list even for a solved state.
    const idle = [type.baseMoves[0]!, `-${type.baseMoves[0]!}`];
    expect(checkPuzzleSolution(offBy(p, w), type, idle)).toEqual({
      valid: true,
      length: 2,
      mismatches: w,
    });
    const over = checkPuzzleSolution(offBy(p, w + 1), type, idle);
    expect(over).toMatchObject({ valid: false, mismatches: w + 1 });
    expect(over.message).toMatch(`in ${w + 1} positions (num_wildcards ${w})`);
    // The same state with no wildcards is not solved at all.
    expect(checkPuzzleSolution({ ...offBy(p, w), numWildcards: 0 }, type, idle).valid).toBe(false);
  });

  test('no moves is invalid even for a state already solved, as in the metric', () => {
    const p = [...data.puzzles.values()].find((q) => q.numWildcards >= 2)!;
    const check = checkPuzzleSolution(offBy(p, 0), data.types.get(p.type), []);
    expect(check).toMatchObject({ valid: false, length: 0, message: NO_MOVES });
  });

  test('wildcards also hold after replaying moves', () => {
    const p = [...data.puzzles.values()].find((q) => q.numWildcards >= 2)!;
    const type = data.types.get(p.type)!;
    const m = type.baseMoves[0]!;
    // Scramble the off-by-w state with -m; the solution m brings it back.
    const start = offBy(p, p.numWildcards);
    const state = Uint16Array.from(start.initial, (_, i) => i);
    type.applyMoves(state, [`-${m}`]);
    const scrambled = { ...start, initial: Array.from(state, (i) => start.initial[i]!) };
    expect(checkPuzzleSolution(scrambled, type, [m])).toMatchObject({ valid: true, length: 1 });
  });
});
