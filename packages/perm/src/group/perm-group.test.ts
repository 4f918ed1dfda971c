import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromCycles } from '../cycles.js';
import { compose, conjugate, equals, fromArray, identity, isIdentity, type Perm } from '../perm.js';
import { randomPerm, rng } from '../random.js';
import { factorialBig, rank } from '../rank.js';
import { pick, sampleMoves } from '../test-support/santa.js';
import { PermGroup } from './perm-group.js';

/** Every element of ⟨gens⟩ by breadth-first closure: the slow, obviously right twin. */
function closure(n: number, gens: readonly Perm[]): Map<string, Perm> {
  const start = identity(n);
  const seen = new Map([[start.join(','), start]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    for (const g of gens) {
      const next = compose(queue[head] as Perm, g);
      const key = next.join(',');
      if (!seen.has(key)) {
        seen.set(key, next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function symmetric(n: number): Perm[] {
  return [
    fromCycles(n, '(0 1)'),
    fromCycles(n, `(${Array.from({ length: n }, (_, i) => i).join(' ')})`),
  ];
}

function alternating(n: number): Perm[] {
  // (0 1 2) with an even long cycle: all of 0..n-1 when n is odd, 1..n-1 when n is even.
  const cycle = Array.from({ length: n }, (_, i) => i).slice(n % 2 === 1 ? 0 : 1);
  return [fromCycles(n, '(0 1 2)'), fromCycles(n, `(${cycle.join(' ')})`)];
}

describe('orders of known groups', () => {
  test.each([2, 3, 4, 5, 8, 13, 20, 40, 64])('S_%i has order n!', (n) => {
    expect(new PermGroup(symmetric(n)).order()).toBe(factorialBig(n));
  });

  test.each([3, 4, 5, 6, 9, 16, 25, 41, 64])('A_%i has order n!/2', (n) => {
    expect(new PermGroup(alternating(n)).order()).toBe(factorialBig(n) / 2n);
  });

  test('the trivial group, with or without generators', () => {
    expect(new PermGroup([], { degree: 5 }).order()).toBe(1n);
    expect(new PermGroup([identity(4), identity(4)]).order()).toBe(1n);
    expect(new PermGroup([], { degree: 5 }).base).toEqual([]);
    expect(() => new PermGroup([])).toThrow(/give the degree/);
  });

  test('a cyclic group has the order of its generator', () => {
    const p = fromCycles(12, '(0 1 2 3 4)(5 6 7)(8 9)');
    expect(new PermGroup([p]).order()).toBe(30n);
  });

  test('3x3x3: the six face quarter turns on 54 facelets generate 43,252,003,274,489,856,000', () => {
    const cube = sampleMoves('cube_3/3/3');
    const group = new PermGroup(pick(cube, ['f0', 'f2', 'r0', 'r2', 'd0', 'd2']));
    expect(group.order()).toBe(43_252_003_274_489_856_000n);
    // With the slice moves the centres move too: every orientation of the whole cube, x24.
    expect(new PermGroup([...cube.values()]).order()).toBe(43_252_003_274_489_856_000n * 24n);
  });

  test('2x2x2: one corner fixed gives 3,674,160; with every move, 8!·3^7', () => {
    const cube = sampleMoves('cube_2/2/2');
    // f1, r1, d1 turn the halves that do not hold the corner shared by f0, r0, d0's far sides.
    expect(new PermGroup(pick(cube, ['f1', 'r1', 'd1'])).order()).toBe(3_674_160n);
    expect(new PermGroup([...cube.values()]).order()).toBe(40320n * 2187n);
  });

  test('4x4x4 (all 12 moves on 96 stickers) = 8!·3^7·24!·24!/2, as GAP finds', () => {
    const group = new PermGroup([...sampleMoves('cube_4/4/4').values()]);
    expect(group.order()).toBe((40320n * 2187n * factorialBig(24) ** 2n) / 2n);
  });
});

describe('against the brute-force twin on small random groups', () => {
  const smallGroup = fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 3 }), fc.nat())
    .map(([n, count, seed]) => {
      const r = rng(seed);
      return { n, gens: Array.from({ length: count }, () => randomPerm(n, r)), seed };
    });

  test('order, membership and the base agree with the closure', () => {
    fc.assert(
      fc.property(smallGroup, ({ n, gens, seed }) => {
        const group = new PermGroup(gens, { degree: n });
        const elements = closure(n, gens);
        expect(group.order()).toBe(BigInt(elements.size));
        const r = rng(seed + 1);
        for (let i = 0; i < 20; i++) {
          const p = randomPerm(n, r);
          expect(group.contains(p)).toBe(elements.has(p.join(',')));
        }
        for (const g of elements.values()) {
          expect(group.contains(g)).toBe(true);
          // Only the identity fixes every base point.
          if (group.base.every((b) => g[b] === b)) expect(isIdentity(g)).toBe(true);
        }
        for (const s of group.strongGenerators) expect(elements.has(s.join(','))).toBe(true);
        const product = group.basicOrbitLengths.reduce((acc, l) => acc * BigInt(l), 1n);
        expect(product).toBe(group.order());
      }),
      { numRuns: 150 },
    );
  });

  test('random elements are members and uniform (chi-square over S_4)', () => {
    const group = new PermGroup(symmetric(4));
    const r = rng(4);
    const counts = new Array<number>(24).fill(0);
    for (let i = 0; i < 24000; i++) counts[rank(group.random(r))]!++;
    const expected = 1000;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(49.7); // 99.9% quantile, 23 degrees of freedom; deterministic seed
  });
});

describe('membership', () => {
  const cube = sampleMoves('cube_3/3/3');
  const group = new PermGroup(pick(cube, ['f0', 'f2', 'r0', 'r2', 'd0', 'd2']));

  // A cubie's stickers are the ones moved by exactly the same face turns (3 for a corner, 2 for
  // an edge); Santa numbers the facelets face by face, 9 to a face.
  const faceTurns = pick(cube, ['f0', 'f2', 'r0', 'r2', 'd0', 'd2']).map((m) => fromArray(m));
  const cubies = new Map<string, number[]>();
  for (let x = 0; x < 54; x++) {
    const signature = faceTurns.map((m, i) => (m[x] !== x || m.indexOf(x) !== x ? i : '')).join('');
    cubies.set(signature, [...(cubies.get(signature) ?? []), x]);
  }
  const corners = [...cubies.entries()].filter(([sig]) => sig.length === 3).map(([, xs]) => xs);
  const edges = [...cubies.entries()].filter(([sig]) => sig.length === 2).map(([, xs]) => xs);
  const face = (x: number) => Math.floor(x / 9);

  test('the cubies are found: 8 corners of 3 stickers, 12 edges of 2', () => {
    expect(corners.map((c) => c.length)).toEqual(new Array(8).fill(3));
    expect(edges.map((e) => e.length)).toEqual(new Array(12).fill(2));
  });

  test('a scramble and a random element are in the cube group', () => {
    const r = rng(1);
    let scramble = identity(54);
    for (let i = 0; i < 30; i++) scramble = compose(scramble, faceTurns[r.int(6)] as Perm);
    expect(group.contains(scramble)).toBe(true);
    expect(group.contains(group.random(r))).toBe(true);
  });

  test('one twisted corner is not in the cube group', () => {
    const [a, b, c] = corners[0] as [number, number, number];
    expect(group.contains(fromCycles(54, `(${a} ${b} ${c})`))).toBe(false);
    // ...but two opposite twists are.
    const [d, e, f] = corners[1] as [number, number, number];
    const twin = [
      fromCycles(54, `(${a} ${b} ${c})(${d} ${e} ${f})`),
      fromCycles(54, `(${a} ${b} ${c})(${d} ${f} ${e})`),
    ];
    expect(twin.map((t) => group.contains(t)).sort()).toEqual([false, true]);
  });

  test('one swapped pair of edges (odd permutation) is not in the cube group', () => {
    // Two edges sharing a face: swap their stickers on that face and their other stickers.
    const e1 = edges[0] as number[];
    const e2 = edges.find(
      (e) => e !== e1 && e.some((x) => e1.some((y) => face(x) === face(y))),
    ) as number[];
    const shared = face(e1.find((x) => e2.some((y) => face(y) === face(x))) as number);
    const [s1, o1] = face(e1[0] as number) === shared ? e1 : [e1[1], e1[0]];
    const [s2, o2] = face(e2[0] as number) === shared ? e2 : [e2[1], e2[0]];
    const swap = fromCycles(54, `(${s1} ${s2})(${o1} ${o2})`);
    expect(group.contains(swap)).toBe(false);
    // The cube group is normal in the group of all reassemblies, so s·(q s q⁻¹) is legal.
    expect(group.contains(compose(swap, conjugate(swap, faceTurns[2] as Perm)))).toBe(true);
  });

  test('a permutation of the wrong degree is refused', () => {
    expect(() => group.contains(identity(48))).toThrow(/degree 48/);
  });

  test('bad generators are refused with the index', () => {
    expect(
      () =>
        new PermGroup([
          [0, 1],
          [1, 0, 2],
        ]),
    ).toThrow(/generator 1 has degree 3/);
    expect(() => new PermGroup([[0, 0]])).toThrow(/appears at indices 0 and 1/);
  });
});

describe('orbits', () => {
  test('from the generators, fixed points as singletons', () => {
    const group = new PermGroup([fromCycles(8, '(0 2)(5 6)'), fromCycles(8, '(2 4)')]);
    expect(group.orbits()).toEqual([[0, 2, 4], [1], [3], [5, 6], [7]]);
    expect(group.orbit(4)).toEqual([0, 2, 4]);
    expect(() => group.orbit(8)).toThrow(/outside 0\.\.7/);
  });

  test('cube_4/4/4 splits its 96 stickers into four orbits of 24', () => {
    const group = new PermGroup([...sampleMoves('cube_4/4/4').values()]);
    expect(group.orbits().map((o) => o.length)).toEqual([24, 24, 24, 24]);
  });

  test('an aborted signal stops a chain build', () => {
    const controller = new AbortController();
    controller.abort();
    const group = new PermGroup(symmetric(30), { signal: controller.signal });
    expect(() => group.order()).toThrow();
    expect(group.orbits()).toHaveLength(1); // orbits need no chain
  });
});

test('equal groups from different generating sets agree', () => {
  const a = new PermGroup(symmetric(7));
  const b = new PermGroup([fromCycles(7, '(0 1)'), fromCycles(7, '(1 2 3 4 5 6)')]);
  expect(a.order()).toBe(b.order());
  const r = rng(2);
  for (let i = 0; i < 10; i++) expect(b.contains(a.random(r))).toBe(true);
  expect(equals(a.generators[0] as Perm, symmetric(7)[0] as Perm)).toBe(true);
});
