import { describe, expect, test } from 'vitest';
import { puzzleInfoFile, readPuzzleInfo, SAMPLE_PUZZLE_INFO, santaTypes } from './puzzle-info.js';

describe('readPuzzleInfo', () => {
  const sample = readPuzzleInfo(SAMPLE_PUZZLE_INFO);

  test('the sample holds three types of each family', () => {
    expect([...sample.keys()]).toEqual([
      'cube_2/2/2',
      'cube_3/3/3',
      'cube_4/4/4',
      'wreath_6/6',
      'wreath_7/7',
      'wreath_12/12',
      'globe_1/8',
      'globe_2/6',
      'globe_3/4',
    ]);
  });

  test.each([...sample])('%s: every move is a permutation of the same size', (_, moves) => {
    const sizes = new Set([...moves.values()].map((m) => m.length));
    expect(sizes.size).toBe(1);
    for (const m of moves.values())
      expect([...m].sort((a, b) => a - b)).toEqual(m.map((_, i) => i));
  });

  test('a prefix keeps one family', () => {
    expect([...readPuzzleInfo(SAMPLE_PUZZLE_INFO, 'wreath_').keys()]).toEqual([
      'wreath_6/6',
      'wreath_7/7',
      'wreath_12/12',
    ]);
    expect(sample.get('wreath_6/6')?.get('l')).toEqual([1, 2, 3, 4, 5, 0, 6, 7, 8, 9]);
  });

  test('without the real data, the sample stands in', () => {
    const where = { root: '/nonexistent/repo', env: {} };
    expect(puzzleInfoFile(where)).toEqual({ path: SAMPLE_PUZZLE_INFO, source: 'fixture' });
    expect([...santaTypes('globe_', where).types.keys()]).toEqual([
      'globe_1/8',
      'globe_2/6',
      'globe_3/4',
    ]);
  });
});
