import { join } from 'node:path';
import { apply, rng } from '@puz/perm';
import { readSantaPuzzles } from '@puz/perm/node';
import { dataDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import { parseAlg } from '../notation.js';
import { santaCubeMoves } from '../santa/order.js';
import { cubePuzzle } from '../santa/puzzle.js';
import { bfs } from '../test-support/santa3.js';
import { solveSantaCube3 } from './three.js';
import { solveSantaCube2 } from './two.js';

/** The three kinds of solution state in the data, for size n. */
function targets(n: number): Record<string, string[]> {
  const L = 'ABCDEF';
  const standard = Array.from(
    { length: 6 * n * n },
    (_, i) => L[Math.floor(i / (n * n))] as string,
  );
  const distinct = standard.map((_, i) => `N${i}`);
  // cube_2: columns of two colours (A;B;A;B;B;C;...); cube_3: corners+centre one colour, edges the next.
  const pattern = standard.map((_, i) => {
    const f = Math.floor(i / (n * n));
    const k = i % (n * n);
    return L[(f + (k % 2)) % 6] as string;
  });
  return { standard, pattern, distinct };
}

const names = (n: number) =>
  ['f', 'r', 'd'].flatMap((a) =>
    Array.from({ length: n }, (_, l) => [`${a}${l}`, `-${a}${l}`]).flat(),
  );

function scramble(n: number, target: readonly string[], length: number, seed: number) {
  const r = rng(seed);
  const all = names(n);
  const moves = Array.from({ length }, () => all[r.int(all.length)] as string);
  // The initial state is the target with the scramble's inverse applied: solving it undoes it.
  const inverse = moves
    .slice()
    .reverse()
    .map((m) => (m.startsWith('-') ? m.slice(1) : `-${m}`));
  const perm = santaCubeMoves(n).permOf(parseAlg(inverse.join(' '), n, { notation: 'santa' }));
  return { initial: apply(perm, target), moves };
}

function replays(n: number, initial: readonly string[], moves: readonly string[]) {
  if (moves.length === 0) return initial.slice();
  return apply(
    santaCubeMoves(n).permOf(parseAlg(moves.join('.'), n, { notation: 'santa' })),
    initial,
  );
}

describe('cube_2/2/2', () => {
  for (const [kind, target] of Object.entries(targets(2))) {
    test(`${kind}: seeded scrambles are solved, replayed, no longer than the scramble`, () => {
      for (let seed = 1; seed <= 8; seed++) {
        const { initial, moves } = scramble(2, target, 25, seed);
        const s = solveSantaCube2(initial, target);
        expect(replays(2, initial, s.moves)).toEqual(target);
        expect(s.optimal).toBe(true);
        expect(s.mismatches).toBe(0);
        expect(s.length).toBeLessThanOrEqual(Math.min(moves.length, 14));
      }
    });
  }

  test('lengths equal plain breadth-first search over the 12 Santa moves (depth <= 5)', () => {
    for (const [kind, target] of Object.entries(targets(2))) {
      const cube = santaCubeMoves(2);
      const perms = names(2).map((m) => cube.permOf(parseAlg(m, 2, { notation: 'santa' })));
      const dist = bfs(target, 5, perms);
      const r = rng(`bfs-${kind}`);
      for (let i = 0; i < 40; i++) {
        const { initial } = scramble(2, target, 1 + r.int(6), r.uint32());
        const want = dist.get(initial.join(';'));
        const s = solveSantaCube2(initial, target);
        if (want !== undefined) expect(s.length, kind).toBe(want);
        else expect(s.length).toBeGreaterThan(5);
      }
    }
  });

  test('a twisted corner and foreign labels are refused', () => {
    const target = targets(2).standard as string[];
    const { initial } = scramble(2, target, 20, 7);
    const twisted = initial.slice();
    // Stickers 3 (U), 5 (F) and 8 (R) form the UFR corner in Santa's order: turn it in place.
    const u = twisted[3] as string;
    twisted[3] = twisted[5] as string;
    twisted[5] = twisted[8] as string;
    twisted[8] = u;
    expect(() => solveSantaCube2(twisted, target)).toThrow(InvalidStateError);
    const foreign = initial.slice();
    foreign[0] = 'Z';
    expect(() => solveSantaCube2(foreign, target)).toThrow(InvalidStateError);
  });
});

describe('cube_3/3/3', () => {
  for (const [kind, target] of Object.entries(targets(3))) {
    test(`${kind}: seeded scrambles with slices are solved and replayed`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const { initial } = scramble(3, target, 40, seed);
        const s = solveSantaCube3(initial, target, { budgetMs: 60 });
        expect(replays(3, initial, s.moves)).toEqual(target);
        expect(s.length).toBeLessThan(40);
      }
    });
  }

  test('alternatives: distinct answers, the shortest first, each replayed', () => {
    const target = targets(3).standard as string[];
    for (let seed = 4; seed <= 5; seed++) {
      const { initial } = scramble(3, target, 40, seed);
      const s = solveSantaCube3(initial, target, { budgetMs: 1000, alternatives: 3 });
      const alts = s.alternatives ?? [];
      expect(alts).toHaveLength(3);
      expect(alts[0]).toEqual(s.moves);
      expect(new Set(alts.map((w) => w.join('.'))).size).toBe(3);
      for (let k = 0; k < alts.length; k++) {
        expect(replays(3, initial, alts[k] as string[])).toEqual(target);
        if (k > 1)
          expect((alts[k] as string[]).length).toBeGreaterThanOrEqual(
            (alts[k - 1] as string[]).length,
          );
      }
      // One answer unless asked.
      expect(solveSantaCube3(initial, target, { budgetMs: 50 }).alternatives).toBeUndefined();
    }
  });

  test('a rotation alone costs at most 3 moves per quarter turn', () => {
    const target = targets(3).standard as string[];
    const initial = replays(3, target, ['r0', 'r1', 'r2']);
    const s = solveSantaCube3(initial, target, { budgetMs: 20 });
    expect(s.length).toBe(3);
    expect(replays(3, initial, s.moves)).toEqual(target);
  });

  test('with wildcards the answer may leave that many stickers wrong, never more', () => {
    const target = targets(3).standard as string[];
    for (const wildcards of [4, 6]) {
      const { initial } = scramble(3, target, 40, 100 + wildcards);
      const s = solveSantaCube3(initial, target, { wildcards, budgetMs: 150 });
      const end = replays(3, initial, s.moves);
      expect(end.filter((l, i) => l !== target[i]).length).toBe(s.mismatches);
      expect(s.mismatches).toBeLessThanOrEqual(wildcards);
    }
    // Two edges flipped in place: 4 stickers off, so 4 wildcards need no move at all.
    const flipped = target.slice();
    for (const [a, b] of [
      [7, 10],
      [5, 19],
    ] as const) {
      flipped[a] = target[b] as string;
      flipped[b] = target[a] as string;
    }
    expect(solveSantaCube3(flipped, target, { wildcards: 4, budgetMs: 50 }).length).toBe(0);
  });

  test('the model merges moves on one axis (what cube_3 simplifies with)', () => {
    expect(cubePuzzle(3).simplify(['f0', 'f2', '-f0', 'r1', 'r1', 'r1', 'd0', 'd0'])).toEqual([
      'f2',
      '-r1',
      'd0',
      'd0',
    ]);
  });

  test('bad states are refused', () => {
    const target = targets(3).standard as string[];
    const { initial } = scramble(3, target, 30, 11);
    const flipped = initial.slice();
    // Stickers 7 (U) and 10 (F) are the UF edge: flip it in place.
    flipped[7] = initial[10] as string;
    flipped[10] = initial[7] as string;
    expect(() => solveSantaCube3(flipped, target)).toThrow(InvalidStateError);
    expect(() => solveSantaCube3(initial.slice(1), target)).toThrow(InvalidStateError);
  });
});

