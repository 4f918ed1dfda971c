import { InvalidStateError, rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { MOVES, WING_FWD, WINGS } from '../four/model.js';
import { coordsOf } from '../four/state.js';
import { applyMoves, CubeMoves, countMoves, parseAlg, solvedFacelets } from '../index.js';
import { phase3Walk } from '../test-support/phase3-walk.js';
import { CLASS, M2, M3 } from './model3.js';
import { buildPairBound, moveTau, pairBound, rank12 } from './pairs.js';
import { phase3At } from './phase3.js';
import { solveTpr } from './solve.js';
import { c3Index, c3Next, tprTables, UNSEEN } from './tables.js';

const cube = new CubeMoves(4);
const SOLVED = solvedFacelets(4);
/** The pairing bound, shallower than the solver's (built in about a second, not cached). */
const PAIRS = buildPairBound(7, 21);

/** tau of a cube whose pairs each have one wing in each class (pairs.ts). */
function tauOf(f: string): Int8Array {
  const { pos } = coordsOf(f);
  const tau = new Int8Array(12).fill(-1);
  for (let h = 0; h < 12; h++) {
    const [a, b] = [pos[2 * h] as number, pos[2 * h + 1] as number];
    const [w0, w1] = CLASS[a] === 0 ? [a, b] : [b, a];
    tau[w1 >> 1] = w0 >> 1;
  }
  return tau;
}

describe('TPR wing classes', () => {
  it('split every edge into one slot of each class, kept by the last phase, not by R', () => {
    expect(M3).toHaveLength(20);
    expect(M2).toHaveLength(28);
    for (let e = 0; e < 12; e++) expect(CLASS[2 * e]).not.toBe(CLASS[2 * e + 1]);
    for (const m of M3) for (let s = 0; s < 24; s++) expect(CLASS[WING_FWD[m]![s]!]).toBe(CLASS[s]);
    const r = MOVES.findIndex((m) => m.move.face === 'R' && !m.wide && m.amount === 1);
    expect([...Array(24).keys()].some((s) => CLASS[WING_FWD[r]![s]!] !== CLASS[s])).toBe(true);
  });
});

describe('the pairing permutation', () => {
  it('ranks permutations of 12 one to one', () => {
    const id = Int8Array.from({ length: 12 }, (_, i) => i);
    expect(rank12(id, 0)).toBe(0);
    expect(rank12(id.slice().reverse(), 0)).toBe(479001599);
    const r = rng(3);
    const seen = new Set<number>();
    for (let k = 0; k < 2000; k++) {
      const p = id.slice();
      for (let i = 11; i > 0; i--) {
        const j = r.int(i + 1);
        [p[i], p[j]] = [p[j] as number, p[i] as number];
      }
      seen.add(rank12(p, 0));
    }
    expect(seen.size).toBeGreaterThan(1990);
  });

  it('moves as the wings do, and its bound never overestimates', () => {
    const r = rng(11);
    for (let trial = 0; trial < 20; trial++) {
      let f = SOLVED;
      let tau = Int8Array.from({ length: 12 }, (_, i) => i);
      const n = 1 + r.int(8);
      for (let k = 0; k < n; k++) {
        const m = M3[r.int(M3.length)] as number;
        f = applyMoves(f, [MOVES[m]!.move], cube);
        const next = new Int8Array(12);
        moveTau(tau, 0, m, next, 0);
        tau = next;
      }
      expect(Array.from(tau)).toEqual(Array.from(tauOf(f)));
      expect(pairBound(PAIRS, tau, 0)).toBeLessThanOrEqual(n);
    }
    expect(
      pairBound(
        PAIRS,
        Int8Array.from({ length: 12 }, (_, i) => i),
        0,
      ),
    ).toBe(0);
  });
});

describe('TPR tables', () => {
  it('are zero at their goals only', () => {
    const t = tprTables();
    const solvedCentres = (0x0f << 17) | (0x0f << 9) | (0x0f << 1);
    expect(t.c3[c3Index(solvedCentres)]).toBe(0);
    expect(t.c3.filter((d) => d === 0)).toHaveLength(1);
    expect(t.p2.some((d) => d === 0)).toBe(true);
    expect(t.p2.filter((d) => d !== UNSEEN).length).toBeGreaterThan(t.p2.length / 4);
    expect(t.spl.some((d) => d > 0)).toBe(true);
  });
});

describe('solveTpr', () => {
  it('answers the solved cube with no moves', () => {
    expect(solveTpr(SOLVED, { pairs: PAIRS }).length).toBe(0);
  });

  it('refuses states no moves reach, by class', () => {
    const [a, b] = WINGS[0] as [number, number];
    const bad = [...SOLVED];
    bad[a] = SOLVED[b] as string;
    bad[b] = SOLVED[a] as string;
    expect(() => solveTpr(bad.join(''), { pairs: PAIRS })).toThrow(InvalidStateError);
    expect(() => solveTpr(SOLVED.slice(1), { pairs: PAIRS })).toThrow(InvalidStateError);
  });
});

describe('the last phase (phase3At)', () => {
  it('undoes random walks of its moves, as short as the walk or shorter, never below its bounds', () => {
    const t = tprTables();
    const r = rng(11);
    for (let trial = 0; trial < 40; trial++) {
      const walk = phase3Walk(r, 6);
      let { centres, tau } = walk;
      const n = walk.length;
      let found: number[] | undefined;
      let depth = 0;
      for (; depth <= n && !found; depth++)
        found = phase3At(t, PAIRS, { centres, tau }, depth, 1e7).moves;
      expect(found).toBeDefined();
      const moves = found as number[];
      expect(moves.length).toBeLessThanOrEqual(n);
      expect(moves.length).toBeGreaterThanOrEqual(t.c3[c3Index(centres)] as number);
      expect(moves.length).toBeGreaterThanOrEqual(pairBound(PAIRS, tau, 0));
      // Replayed: centres solved with no PLL parity, every pair joined.
      for (const m of moves) {
        centres = c3Next(centres, m);
        const next = new Int8Array(12);
        moveTau(tau, 0, m, next, 0);
        tau = next;
      }
      expect(t.c3[c3Index(centres)]).toBe(0);
      expect(Array.from(tau)).toEqual([...Array(12).keys()]);
    }
  });
});

describe('solveTpr on a short scramble', () => {
  it('answers in the repo Solution shape, replayed, stats per phase', () => {
    const start = applyMoves(SOLVED, parseAlg("Rw U2 Fw' D L2 Bw R'", 4), cube);
    const s = solveTpr(start, { pairs: PAIRS, fallback: false });
    expect(s.method).toBe('tpr');
    expect(s.optimal).toBe(false);
    expect(applyMoves(start, s.moves, cube)).toBe(SOLVED);
    expect(s.length).toBe(countMoves(s.moves, 4, 'htm'));
    expect(s.stats.phaseNodes).toHaveLength(4);
    expect(s.stats.expanded).toBe(s.stats.phaseNodes.reduce((a, b) => a + b, 0));
    expect(s.stats.phaseMs).toHaveLength(4);
  });
});
