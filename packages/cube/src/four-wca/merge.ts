import type { Face } from '../geometry.js';
import { AXIS_OF, fromAxisMove, type Move, toAxisMove } from '../move.js';

/*
 * Merging a 4x4x4 answer in outer block turn metric (OBTM). Moves on one axis commute, so a run
 * of them is just how far each of the four layers turns (a[0..3], quarter turns seen from the
 * axis's positive face). Outer blocks of depth 1 and 2 from either face, and a whole-cube
 * rotation r (free in OBTM), make those turns with
 *   [a0 != a1] + [a1 != r] + [a2 != r] + [a2 != a3]
 * moves; r = 0 unless a1 = a2 != 0, where r = a1 saves one (Uw2 Dw2 ... is y2 ...). The
 * general simplifier (notation.ts simplifyAlg) writes such runs with slice moves, which OBTM
 * counts twice: "Dw2 D'" became "2D2 D", 3 moves for 2, and the solver's answers came out
 * longer after merging than before (0.65 moves on the mean of 20 random states).
 */

/** Quarter turns of each layer on one axis, from the positive face. */
interface Run {
  axis: 0 | 1 | 2;
  a: number[];
}

const N = 4;

function emit(run: Run, out: Move[]): void {
  const [a0, a1, a2, a3] = run.a as [number, number, number, number];
  const r = a1 === a2 && a1 !== 0 ? a1 : 0;
  const b = (x: number) => (((x - r) % 4) + 4) % 4;
  const blocks: [number, number, number][] = [
    [0, 0, b(a0 - a1 + r)],
    [0, 1, b(a1)],
    [2, 3, b(a2)],
    [3, 3, b(a3 - a2 + r)],
  ];
  for (const [lo, hi, q] of blocks)
    if (q) out.push(fromAxisMove({ axis: run.axis, lo, hi, quarter: q as 1 | 2 | 3 }, N, lo > 0));
  if (r)
    out.push(fromAxisMove({ axis: run.axis, lo: 0, hi: N - 1, quarter: r as 1 | 2 | 3 }, N, false));
}

/**
 * The shortest OBTM form of a 4x4x4 move sequence up to merging neighbours: each run of moves on
 * one axis (runs that become adjacent when one between cancels are joined) written with the
 * fewest outer block turns, a rotation where it saves a move. The same permutation of the cube.
 */
export function mergeObtm(moves: readonly Move[]): Move[] {
  const runs: Run[] = [];
  for (const m of moves) {
    const axis = AXIS_OF[m.face as Face];
    const am = toAxisMove(m, N);
    let run = runs[runs.length - 1];
    if (!run || run.axis !== axis) {
      run = { axis, a: [0, 0, 0, 0] };
      runs.push(run);
    }
    for (let k = am.lo; k <= am.hi; k++) run.a[k] = ((run.a[k] as number) + am.quarter) % 4;
    if (run.a.every((x) => x === 0)) runs.pop();
  }
  const out: Move[] = [];
  for (const run of runs) emit(run, out);
  return out;
}
