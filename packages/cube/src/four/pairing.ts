import { ALLOW, G2_MOVES, moveMask } from './coords.js';
import { N_MOVES, WING_FWD } from './model.js';
import { type FourTables, P3C_SOLVED, p3cIndex } from './tables.js';
import { PAIR_RANK, tripleIndex } from './triples.js';

/*
 * The pairing phase, with outer turns and wide half turns only (centres stay on their axes and the
 * wing permutation stays even). One exact search over all twelve pairs is far too deep for the
 * tables here, so pairs are joined in stages: each stage is an IDA* search whose goal is "the
 * centres solved, every pair joined so far still joined, and `more` further pairs joined, any of
 * them". Its bound is the largest of: the centre table, the two-pair table over every two pairs
 * that must stay joined, and the smallest two-pair distance among pairs still open (some `more`
 * of them must close). Outer turns never split a pair, so most of the work is wide half turns.
 */

export interface StageState {
  /** R, U, F centre masks (24-bit, each within its axis). */
  r: number;
  u: number;
  f: number;
  /** pos[piece]: slot of each wing piece. */
  pos: Int8Array;
}

const pairIndex = (a1: number, b1: number, a2: number, b2: number) =>
  ((a1 * 24 + b1) * 24 + a2) * 24 + b2;

const joined = (pos: Int8Array, e: number) => ((pos[2 * e] as number) ^ 1) === pos[2 * e + 1];

/** The pairs (edge numbers) joined in `pos`. */
export function joinedPairs(pos: Int8Array): number[] {
  return [...Array(12).keys()].filter((e) => joined(pos, e));
}

export interface StageAnswer {
  moves: number[];
  nodes: number;
}

/**
 * The triples of pairs a stage's bound looks up: each new pair with each other new one and each
 * kept pair, and the kept pairs three by three (a cover, so every kept pair counts).
 */
function boundTriples(keep: readonly number[], fresh: readonly number[]): Int8Array {
  const out: number[] = [];
  const [n1, n2] = fresh as [number, number | undefined];
  // More than two new pairs: every three of them too.
  for (let i = 0; i < fresh.length; i++)
    for (let j = i + 1; j < fresh.length; j++)
      for (let k = j + 1; k < fresh.length; k++) out.push(fresh[i]!, fresh[j]!, fresh[k]!);
  if (n2 !== undefined) for (const k of keep) out.push(n1, n2, k);
  else for (let i = 0; i + 1 < keep.length; i++) out.push(n1, keep[i]!, keep[i + 1]!);
  for (let i = 0; i + 2 < keep.length; i += 3) out.push(keep[i]!, keep[i + 1]!, keep[i + 2]!);
  if (keep.length % 3 === 2) out.push(keep[keep.length - 2]!, keep[keep.length - 1]!, n1);
  return Int8Array.from(out);
}

/** Three-pair table entry for edges a, b, c at `pos`. */
export function tripleBound(
  t: FourTables,
  pos: Int8Array,
  a: number,
  b: number,
  c: number,
): number {
  return t.p3t[
    tripleIndex(
      PAIR_RANK[(pos[2 * a] as number) * 24 + (pos[2 * a + 1] as number)] as number,
      PAIR_RANK[(pos[2 * b] as number) * 24 + (pos[2 * b + 1] as number)] as number,
      PAIR_RANK[(pos[2 * c] as number) * 24 + (pos[2 * c + 1] as number)] as number,
    )
  ] as number;
}

/** Two-pair table entry for edges a and b at `pos`. */
export const pairBound = (t: FourTables, pos: Int8Array, a: number, b: number) =>
  t.p3p[
    pairIndex(
      pos[2 * a] as number,
      pos[2 * a + 1] as number,
      pos[2 * b] as number,
      pos[2 * b + 1] as number,
    )
  ] as number;

/**
 * One stage: from `s`, solve the centres, keep `keep` (edges joined now) joined and join `fresh`
 * (one or two edges). `accept` may refuse a goal (the caller's parity check); the search then goes
 * on. Undefined when nothing is found within `maxDepth` or `nodeLimit`.
 */
export function pairStage(
  t: FourTables,
  s: StageState,
  keep: readonly number[],
  fresh: readonly number[],
  maxDepth: number,
  nodeLimit: number,
  accept: (moves: readonly number[]) => boolean = () => true,
): StageAnswer | undefined {
  const required = Int8Array.from([...keep, ...fresh]);
  const triples = boundTriples(keep, fresh);
  const stack = Array.from({ length: maxDepth + 1 }, () => new Int8Array(24));
  const path: number[] = [];
  let nodes = 0;
  const [n1, n2] = fresh as [number, number | undefined];

  const bound = (r: number, u: number, f: number, pos: Int8Array): number => {
    let h = t.p3c[p3cIndex(((r & 0xff) << 16) | (((u >>> 8) & 0xff) << 8) | (f >>> 16))] as number;
    if (n2 !== undefined) {
      const v = pairBound(t, pos, n1, n2);
      if (v > h) h = v;
    }
    for (let i = 0; i < triples.length; i += 3) {
      const v = tripleBound(
        t,
        pos,
        triples[i] as number,
        triples[i + 1] as number,
        triples[i + 2] as number,
      );
      if (v > h) h = v;
    }
    return h;
  };

  const isGoal = (r: number, u: number, f: number, pos: Int8Array): boolean => {
    if ((r & 0xff) !== 0x0f || ((u >>> 8) & 0xff) !== 0x0f || f >>> 16 !== 0x0f) return false;
    for (let i = 0; i < required.length; i++) if (!joined(pos, required[i] as number)) return false;
    return accept(path);
  };
  const search = (
    r: number,
    u: number,
    f: number,
    depth: number,
    ply: number,
    prev: number,
  ): boolean => {
    nodes++;
    const pos = stack[ply] as Int8Array;
    const h = bound(r, u, f, pos);
    if (h > depth) return false;
    if (depth === 0) return isGoal(r, u, f, pos);
    if (nodes > nodeLimit) return false;
    const next = stack[ply + 1] as Int8Array;
    for (let k = 0; k < G2_MOVES.length; k++) {
      const m = G2_MOVES[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      const fw = WING_FWD[m] as Int8Array;
      for (let x = 0; x < 24; x++) next[x] = fw[pos[x] as number] as number;
      path.push(m);
      if (search(moveMask(m, r), moveMask(m, u), moveMask(m, f), depth - 1, ply + 1, m))
        return true;
      path.pop();
    }
    return false;
  };

  (stack[0] as Int8Array).set(s.pos);
  for (let d = 0; d <= maxDepth && nodes <= nodeLimit; d++) {
    if (search(s.r, s.u, s.f, d, 0, N_MOVES)) return { moves: path.slice(), nodes };
  }
  return undefined;
}

export { P3C_SOLVED };
