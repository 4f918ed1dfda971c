import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromCycles } from '../cycles.js';
import { InvalidPermutationError, ParseError } from '../errors.js';
import { rng } from '../random.js';
import { encodeLabels, isSolvedWithin, mismatches, sameLabels } from './labels.js';
import { PermPuzzle } from './puzzle.js';

// A toy wreath: two rings of 6 sharing positions 0 and 3 — small enough to check by hand, with
// moves that do not commute (so order matters) and of order 6 (so powers matter).
const wreath = new PermPuzzle({
  name: 'toy_wreath',
  moves: [
    ['l', fromCycles(10, '(0 1 2 3 4 5)')],
    ['r', fromCycles(10, '(0 6 7 3 8 9)')],
  ],
});
// A toy "cube axis": three layers that commute with each other and a flip that commutes with none.
const axis = new PermPuzzle({
  name: 'toy_axis',
  moves: [
    ['a0', fromCycles(12, '(0 1 2 3)')],
    ['a1', fromCycles(12, '(4 5 6 7)')],
    ['a2', fromCycles(12, '(8 9 10 11)')],
    ['f', fromCycles(12, '(0 4)(1 8)')],
  ],
});

const names = (p: PermPuzzle) => fc.constantFrom(...p.moveNames);
const sequences = (p: PermPuzzle) => fc.array(names(p), { maxLength: 40 });
const labelsOf = (n: number) => Array.from({ length: n }, (_, i) => `L${i}`);

describe('PermPuzzle', () => {
  test('moves and their derived inverses', () => {
    expect(wreath.size).toBe(10);
    expect(wreath.baseMoves).toEqual(['l', 'r']);
    expect(wreath.moveNames).toEqual(['l', '-l', 'r', '-r']);
    expect(wreath.inverseName('l')).toBe('-l');
    expect(wreath.inverseName('-r')).toBe('r');
    // The cycle (0 1 2 3 4 5) carries the label at 0 to 1, ..., the one at 5 to 0.
    expect(wreath.replay(labelsOf(10), ['l']).slice(0, 6)).toEqual([
      'L5',
      'L0',
      'L1',
      'L2',
      'L3',
      'L4',
    ]);
  });

  test('a sequence and its inverse cancel; replay leaves the start as it was', () => {
    fc.assert(
      fc.property(sequences(wreath), (seq) => {
        const start = labelsOf(10);
        const there = wreath.replay(start, seq);
        expect(wreath.replay(there, wreath.invertSequence(seq))).toEqual(start);
        expect(start).toEqual(labelsOf(10));
      }),
    );
  });

  test('replay on labels, applyMoves on codes and sequencePerm agree', () => {
    fc.assert(
      fc.property(sequences(axis), (seq) => {
        const start = labelsOf(12);
        const byLabels = axis.replay(start, seq);
        const {
          states: [codes],
          labels,
        } = encodeLabels(start);
        const byCodes = axis.applyMoves(codes as Uint16Array, seq);
        expect(Array.from(byCodes, (c) => labels[c])).toEqual(byLabels);
        const perm = axis.sequencePerm(seq);
        expect(Array.from(perm, (i) => start[i])).toEqual(byLabels);
      }),
    );
  });

  test('check honours wildcards and names what is wrong', () => {
    const goal = labelsOf(10);
    const start = wreath.replay(goal, ['l', 'r']);
    const answer = wreath.invertSequence(['l', 'r']);
    expect(wreath.check(start, goal, answer)).toEqual({ valid: true, length: 2, mismatches: 0 });
    const partial = wreath.check(start, goal, answer.slice(0, 1));
    expect(partial.valid).toBe(false);
    expect(partial.message).toMatch(/differs from the goal in \d+ positions/);
    expect(wreath.check(start, goal, answer.slice(0, 1), partial.mismatches).valid).toBe(true);
    expect(wreath.check(start, goal, ['x']).message).toMatch(/unknown move "x" \(move 1 of 1\)/);
    expect(wreath.check(start.slice(1), goal, []).message).toMatch(/start has 9 labels/);
  });

  test('an unknown move is a ParseError pointing at it', () => {
    const error = (() => {
      try {
        wreath.replay(labelsOf(10), ['l', 'r', 'q']);
      } catch (e) {
        return e as ParseError;
      }
    })();
    expect(error).toBeInstanceOf(ParseError);
    expect(error?.position).toBe(4);
    expect(error?.token).toBe('q');
    expect(error?.message).toMatch(/toy_wreath has no move "q" \(move 3\)/);
  });

  test('bad specs are refused', () => {
    expect(
      () =>
        new PermPuzzle({
          name: 'bad',
          moves: [
            ['a', [1, 0]],
            ['b', [0, 1, 2]],
          ],
        }),
    ).toThrow(InvalidPermutationError);
    expect(() => new PermPuzzle({ name: 'bad', moves: [['a', [0, 0]]] })).toThrow(
      InvalidPermutationError,
    );
    expect(
      () =>
        new PermPuzzle({
          name: 'bad',
          moves: [
            ['a', [1, 0]],
            ['a', [1, 0]],
          ],
        }),
    ).toThrow(/listed twice/);
    expect(() => new PermPuzzle({ name: 'bad', moves: [['a', [1, 0]]], solved: ['x'] })).toThrow(
      /solved state has 1 labels/,
    );
  });

  test('sameMoves: same positions, move names and permutations, in any order, any name', () => {
    const l = fromCycles(10, '(0 1 2 3 4 5)');
    const r = fromCycles(10, '(0 6 7 3 8 9)');
    const same = (moves: [string, ArrayLike<number>][]) =>
      wreath.sameMoves(new PermPuzzle({ name: 'other', moves }));
    expect(
      same([
        ['r', r],
        ['l', l],
      ]),
    ).toBe(true);
    expect(
      same([
        ['l', l],
        ['r', fromCycles(10, '(0 6 7 3 9 8)')],
      ]),
    ).toBe(false);
    expect(
      same([
        ['l', l],
        ['s', r],
      ]),
    ).toBe(false);
    expect(same([['l', l]])).toBe(false);
    expect(same([['l', fromCycles(11, '(0 1 2 3 4 5)')]])).toBe(false);
  });

  test('orbits and commuting moves', () => {
    expect(wreath.orbits()).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    expect(axis.orbits()).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    expect(axis.commute('a0', 'a2')).toBe(true);
    expect(axis.commute('a0', 'f')).toBe(false);
  });
});

