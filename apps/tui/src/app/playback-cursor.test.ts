import { encodeLabels } from '@puz/perm';
import { wreathPuzzle } from '@puz/wreath';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { PlaybackCursor } from './playback-cursor.js';

const puzzle = wreathPuzzle(12);
const names = puzzle.moveNames;
const solved = puzzle.solved as readonly string[];

test('any order of seeks gives the replayed state at that step', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...names), { minLength: 0, maxLength: 300 }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
      fc.integer({ min: 1, max: 40 }),
      (moves, seeks, every) => {
        const { states, labels } = encodeLabels(solved);
        const cursor = new PlaybackCursor(
          states[0]!,
          moves.map((m) => puzzle.perm(m)!),
          every,
        );
        for (const seek of seeks) {
          const step = seek % (moves.length + 1);
          const got = Array.from(cursor.at(step), (c) => labels[c]);
          expect(got).toEqual(puzzle.replay(solved, moves.slice(0, step)));
        }
      },
    ),
    { numRuns: 200 },
  );
});

test('seeks clamp to the answer', () => {
  const { states } = encodeLabels(solved);
  const cursor = new PlaybackCursor(states[0]!, [puzzle.perm('l')!]);
  expect([...cursor.at(-5)]).toEqual([...states[0]!]);
  expect(cursor.at(99)).toEqual(cursor.at(1));
});
