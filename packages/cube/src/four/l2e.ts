import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { invertAlg, parseAlg } from '../notation.js';
import { G2_MOVES } from './coords.js';
import { CENTRE_FWD, CENTRES, MOVES, WING_FWD, WINGS } from './model.js';

/*
 * The end of pairing, when the stage search (outer turns and wide half turns only) runs out of
 * nodes: the last pairs are often far apart in that group, since joining them wants an inner
 * quarter turn. Here a short blind search over those 20 moves plus a few edge-pairing algorithms
 * taken as single steps — each keeps the centres solved and cycles three wings of two edges (the
 * tests check this) — finds set-up turns and an algorithm that join every pair.
 */

/** Edge-pairing algorithms (each inverse is used too). */
export const PAIRING_ALGS = [
  "Dw R F' U R' F Dw'",
  "Uw' R U R' F R' F' R Uw",
  "Uw R U R' F R' F' R Uw'",
];

interface Step {
  moves: Move[];
  centre: Int8Array;
  wing: Int8Array;
}

const cube4 = new CubeMoves(4);
/** Forward map of a sticker permutation over a list of slots (the first sticker of each). */
function forward(slots: readonly (readonly number[])[], p: ArrayLike<number>): Int8Array {
  const where = new Int16Array(96);
  for (let j = 0; j < 96; j++) where[p[j] as number] = j;
  const slotOf = new Int8Array(96).fill(-1);
  slots.forEach((s, k) => {
    for (const i of s) slotOf[i] = k;
  });
  return Int8Array.from(slots, (s) => slotOf[where[s[0] as number] as number] as number);
}

const STEPS: readonly Step[] = [
  ...Array.from(G2_MOVES, (m) => ({
    moves: [MOVES[m]!.move],
    centre: CENTRE_FWD[m]!,
    wing: WING_FWD[m]!,
  })),
  ...PAIRING_ALGS.flatMap((a) => [parseAlg(a, 4), invertAlg(parseAlg(a, 4))]).map((moves) => {
    const p = cube4.permOf(moves);
    return {
      moves,
      centre: forward(
        CENTRES.map((c) => [c]),
        p,
      ),
      wing: forward(WINGS, p),
    };
  }),
];

/**
 * Steps (set-up turns and pairing algorithms) after which the centres are solved, the pairs
 * `keep` (edges) still joined, at least `target` pairs joined, and `accept` holds; searched by
 * increasing depth up to `maxDepth` steps; undefined if none. `colours` are the centre
 * colours by position (solved: 4 of each in CENTRE_ORDER), `pos` the wing piece slots.
 */
export function finishPairs(
  colours: Int8Array,
  pos: Int8Array,
  keep: readonly number[],
  target: number,
  maxDepth: number,
  accept: (moves: readonly Move[]) => boolean,
): Move[] | undefined {
  const cs = Array.from({ length: maxDepth + 1 }, () => new Int8Array(24));
  const ps = Array.from({ length: maxDepth + 1 }, () => new Int8Array(24));
  const path: Step[] = [];
  const done = (c: Int8Array, p: Int8Array) => {
    for (let i = 0; i < 24; i++) if (c[i] !== i >> 2) return false;
    for (const e of keep) if (((p[2 * e] as number) ^ 1) !== p[2 * e + 1]) return false;
    let joined = 0;
    for (let e = 0; e < 12; e++) if (((p[2 * e] as number) ^ 1) === p[2 * e + 1]) joined++;
    return joined >= target && accept(path.flatMap((s) => s.moves));
  };
  const search = (ply: number, depth: number): boolean => {
    const c = cs[ply] as Int8Array;
    const p = ps[ply] as Int8Array;
    if (depth === 0) return done(c, p);
    const nc = cs[ply + 1] as Int8Array;
    const np = ps[ply + 1] as Int8Array;
    for (const step of STEPS) {
      for (let i = 0; i < 24; i++) nc[step.centre[i] as number] = c[i] as number;
      for (let i = 0; i < 24; i++) np[i] = step.wing[p[i] as number] as number;
      path.push(step);
      if (search(ply + 1, depth - 1)) return true;
      path.pop();
    }
    return false;
  };
  (cs[0] as Int8Array).set(colours);
  (ps[0] as Int8Array).set(pos);
  for (let d = 1; d <= maxDepth; d++) if (search(0, d)) return path.flatMap((s) => s.moves);
  return undefined;
}
