import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { SantaDataError } from '../errors.js';
import { apply, compose, equals, identity, isIdentity } from '../perm.js';
import { PermPuzzle } from '../puzzle/puzzle.js';
import { rng } from '../random.js';
import { parsePuzzleInfo } from './puzzle-info.js';

// The Kaggle file when found ($PUZ_SANTA_DATA or ../shared/data/santa2023), else the fixture's.
const FIXTURE_DIR = fixtureDir('santa2023');
const dataPath = dataDir('santa2023', ['puzzle_info.csv']).path;
const types = parsePuzzleInfo(readFileSync(join(dataPath, 'puzzle_info.csv'), 'utf8'));

describe('parsePuzzleInfo', () => {
  test.each([
    ['cube_2/2/2', 24, 6],
    ['cube_3/3/3', 54, 9],
    ['wreath_6/6', 10, 2],
    ['globe_1/8', 32, 18],
  ])('%s: %i positions, %i moves and their inverses', (name, size, moves) => {
    const type = types.get(name)!;
    expect(type.size).toBe(size);
    expect(type.baseMoves).toHaveLength(moves);
    expect(type.moveNames).toHaveLength(2 * moves);
    for (const m of type.baseMoves) {
      // -m is the inverse: m then -m is the identity.
      expect(isIdentity(compose(type.perm(m)!, type.perm(`-${m}`)!))).toBe(true);
    }
  });

  test('the fixture holds its four types', () => {
    const text = readFileSync(join(FIXTURE_DIR, 'puzzle_info.csv'), 'utf8');
    expect([...parsePuzzleInfo(text).keys()]).toEqual([
      'cube_2/2/2',
      'cube_3/3/3',
      'wreath_6/6',
      'globe_1/8',
    ]);
  });

  test.each([
    ["x,\"{'a': [0, 1], 'b': [1, 0]\"", 'not a dict literal'],
    ['x,"{\'a\': [0, 0]}"', 'appears at indices'],
    ["x,\"{'a': [0, 1], 'b': [0, 1, 2]}\"", 'has 3 positions'],
    ['x,"{}"', 'no moves'],
    // Issue 33: a repeated move used to be replaced by the last one without a word.
    ["x,\"{'a': [0, 1], 'b': [1, 0], 'a': [1, 0]}\"", 'move a is listed twice'],
    ['x,"[1, 2]"', 'not a dict'],
    ['x', 'expected 2 fields'],
  ])('%s is a SantaDataError naming line 2', (line, message) => {
    expect(() => parsePuzzleInfo(`puzzle_type,allowed_moves\n${line}\n`, 'info.csv')).toThrow(
      new RegExp(`info\\.csv, line 2: .*${message}`),
    );
    expect(() => parsePuzzleInfo(`puzzle_type,allowed_moves\n${line}\n`)).toThrow(SantaDataError);
  });
});

describe('the puzzle_info models replay', () => {
  test.each(['cube_3/3/3', 'globe_1/8', 'wreath_6/6'])(
    '%s: the sparse in-place replay equals new[i] = old[perm[i]] move by move',
    (name) => {
      const type = types.get(name)!;
      const random = rng(7);
      const names = type.moveNames;
      for (let trial = 0; trial < 20; trial++) {
        const seq = Array.from({ length: 30 }, () => names[random.int(names.length)] as string);
        const state = Uint16Array.from(identity(type.size));
        let expected: number[] = Array.from(state);
        for (const m of seq) expected = apply(type.perm(m)!, expected);
        expect(Array.from(type.applyMoves(state, seq))).toEqual(expected);
      }
    },
  );

  test('a tiny hand-made type', () => {
    const t = new PermPuzzle({ name: 't', moves: [['a', [1, 2, 0]]] });
    const s = Uint16Array.of(10, 20, 30);
    expect(Array.from(t.applyMoves(s, ['a']))).toEqual([20, 30, 10]);
    expect(Array.from(t.applyMoves(s, ['-a', '-a']))).toEqual([30, 10, 20]); // a⁻² = a
    expect(equals(t.perm('-a')!, [2, 0, 1])).toBe(true);
    expect(() => t.applyMoves(s, ['a', 'b'])).toThrow(/no move "b" \(move 2\)/);
    expect(() => t.applyMoves(Uint16Array.of(1, 2), ['a'])).toThrow(/2 positions; t has 3/);
  });
});
