import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { mergeInto, mergePairs } from './merge.js';
import { type PairParse, parseFixed, parsePair } from './merge-parse.js';
import { globePuzzle } from './puzzle.js';
import { rowDist } from './tables.js';

type Random = ReturnType<typeof rng>;

/** A random answer of one pair whose flips cancel: turns and nested blocks f_j … f_j. */
function cleanWord(random: Random, top: number, bot: number, w: number, depth = 0): string[] {
  const out: string[] = [];
  const count = Math.floor(random.next() * (depth === 0 ? 6 : 3));
  for (let t = 0; t < count; t++) {
    if (random.next() < 0.5) {
      const row = random.next() < 0.5 ? top : bot;
      out.push(random.next() < 0.5 ? `r${row}` : `-r${row}`);
    } else {
      const f = `f${Math.floor(random.next() * w)}`;
      out.push(f, ...(depth < 2 ? cleanWord(random, top, bot, w, depth + 1) : []), f);
    }
  }
  return out;
}

/**
 * Brute force of the same model: every offset vector for the pair's blocks and every
 * order-keeping set of shared blocks; the fewest moves.
 */
function bruteForce(a: ReturnType<typeof parseFixed>, pair: PairParse, w: number): number {
  const m = pair.units.length;
  const fixedCost = a.prefix.length + a.tokens.reduce((s, t) => s + t.moves.length, 0);
  let best = Number.POSITIVE_INFINITY;
  const offsets = new Array<number>(m).fill(0);
  // The most blocks shared, in order, given the offsets (a longest common subsequence).
  const shared = () => {
    const n = a.tokens.length;
    const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
    for (let i = 1; i <= n; i++)
      for (let k = 1; k <= m; k++) {
        const flip = a.tokens[i - 1]!.flip;
        const same = flip >= 0 && flip === (pair.units[k - 1]!.j + offsets[k - 1]!) % w;
        lcs[i]![k] = Math.max(lcs[i - 1]![k]!, lcs[i]![k - 1]!, same ? lcs[i - 1]![k - 1]! + 1 : 0);
      }
    return lcs[n]![m]!;
  };
  const visit = (k: number) => {
    if (k < m) {
      for (let d = 0; d < w; d++) {
        offsets[k] = d;
        visit(k + 1);
      }
      return;
    }
    let cost = fixedCost;
    for (let q = 0; q <= m; q++) {
      const shift = (q > 0 ? offsets[q - 1]! : 0) - (q < m ? offsets[q]! : 0);
      cost += rowDist(pair.top[q]! + shift, w) + rowDist(pair.bottom[q]! + shift, w);
      if (q < m) cost += pair.units[q]!.inner.length + 2;
    }
    best = Math.min(best, cost - 2 * shared());
  };
  visit(0);
  return best;
}

describe('mergeInto', () => {
  test('shares a bracket: f0 r0 f0 then f0 r3 f0 on globe_3/4 is f0 r0 r3 f0', () => {
    const fixed = parseFixed(['f0', 'r0', 'f0']);
    const pair = parsePair(['f0', 'r1', 'f0'], 1, 2);
    expect(pair).not.toBeNull();
    expect(mergeInto(fixed, pair!, 1, 2, 8)).toEqual(['f0', 'r0', 'r1', 'f0']);
  });

  test('re-indexes a block to share it: -r1 -r2 f1 r1 f1 r1 r2 is f0 r1 f0, then shared', () => {
    const puzzle = globePuzzle(3, 4);
    const a = ['f0', 'r0', 'f0'];
    const b = ['-r1', '-r2', 'f1', 'r1', 'f1', 'r1', 'r2'];
    const merged = mergeInto(parseFixed(a), parsePair(b, 1, 2)!, 1, 2, 8);
    expect(puzzle.sequencePerm(merged)).toEqual(puzzle.sequencePerm([...a, ...b]));
    expect(merged).toEqual(['f0', 'r0', 'r1', 'f0']);
  });

  test.each([0, 1, 2, 3, 4, 5, 6, 7])(
    'equals brute force on small random answers (seed %i)',
    (seed) => {
      const random = rng(100 + seed);
      const w = 4; // globe_3/2: pairs (0, 3) and (1, 2)
      for (let trial = 0; trial < 6; trial++) {
        const fixedMoves = cleanWord(random, 0, 3, w).slice(0, 14);
        const fixed = parseFixed(fixedMoves);
        let pairMoves = cleanWord(random, 1, 2, w);
        let pair = parsePair(pairMoves, 1, 2);
        while (pair === null || pair.units.length > 4) {
          pairMoves = cleanWord(random, 1, 2, w);
          pair = parsePair(pairMoves, 1, 2);
        }
        const merged = mergeInto(fixed, pair, 1, 2, w, { allOffsets: true });
        expect(merged.length).toBe(bruteForce(fixed, pair, w));
        const puzzle = globePuzzle(3, 2);
        expect(puzzle.sequencePerm(merged)).toEqual(
          puzzle.sequencePerm([...fixedMoves, ...pairMoves]),
        );
      }
    },
  );
});

describe('mergePairs', () => {
  test.each([
    [3, 4],
    [6, 4],
    [8, 5],
  ])('globe_%i/%i: same permutation as the answers in a row, never longer', (a, b) => {
    const puzzle = globePuzzle(a, b);
    const w = 2 * b;
    const random = rng(a * 31 + b);
    for (let trial = 0; trial < 10; trial++) {
      const answers = [];
      for (let k = 0; 2 * k < a; k++) {
        const moves = cleanWord(random, k, a - k, w);
        // The first pair may also use plain flips, which move the other pairs.
        if (k === 0 && trial % 2 === 0)
          moves.unshift(`f${trial % w}`, `r${k}`, `f${(trial + 1) % w}`);
        answers.push({ top: k, bot: a - k, moves });
      }
      const plain = answers.flatMap((x) => x.moves);
      const merged = mergePairs(answers, w);
      expect(puzzle.sequencePerm(merged)).toEqual(puzzle.sequencePerm(plain));
      expect(merged.length).toBeLessThanOrEqual(plain.length);
    }
  });
});
