import { rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../index.js';
import { phase3Walk, SOLVED_CENTRES } from '../test-support/phase3-walk.js';
import {
  CP_SIZE,
  CP_UNSEEN,
  centrePairBound,
  centrePairTable,
  childCentrePairBound,
  getCp,
  PAIRS,
  packRanks,
  ROW,
  rankedIndex,
  rankedNext,
} from './centre-pair.js';
import { EDGE_FWD, M3 } from './model3.js';
import { buildPairBound, moveTau } from './pairs.js';
import { phase3At } from './phase3.js';
import { solveTpr } from './solve.js';
import { c3Index, c3Next, tprTables, UNSEEN } from './tables.js';

const ID = () => Int8Array.from({ length: 12 }, (_, i) => i);

describe('the centre-pair table', () => {
  it('moves centres by ranks as c3Next does', () => {
    const r = rng(7);
    let s = SOLVED_CENTRES;
    let q = packRanks(s);
    for (let k = 0; k < 200; k++) {
      const m = M3[r.int(M3.length)] as number;
      s = c3Next(s, m);
      q = rankedNext(q, m);
      expect(rankedIndex(q)).toBe(c3Index(s));
    }
  });

  it('has a row for exactly the centre states the centre table reaches', () => {
    const t = tprTables();
    let rows = 0;
    let wrong = 0;
    for (let ci = 0; ci < ROW.length; ci++) {
      if ((ROW[ci] as number) >= 0 !== (t.c3[ci] !== UNSEEN)) wrong++;
      if ((ROW[ci] as number) >= 0) rows++;
    }
    expect(wrong).toBe(0);
    expect(rows).toBe(117_600);
    expect(rows * PAIRS).toBe(CP_SIZE);
    expect(centrePairTable().nib.length).toBe(CP_SIZE / 2);
  });

  it('is a breadth-first distance: 0 at the 12 goals only, neighbours within one, a way down', () => {
    const { nib, depth } = centrePairTable();
    expect(depth).toBeGreaterThanOrEqual(9);
    const solved = c3Index(SOLVED_CENTRES);
    // Plain comparisons, one assertion at the end: an expect per neighbour was most of the time.
    const wrong: string[] = [];
    for (let e0 = 0; e0 < 12; e0++)
      for (let e1 = 0; e1 < 12; e1++)
        if ((getCp(nib, (ROW[solved] as number) + e0 * 12 + e1) === 0) !== (e0 === e1))
          wrong.push(`goal row, pair ${e0},${e1}`);
    // The C3 index of each row (what ROW.indexOf(row) answers: the first ci with that row), once,
    // instead of a scan of ROW's 686,000 entries for each sample.
    const ciOfRow = new Int32Array(CP_SIZE / PAIRS).fill(-1);
    for (let ci = ROW.length - 1; ci >= 0; ci--)
      if ((ROW[ci] as number) >= 0) ciOfRow[(ROW[ci] as number) / PAIRS] = ci;
    const r = rng(3);
    let checked = 0;
    while (checked < 3000) {
      const i = r.int(CP_SIZE);
      const d = getCp(nib, i);
      if (d === CP_UNSEEN) continue;
      checked++;
      const row = i - (i % PAIRS);
      const pr = i % PAIRS;
      const ci = ciOfRow[row / PAIRS] as number;
      // The ranked centre state of ci: walk c3Index's digits back.
      const q =
        (Math.floor(ci / 9800) << 15) |
        ((Math.floor(ci / 140) % 70) << 8) |
        (((ci >> 1) % 70) << 1) |
        (ci & 1);
      if (rankedIndex(q) !== ci) wrong.push(`entry ${i}: ranked index ${rankedIndex(q)} != ${ci}`);
      let down = d === 0;
      for (const m of M3) {
        const j =
          (ROW[rankedIndex(rankedNext(q, m))] as number) +
          (EDGE_FWD[m * 24 + Math.floor(pr / 12)] as number) * 12 +
          (EDGE_FWD[m * 24 + 12 + (pr % 12)] as number);
        const dj = getCp(nib, j);
        if (Math.abs(dj - d) > 1) wrong.push(`entry ${i} (${d}): move ${m} reads ${dj}`);
        if (dj === d - 1) down = true;
      }
      if (!down) wrong.push(`entry ${i} (${d}): no move leads down`);
    }
    expect(wrong).toEqual([]);
  });

  it('bounds random walks of the last phase, at least as well as the centre table', () => {
    const { nib } = centrePairTable();
    const t = tprTables();
    const r = rng(19);
    let above = 0;
    for (let trial = 0; trial < 500; trial++) {
      const { centres, tau, length: n } = phase3Walk(r, 14);
      const ci = c3Index(centres);
      const b = centrePairBound(nib, ci, tau, 0, 99);
      expect(b).toBeLessThanOrEqual(n);
      expect(b).toBeGreaterThanOrEqual(t.c3[ci] as number);
      if (b > (t.c3[ci] as number)) above++;
      // Read through the move from the parent, as the search does: the same as on the child.
      const m = M3[r.int(M3.length)] as number;
      const child = new Int8Array(12);
      moveTau(tau, 0, m, child, 0);
      const ci2 = c3Index(c3Next(centres, m));
      expect(childCentrePairBound(nib, ci2, m, tau, 0, 99)).toBe(
        centrePairBound(nib, ci2, child, 0, 99),
      );
      // The early exit never reports less than its cut-off when the full bound reaches it.
      expect(Math.min(centrePairBound(nib, ci, tau, 0, 3), 3)).toBe(Math.min(b, 3));
    }
    // It adds to the centre table on a good share of them (else it would be dead weight).
    expect(above).toBeGreaterThan(100);
  });
});

describe('the last phase with the centre-pair bound', () => {
  const PAIRS7 = buildPairBound(7, 21);
  it('finds answers as short as without it, in no more nodes', () => {
    const t = tprTables();
    const { nib } = centrePairTable();
    const r = rng(23);
    for (let trial = 0; trial < 12; trial++) {
      let centres = SOLVED_CENTRES;
      let tau = ID();
      for (let k = 0; k < 8; k++) {
        const m = M3[r.int(M3.length)] as number;
        centres = c3Next(centres, m);
        const next = new Int8Array(12);
        moveTau(tau, 0, m, next, 0);
        tau = next;
      }
      const solve = (cp?: Uint8Array) => {
        let nodes = 0;
        for (let depth = 0; depth <= 8; depth++) {
          const p = phase3At(t, PAIRS7, { centres, tau }, depth, 1e7, cp);
          nodes += p.nodes;
          if (p.moves) return { moves: p.moves, nodes };
        }
        throw new Error('no answer within the walk');
      };
      const a = solve();
      const b = solve(nib);
      expect(b.moves.length).toBe(a.moves.length);
      expect(b.nodes).toBeLessThanOrEqual(a.nodes);
      // Replayed: centres solved with no PLL parity, every pair joined.
      let c = centres;
      let x = tau;
      for (const m of b.moves) {
        c = c3Next(c, m);
        const next = new Int8Array(12);
        moveTau(x, 0, m, next, 0);
        x = next;
      }
      expect(c3Index(c)).toBe(c3Index(SOLVED_CENTRES));
      expect(Array.from(x)).toEqual(Array.from(ID()));
    }
  });

  it('solveTpr answers a seeded scramble with and without it, both replayed', () => {
    const cube = new CubeMoves(4);
    const SOLVED = solvedFacelets(4);
    const start = applyMoves(SOLVED, parseAlg("Rw U2 Fw' D L2 Bw R'", 4), cube);
    for (const centrePair of [true, false]) {
      const s = solveTpr(start, { pairs: PAIRS7, fallback: false, centrePair });
      expect(s.method).toBe('tpr');
      expect(applyMoves(start, s.moves, cube)).toBe(SOLVED);
    }
  });
});
