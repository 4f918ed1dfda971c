import { describe, expect, test } from 'vitest';
import { rng } from '../random.js';
import { cancelRuns } from './cancel-runs.js';

/*
 * Bases in classes (class = base >> 2, four bases a class, orders 2..5): bases of one class
 * commute, others do not, so the group is a free product of abelian groups and its normal form
 * is unique: runs of one class each, alternating, each base at most once with a nonzero exponent.
 * The oracle reaches it the slow way: passes that merge neighbouring same-class moves, until
 * nothing changes.
 */
const classOf = (b: number) => b >> 2;
const orders = Int32Array.from({ length: 16 }, (_, b) => 2 + (b % 4));

function oracle(moves: [number, number][]): [number, number][] {
  let cur = moves.map(
    ([b, e]) => [b, ((e % orders[b]!) + orders[b]!) % orders[b]!] as [number, number],
  );
  for (;;) {
    const out: [number, number][] = [];
    let i = 0;
    while (i < cur.length) {
      const c = classOf(cur[i]![0]);
      const net = new Map<number, number>();
      for (; i < cur.length && classOf(cur[i]![0]) === c; i++) {
        const [b, e] = cur[i]!;
        net.set(b, ((net.get(b) ?? 0) + e) % orders[b]!);
      }
      for (const b of [...net.keys()].sort((x, y) => x - y))
        if (net.get(b)! !== 0) out.push([b, net.get(b)!]);
    }
    if (out.length === cur.length) return out;
    cur = out;
  }
}

function run(moves: [number, number][]) {
  const r = cancelRuns(
    moves.map((m) => m[0]),
    moves.map((m) => m[1]),
    orders,
    (a, b) => classOf(a) === classOf(b),
  );
  return { pairs: Array.from(r.base, (b, i) => [b, r.exponent[i]!] as [number, number]), r };
}

describe('cancelRuns', () => {
  test('nested inverses vanish in one pass, and a cancelled run reopens the one before', () => {
    // a b -b -a, with a and b in different classes.
    expect(
      run([
        [0, 1],
        [4, 1],
        [4, -1],
        [0, -1],
      ]).pairs,
    ).toEqual([]);
    // a c b -b d: the b run empties, so d (a's class) joins the a, c run.
    const { pairs, r } = run([
      [0, 1],
      [1, 1],
      [4, 1],
      [4, -1],
      [2, 1],
    ]);
    expect(pairs).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(Array.from(r.runStart)).toEqual([0, 3]);
  });

  test('equals the pass-until-stable normal form on random words', () => {
    const random = rng(7);
    for (let t = 0; t < 400; t++) {
      // Few classes and bases, so that cancellations are common.
      const length = random.int(30);
      const moves: [number, number][] = Array.from({ length }, () => {
        const b = random.int(3) * 4 + random.int(2);
        return [b, random.int(7) - 3];
      });
      const { pairs, r } = run(moves);
      expect(pairs).toEqual(oracle(moves));
      // Runs alternate classes, bases increase inside a run, exponents are nonzero.
      for (let k = 0; k + 1 < r.runStart.length - 1; k++)
        expect(classOf(r.base[r.runStart[k + 1]!]!)).not.toBe(classOf(r.base[r.runStart[k]!]!));
      for (let k = 0; k < r.runStart.length - 1; k++)
        for (let i = r.runStart[k]! + 1; i < r.runStart[k + 1]!; i++)
          expect(r.base[i]!).toBeGreaterThan(r.base[i - 1]!);
      expect(Array.from(r.exponent).every((e) => e !== 0)).toBe(true);
    }
  });
});