describe('simplify', () => {
  test.each([
    [['a0', 'a0', 'a0'], ['-a0']],
    [['a0', '-a0'], []],
    [
      ['a0', 'a1', 'a0', '-a1'],
      ['a0', 'a0'],
    ],
    [
      ['a2', 'a0', 'a1'],
      ['a0', 'a1', 'a2'],
    ],
    [['f', 'f'], []],
    [['f', '-f'], []],
    [['a0', 'f', 'a1', '-a1', '-f', '-a0'], []],
    [
      ['a0', 'f', 'a0'],
      ['a0', 'f', 'a0'],
    ],
  ])('%j -> %j', (seq, expected) => {
    expect(axis.simplify(seq)).toEqual(expected);
  });

  test('powers past half the order turn the other way (order 6)', () => {
    expect(wreath.simplify(['l', 'l', 'l', 'l'])).toEqual(['-l', '-l']);
    expect(wreath.simplify(['l', 'l', 'l'])).toEqual(['l', 'l', 'l']);
  });

  test('the same effect in never more moves (property)', () => {
    for (const p of [wreath, axis]) {
      fc.assert(
        fc.property(sequences(p), (seq) => {
          const short = p.simplify(seq);
          expect(short.length).toBeLessThanOrEqual(seq.length);
          expect(Array.from(p.sequencePerm(short))).toEqual(Array.from(p.sequencePerm(seq)));
          expect(p.simplify(short)).toEqual(short);
        }),
      );
    }
  });

  test('a sequence followed by its inverse vanishes', () => {
    const r = rng(7);
    for (let k = 0; k < 50; k++) {
      const seq = Array.from(
        { length: 1 + r.int(30) },
        () => axis.moveNames[r.int(axis.moveNames.length)] as string,
      );
      expect(axis.simplify([...seq, ...axis.invertSequence(seq)])).toEqual([]);
    }
  });
});

describe('labels', () => {
  test('one code book for start and goal', () => {
    const { states, labels } = encodeLabels(['A', 'B', 'A'], ['B', 'C', 'A']);
    expect(labels).toEqual(['A', 'B', 'C']);
    expect(Array.from(states[0] as Uint16Array)).toEqual([0, 1, 0]);
    expect(Array.from(states[1] as Uint16Array)).toEqual([1, 2, 0]);
  });

  test('mismatches, wildcards and label multisets', () => {
    expect(mismatches(['A', 'B', 'C'], ['A', 'C', 'B'])).toBe(2);
    expect(isSolvedWithin(['A', 'B', 'C'], ['A', 'C', 'B'], 2)).toBe(true);
    expect(isSolvedWithin(['A', 'B', 'C'], ['A', 'C', 'B'], 1)).toBe(false);
    expect(sameLabels(['A', 'B', 'B'], ['B', 'A', 'B'])).toBe(true);
    expect(sameLabels(['A', 'B', 'B'], ['B', 'A', 'A'])).toBe(false);
  });
});

test('firstWithin is the first prefix a replay finds within the wildcards', () => {
  fc.assert(
    fc.property(
      sequences(wreath),
      sequences(wreath),
      fc.integer({ min: 0, max: 6 }),
      (scramble, answer, wildcards) => {
        const solved = labelsOf(wreath.size).map((l, i) => (i % 3 === 0 ? 'A' : l));
        const start = wreath.replay(solved, scramble);
        let expected = answer.length;
        for (let k = 0; k <= answer.length; k++)
          if (mismatches(wreath.replay(start, answer.slice(0, k)), solved) <= wildcards) {
            expected = k;
            break;
          }
        expect(wreath.firstWithin(start, solved, answer, wildcards)).toBe(expected);
      },
    ),
    { numRuns: 300 },
  );
});
