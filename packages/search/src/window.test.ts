import { PermPuzzle, rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { shortenWindows } from './window.js';

/**
 * A small globe-like puzzle on 8 positions (two rows of 4 and a half-turn flip): rows turn, the
 * flip exchanges the left halves. Small enough for a brute-force breadth-first search over
 * every label state.
 */
const tiny = new PermPuzzle({
  name: 'tiny',
  moves: [
    ['r0', [1, 2, 3, 0, 4, 5, 6, 7]],
    ['r1', [0, 1, 2, 3, 5, 6, 7, 4]],
    ['f0', [5, 4, 2, 3, 1, 0, 6, 7]],
    ['f1', [0, 6, 5, 3, 4, 2, 1, 7]],
  ],
});

/** The fewest moves from `start` to a state within `wildcards` of `goal` (breadth-first). */
function optimum(puzzle: PermPuzzle, start: string[], goal: string[], wildcards: number): number {
  const wrong = (s: string[]) => s.filter((x, i) => x !== goal[i]).length;
  let layer = [start];
  const seen = new Set([start.join()]);
  for (let d = 0; ; d++) {
    if (layer.some((s) => wrong(s) <= wildcards)) return d;
    const next: string[][] = [];
    for (const s of layer)
      for (const m of puzzle.moveNames) {
        const t = puzzle.replay(s, [m]);
        if (!seen.has(t.join())) {
          seen.add(t.join());
          next.push(t);
        }
      }
    layer = next;
  }
}

function scramble(puzzle: PermPuzzle, length: number, seed: number): string[] {
  const random = rng(seed);
  const names = puzzle.moveNames;
  return Array.from({ length }, () => names[random.int(names.length)] as string);
}

describe('shortenWindows', () => {
  test('a short answer becomes optimal (brute force) when it fits in two balls', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const labels =
        seed % 2
          ? ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
          : ['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd'];
      const moves = scramble(tiny, 9, seed);
      const start = tiny.replay(labels, tiny.invertSequence(moves));
      // `moves` solves `start`; the ball of depth 5 per side holds every path of ≤ 10 moves.
      const r = shortenWindows(tiny, start, labels, moves, { depth: 5, maxBall: 1e6 });
      expect(tiny.replay(start, r.moves)).toEqual(labels);
      expect(r.moves.length).toBe(optimum(tiny, start, labels, 0));
    }
  }, 60_000);

  test('long answers: every window shortened, the result replayed, never longer', () => {
    for (let seed = 30; seed < 36; seed++) {
      const labels = ['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd'];
      const moves = scramble(tiny, 120, seed);
      const start = tiny.replay(labels, tiny.invertSequence(moves));
      const r = shortenWindows(tiny, start, labels, moves, { depth: 3 });
      expect(tiny.replay(start, r.moves)).toEqual(labels);
      // Random moves wander: 120 of them shrink far below 120.
      expect(r.moves.length).toBeLessThan(60);
      expect(r.moves.length).toBeGreaterThanOrEqual(optimum(tiny, start, labels, 0));
    }
  }, 60_000);

  test('wildcards: the answer stops as soon as the state is close enough (within one ball)', () => {
    for (let seed = 40; seed < 50; seed++) {
      const labels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
      const moves = scramble(tiny, 6, seed);
      const start = tiny.replay(labels, tiny.invertSequence(moves));
      // A ball of 6 around the start holds the nearest state within the wildcards.
      const r = shortenWindows(tiny, start, labels, moves, {
        depth: 6,
        maxBall: 1e6,
        wildcards: 3,
      });
      const end = tiny.replay(start, r.moves);
      expect(end.filter((x, i) => x !== labels[i]).length).toBeLessThanOrEqual(3);
      expect(r.moves.length).toBe(optimum(tiny, start, labels, 3));
    }
  }, 60_000);

  test('an empty answer and a time limit of zero leave the answer alone', () => {
    const labels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(shortenWindows(tiny, labels, labels, []).moves).toEqual([]);
    const moves = ['r0', 'f0', 'r1', 'f1'];
    const start = tiny.replay(labels, tiny.invertSequence(moves));
    // budgetMs, and timeLimitMs, its old spelling (honoured for one release).
    for (const budget of [{ budgetMs: 0 }, { timeLimitMs: 0 }])
      expect(shortenWindows(tiny, start, labels, moves, budget).moves).toEqual(
        tiny.simplify(moves),
      );
  });
});
