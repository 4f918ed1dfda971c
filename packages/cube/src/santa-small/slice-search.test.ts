import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { bfs, NAMES, replay } from '../test-support/santa3.js';
import { pairDistances, SLICE_MOVES, sliceTables } from './slice-tables.js';
import { solveSantaCube3 } from './three.js';

/*
 * The search in Santa's metric (slice-search.ts): exact on short scrambles (checked against a
 * plain breadth-first search over Santa's 18 moves), every answer replayed.
 */

const standard = Array.from({ length: 54 }, (_, i) => 'ABCDEF'[Math.floor(i / 9)] as string);
const distinct = standard.map((_, i) => `N${i}`);

describe('tables in Santa metric', () => {
  test('every move costs what the frame programme writes; half turns cost 2', () => {
    const t = sliceTables(); // its build checks each move's cost against the frame programme
    expect(SLICE_MOVES.filter((m) => m.cost === 1)).toHaveLength(18);
    expect(SLICE_MOVES.filter((m) => m.cost === 2)).toHaveLength(6);
    // The solved state is 0 and every twist is reached (twist × slice is one connected space).
    expect(t.twistSlice[0]).toBe(0);
    expect(t.twistSlice.every((d) => d < 255)).toBe(true);
    // Phase 2 reaches every corner permutation × middle-edge order of H (half of them: parity).
    expect(t.cornerSlice.filter((d) => d < 255).length).toBe(40320 * 24);
  });

  test('weighted distances: a cost-2 move counts 2', () => {
    // One coordinate of 4 values on a cycle: move 0 steps +1 (cost 1), move 1 steps +2 (cost 2).
    const ma = Uint16Array.from([1, 2, 2, 3, 3, 0, 0, 1]);
    const mb = new Uint16Array(2);
    expect(Array.from(pairDistances(ma, 4, mb, 1, Uint8Array.from([1, 2])))).toEqual([0, 1, 2, 3]);
  });
});

describe('cube_3/3/3 in Santa metric', () => {
  const dist = bfs(distinct, 4);
  for (const [kind, target] of [
    ['distinct labels', distinct],
    ['colours', standard],
  ] as const) {
    test(`${kind}: short scrambles get their breadth-first length, replayed`, () => {
      const far = kind === 'colours' ? bfs(standard, 4) : dist;
      const r = rng(`slice-${kind}`);
      for (let i = 0; i < 12; i++) {
        const n = 1 + r.int(6);
        const moves = Array.from({ length: n }, () => NAMES[r.int(18)] as string);
        const initial = replay(
          target,
          moves
            .slice()
            .reverse()
            .map((m) => (m.startsWith('-') ? m.slice(1) : `-${m}`)),
        );
        const s = solveSantaCube3(initial, target, { budgetMs: 3000, sliceShare: 1 });
        expect(replay(initial, s.moves)).toEqual(target);
        const want = far.get(initial.join(';'));
        if (want !== undefined) expect(s.length, moves.join('.')).toBe(want);
        else expect(s.length).toBeGreaterThan(4);
        expect(s.length).toBeLessThanOrEqual(n);
        expect(s.optimal).toBe(true);
      }
    });
  }

  test('longer scrambles: replayed, never longer than the variants alone found', () => {
    const r = rng('slice-long');
    for (let i = 0; i < 3; i++) {
      const moves = Array.from({ length: 30 }, () => NAMES[r.int(18)] as string);
      const initial = replay(standard, moves);
      const s = solveSantaCube3(initial, standard, { budgetMs: 300, sliceShare: 0.5 });
      expect(replay(initial, s.moves)).toEqual(standard);
      expect(s.length).toBeLessThan(30);
    }
  });
});
