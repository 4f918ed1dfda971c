import { describe, expect, test } from 'vitest';
import { inThread } from '../test-support/in-thread.js';
import { cycleOfKey } from './cycle-search.js';
import { REPS, repTable, repUnit } from './cycle-table.js';
import { type CubeModel, cubeModel, sourceOf, tokenAxis, tokenLayer, tokensCost } from './model.js';

/*
 * The table-completeness check (issue 28): the 4x4 x-centre table (meet in the middle, halves of
 * 6) has all 4,048 3-cycles, and for a sample of them a plain bidirectional search over whole
 * cube states agrees on the shortest length. That search shares no code with cycle-search.ts:
 * every state within 5 moves of solved is hashed (whole permutation), then from the 3-cycle C
 * every canonical R within d moves; C = P·R⁻¹ whenever C·R is one of those states. A 3-cycle of
 * x-centres costs an even number of moves (corner parity: face quarter turns even; x-centre
 * parity: all quarter turns even), so "none under 11" proves 12.
 */

/**
 * Canonical sequences from `from` of cost ≤ h: visit(state, cost) for each (state: sources);
 * `after` is the move that led to `from`, if any (its axis's lower layers are then skipped).
 */
function walk(
  model: CubeModel,
  from: Int32Array,
  h: number,
  visit: (st: Int32Array, cost: number) => void,
  after = -1,
): void {
  const { n, size } = model;
  const levels = Array.from({ length: h + 1 }, () => new Int32Array(size));
  (levels[0] as Int32Array).set(from);
  const rec = (d: number, cost: number, prev: number) => {
    const cur = levels[d] as Int32Array;
    visit(cur, cost);
    for (let t = 0; t < 9 * n; t++) {
      if (
        prev >= 0 &&
        tokenAxis(n, t) === tokenAxis(n, prev) &&
        tokenLayer(n, t) <= tokenLayer(n, prev)
      )
        continue;
      const c = cost + (t % 3 === 1 ? 2 : 1);
      if (c > h) continue;
      const p = model.perms[t] as Int32Array;
      const nxt = levels[d + 1] as Int32Array;
      for (let i = 0; i < size; i++) nxt[i] = cur[p[i] as number] as number;
      rec(d + 1, c, t);
    }
  };
  rec(0, 0, after);
}

/** Lets the worker answer vitest between long steps (a busy machine timed its RPC out). */
const yieldToVitest = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * walk(), the same states in the same order, one first move's subtree at a time with a yield
 * between them: a walk of cost 5 held the worker for most of a minute on a loaded machine, and
 * vitest's worker RPC times out after 60 s (vitest-dev/vitest#8164).
 */
async function walkYielding(
  model: CubeModel,
  from: Int32Array,
  h: number,
  visit: (st: Int32Array, cost: number) => void,
): Promise<void> {
  visit(from, 0);
  const next = new Int32Array(model.size);
  for (let t = 0; t < 9 * model.n; t++) {
    const c = t % 3 === 1 ? 2 : 1;
    if (c > h) continue;
    const p = model.perms[t] as Int32Array;
    for (let i = 0; i < model.size; i++) next[i] = from[p[i] as number] as number;
    walk(model, next, h - c, (st, cost) => visit(st, cost + c), t);
    await yieldToVitest();
  }
}

/** A 52-bit hash of a whole state. */
function stateKey(st: Int32Array): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < st.length; i++) {
    a = Math.imul(a ^ (st[i] as number), 0x01000193);
    b = Math.imul(b ^ (st[i] as number), 0x5bd1e995) ^ (b >>> 13);
  }
  return (a >>> 0) * 0x100000 + (b >>> 12);
}

describe('complete 3-cycle tables', () => {
  test('4x4 x-centres: all 4,048 3-cycles, each at the length a plain bidirectional search gives', async () => {
    // The full half (the unit tests' global setup caps it at 4).
    process.env.PUZ_NXN_HALF = '';
    const rep = REPS.find((r) => r.name === 'diagonal');
    if (!rep) throw new Error('no diagonal rep');
    const unit = repUnit(rep);
    const model = cubeModel(4);
    // Searched (minutes, once per cache) in a worker thread, which caches it; read back here.
    expect(
      await inThread<number>(
        new URL('../test-support/table-builds.ts', import.meta.url),
        'cycleTableOf',
        ['diagonal'],
      ),
    ).toBe(4048);
    const table = repTable(rep);
    expect(table.cycles.size).toBe(4048);
    const byCost = new Map<number, number[]>();
    for (const [key, { cost, seqs }] of table.cycles) {
      byCost.set(cost, [...(byCost.get(cost) ?? []), key]);
      for (const s of seqs) expect(tokensCost(s)).toBe(cost);
    }
    // Searched to 12 (every sequence of up to 12 moves joined), the last 96 by conjugates at 14:
    // shortest too, as no 3-cycle here costs an odd number of moves.
    expect(table.maxCost).toBe(12);
    expect([8, 10, 12, 14].map((c) => byCost.get(c)?.length)).toEqual([1344, 1808, 800, 96]);
    // Forward: every state within 5 moves, with its distance.
    const near = new Map<number, number>();
    await walkYielding(
      model,
      Int32Array.from({ length: model.size }, (_, i) => i),
      5,
      (st, c) => {
        const k = stateKey(st);
        if ((near.get(k) ?? 99) > c) near.set(k, c);
      },
    );
    const distance = async (key: number, d: number) => {
      const { pos, src } = cycleOfKey(24, key);
      const c = Int32Array.from({ length: model.size }, (_, i) => i);
      pos.forEach((k, j) => {
        c[unit.keyOrbit[k] as number] = unit.keyOrbit[src[j] as number] as number;
      });
      let best = 99;
      await walkYielding(model, c, d, (st, cost) => {
        const f = near.get(stateKey(st));
        if (f !== undefined && f + cost < best) best = f + cost;
      });
      return best;
    };
    for (const [cost, d, every] of [
      [8, 3, 250],
      [10, 4, 400],
      [12, 5, 300],
    ] as const) {
      const keys = byCost.get(cost) ?? [];
      expect(keys.length).toBeGreaterThan(0);
      for (let i = 0; i < keys.length; i += every) {
        const key = keys[i] as number;
        const found = await distance(key, d);
        // Within reach (≤ 5 + d) the plain search finds the length exactly; beyond, nothing.
        if (cost <= 5 + d) expect(found).toBe(cost);
        else expect(found).toBe(99);
        // The table's sequences are that 3-cycle.
        const { pos, src } = cycleOfKey(24, key);
        const s = table.cycles.get(key)?.seqs[0] as number[];
        pos.forEach((k, j) => {
          expect(sourceOf(model, s, unit.keyOrbit[k] as number)).toBe(
            unit.keyOrbit[src[j] as number],
          );
        });
      }
    }
  }, 1_800_000);
});
