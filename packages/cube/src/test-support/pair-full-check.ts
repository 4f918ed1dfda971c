import { rng } from '@puz/perm';
import { expect } from 'vitest';
import {
  buildPairFull,
  childDistance,
  evenIndex,
  evenPerm,
  get2,
  pairDistance,
  type TauMoves,
} from '../four-wca/pair-full.js';

// The full pairing table against a plain breadth-first search, shared by pair-full.test.ts (one
// seed) and pair-full.e2e.test.ts (another: 9 s each on the loaded 2026-11-27 machine).

export const N = 8;
export const SIZE = 20160; // 8!/2

export function parityOf(p: Int8Array): number {
  let s = 0;
  for (let i = 0; i < p.length; i++)
    for (let j = i + 1; j < p.length; j++) if (p[i]! > p[j]!) s ^= 1;
  return s;
}
function randomPerm(r: ReturnType<typeof rng>, n: number): Int8Array {
  const p = Int8Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [p[i], p[j]] = [p[j] as number, p[i] as number];
  }
  return p;
}
const inverse = (p: Int8Array) => {
  const q = new Int8Array(p.length);
  p.forEach((v, i) => {
    q[v] = i;
  });
  return q;
};

/** Three random two-sided moves (both sides of one parity, so even stays even) and their inverses. */
function smallMoves(seed: number): TauMoves {
  const r = rng(seed);
  const rows: [Int8Array, Int8Array][] = [];
  while (rows.length < 6) {
    const a = randomPerm(r, N);
    const b = randomPerm(r, N);
    if (parityOf(a) !== parityOf(b)) continue;
    rows.push([a, b], [inverse(a), inverse(b)]);
  }
  const p0 = new Int8Array(rows.length * N);
  const p1inv = new Int8Array(rows.length * N);
  rows.forEach(([a, b], m) => {
    p0.set(a, m * N);
    p1inv.set(b, m * N);
  });
  return { n: N, p0, p1inv, moves: Int8Array.from(rows.keys()) };
}
const apply = (tm: TauMoves, tau: Int8Array, m: number) =>
  Int8Array.from({ length: N }, (_, j) => tm.p0[m * N + tau[tm.p1inv[m * N + j]!]!]!);

/** The table built from seeded small moves agrees with a plain BFS at every permutation. */
export function checkAgainstBfs(seed: number): void {
  const tm = smallMoves(seed);
  const t = buildPairFull(tm);
  // The plain BFS, keyed by the permutation's text.
  const dist = new Map<string, number>();
  const id = Int8Array.from({ length: N }, (_, i) => i);
  dist.set(id.join(), 0);
  let frontier: Int8Array<ArrayBufferLike>[] = [id];
  while (frontier.length) {
    const next: Int8Array<ArrayBufferLike>[] = [];
    for (const p of frontier)
      for (const m of tm.moves) {
        const q = apply(tm, p, m);
        if (!dist.has(q.join())) {
          dist.set(q.join(), (dist.get(p.join()) as number) + 1);
          next.push(q);
        }
      }
    frontier = next;
  }
  expect(t.depth).toBe(Math.max(...dist.values()));
  // Compared in plain loops, the disagreements collected (vitest's expect, called ~160,000 times
  // here, took most of the check's seconds): one assertion at the end, showing the first few.
  const wrong: string[] = [];
  const check = (what: string, got: number, want: number | undefined) => {
    if (got !== want && wrong.length < 10) wrong.push(`${what}: ${got}, want ${want}`);
  };
  const p = new Int8Array(N);
  let reached = 0;
  for (let i = 0; i < SIZE; i++) {
    evenPerm(i, N, p, 0);
    const d = dist.get(p.join());
    if (d === undefined) {
      check(`entry ${i} (unreached)`, get2(t.mod3, i), 3);
      continue;
    }
    reached++;
    check(`entry ${i} mod 3`, get2(t.mod3, i), d % 3);
    check(`distance of ${i}`, pairDistance(t, tm, p, 0), d);
    // A child's distance from its parent's and its residue.
    for (const m of tm.moves) {
      const q = apply(tm, p, m);
      check(
        `child of ${i} by ${m}`,
        childDistance(d, get2(t.mod3, evenIndex(q, 0, N))),
        dist.get(q.join()),
      );
    }
  }
  expect(wrong).toEqual([]);
  expect(reached).toBe(dist.size);
  expect(reached).toBeGreaterThan(1000);
}
