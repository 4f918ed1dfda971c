import { InvalidStateError, ParseError } from '@puz/perm';
import { santaTypes } from '@puz/test-kit';
import { expect, test } from 'vitest';
import { solvedFacelets } from '../facelets.js';
import { cubePuzzle, faceletsToSanta, santaToFacelets } from './puzzle.js';

// Santa 2023's cube types by N: the real puzzle_info.csv, else the test kit's sample.
const types = new Map(
  [...santaTypes('cube_').types].map(([type, moves]) => [Number(/\d+/.exec(type)?.[0]), moves]),
);
const small = [...types.keys()].filter((n) => n <= 10).sort((a, b) => a - b);

test.each(small)('cube_%i: cubePuzzle has exactly the moves of puzzle_info.csv', (n) => {
  const want = types.get(n) as Map<string, number[]>;
  const puzzle = cubePuzzle(n);
  expect(puzzle.name).toBe(`cube_${n}/${n}/${n}`);
  expect([...puzzle.baseMoves].sort()).toEqual([...want.keys()].sort());
  for (const [name, perm] of want) expect(Array.from(puzzle.perm(name) ?? [])).toEqual(perm);
});

test.each([2, 3, 4, 5])('cube_%i: facelets and Santa order convert both ways', (n) => {
  const solved = solvedFacelets(n);
  expect(faceletsToSanta(solved, n)).toEqual(cubePuzzle(n).solved);
  const mixed = [...solved].map((_, i) => String.fromCharCode(33 + (i % 90))).join('');
  expect(santaToFacelets(faceletsToSanta(mixed, n), n)).toBe(mixed);
  // U is first in both orders; F is the second Santa face and the third facelet face.
  const santa = faceletsToSanta(mixed, n);
  expect(santa.slice(n * n, 2 * n * n).join('')).toBe(mixed.slice(2 * n * n, 3 * n * n));
});

test('bad input is a typed error', () => {
  expect(() => faceletsToSanta('UUU', 2)).toThrow(InvalidStateError);
  const labels = cubePuzzle(2).solved?.slice() ?? [];
  labels[3] = 'N3';
  expect(() => santaToFacelets(labels, 2)).toThrow(ParseError);
});
