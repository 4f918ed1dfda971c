import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { chooseByMerge, shortlist } from './choose.js';
import { mergePairs } from './merge.js';
import { globePuzzle } from './puzzle.js';

/** A random block-shaped answer of pair (top, bot): turns and brackets f_j (turns) f_j. */
function blocks(random: ReturnType<typeof rng>, top: number, bot: number, w: number): string[] {
  const out: string[] = [];
  const count = 1 + Math.floor(random.next() * 5);
  for (let t = 0; t < count; t++) {
    const turn = () => {
      const row = random.next() < 0.5 ? top : bot;
      return random.next() < 0.5 ? `r${row}` : `-r${row}`;
    };
    if (random.next() < 0.3) out.push(turn());
    else {
      const f = `f${Math.floor(random.next() * w)}`;
      out.push(f, turn(), f);
    }
  }
  return out;
}

describe('shortlist', () => {
  test('distinct answers, shortest first, within the slack', () => {
    const list = shortlist([['a', 'b', 'c'], ['a'], ['a', 'b', 'c'], 'abcdefghijk'.split('')]);
    expect(list).toEqual([['a'], ['a', 'b', 'c']]);
  });
});

describe('chooseByMerge', () => {
  test.each([0, 1, 2, 3, 4, 5])(
    'globe_3/4: keeps the candidate with the shortest merged whole (seed %i)',
    (seed) => {
      const a = 3;
      const w = 8;
      const puzzle = globePuzzle(a, 4);
      const random = rng(500 + seed);
      const solved = [{ top: 0, bot: 3, moves: blocks(random, 0, 3, w) }];
      // Candidates with one effect on pair (1, 2): a base answer, then the base with a word
      // and its inverse around or after it (each merges with the first pair differently).
      const base = blocks(random, 1, 2, w);
      const inverse = (x: readonly string[]) =>
        [...x].reverse().map((m) => (m.startsWith('-') ? m.slice(1) : m[0] === 'r' ? `-${m}` : m));
      const candidates = [base];
      for (let k = 0; k < 4; k++) {
        const extra = blocks(random, 1, 2, w);
        candidates.push(
          k % 2 === 0
            ? [...extra, ...inverse(extra), ...base]
            : [...base, ...extra, ...inverse(extra)],
        );
      }
      const effect = puzzle.sequencePerm(base);
      for (const c of candidates) expect(puzzle.sequencePerm(c)).toEqual(effect);
      const chosen = chooseByMerge({ puzzle, before: [], solved, top: 1, bot: 2, w }, candidates);
      expect(candidates).toContain(chosen);
      // Brute force: every candidate's merged and plain whole; the chosen one is shortest.
      const whole = (c: readonly string[]) =>
        Math.min(
          puzzle.simplify(mergePairs([...solved, { top: 1, bot: 2, moves: c }], w)).length,
          puzzle.simplify([...solved[0]!.moves, ...c]).length,
        );
      const lengths = candidates.map(whole);
      expect(whole(chosen)).toBe(Math.min(...lengths));
      // And the merged whole still does what the answers in a row do.
      const merged = mergePairs([...solved, { top: 1, bot: 2, moves: chosen }], w);
      expect(puzzle.sequencePerm(merged)).toEqual(
        puzzle.sequencePerm([...solved[0]!.moves, ...chosen]),
      );
    },
  );

  test('a single candidate is returned as it is; none is an error', () => {
    const puzzle = globePuzzle(3, 4);
    const job = { puzzle, before: [], solved: [], top: 1, bot: 2, w: 8 };
    expect(chooseByMerge(job, [['r1']])).toEqual(['r1']);
    expect(() => chooseByMerge(job, [])).toThrow(/no candidate/);
  });
});