// The real puzzles when the data is there, else the test kit's Santa fixture (3 of each size).
const { path: dir, source } = dataDir('santa2023', ['puzzles.csv']);
describe(`puzzles from ${source === 'fixture' ? 'the santa fixture' : 'puzzles.csv'}`, () => {
  test('cube_2/2/2: the first 10 are solved optimally and replayed', () => {
    const some = readSantaPuzzles(join(dir, 'puzzles.csv'))
      .filter((p) => p.type.startsWith('cube_2/2/2'))
      .slice(0, 10);
    expect(some.length).toBeGreaterThanOrEqual(3);
    for (const p of some) {
      const s = solveSantaCube2(p.initial, p.solution, { wildcards: p.numWildcards });
      expect(s.mismatches).toBeLessThanOrEqual(p.numWildcards);
      expect(s.length).toBeLessThanOrEqual(14);
    }
  });

  test('cube_3/3/3: a few of each kind are solved and replayed', () => {
    const all = readSantaPuzzles(join(dir, 'puzzles.csv')).filter((p) =>
      p.type.startsWith('cube_3/3/3'),
    );
    const pick = [
      all.find((p) => p.solution[1] === 'A'),
      all.find((p) => p.solution[1] === 'B'),
      all.find((p) => p.solution[0] === 'N0'),
      all.find((p) => p.numWildcards > 0),
    ];
    expect(pick.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    for (const p of pick) {
      if (!p) continue;
      const s = solveSantaCube3(p.initial, p.solution, {
        wildcards: p.numWildcards,
        budgetMs: 100,
      });
      const end = replays(3, p.initial, s.moves);
      expect(end.filter((l, i) => l !== p.solution[i]).length).toBeLessThanOrEqual(p.numWildcards);
      expect(s.length).toBeLessThan(45);
    }
  });
});
