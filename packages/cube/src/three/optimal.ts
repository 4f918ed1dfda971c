import { apply, rank } from '@puz/perm';
import { SearchLimitError, type SearchProgress } from '@puz/search';
import { checkState } from '../checks.js';
import { solvedFacelets } from '../facelets.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { twist } from './coords.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  solvedCubie,
} from './cubie.js';
import { DENSE_A, FLIPS, MASK, RANK9, REL, TRIPLE_MOVE, tripleCode } from './edge-pdb.js';
import { EDGE_SET, type OptimalTablesOptions, optimalTables } from './optimal-tables.js';
import { N_SYM, SYMS, sameCubie, symMultiply, URF3 } from './sym.js';
import { twoPhaseTables } from './tables.js';

/*
 * Optimal 3x3x3 solving in face turns: IDA* (Korf 1997) with the largest of three admissible
 * bounds — the corner database and the six-edge database read twice, for UR UF UL UB FR FL and,
 * through a symmetry that swaps the sets, for the other six edges. Every bound is an exact
 * distance in an abstraction of the cube, so the first solution IDA* meets is optimal, and when all
 * three read 0 every piece is home.
 *
 * Per node: two small move tables for the corners, four triple moves for the edges, three database
 * reads; the state is a stack of integers per depth, nothing is allocated.
 */

export interface OptimalOptions extends OptimalTablesOptions {
  signal?: AbortSignal;
  /** Throw `SearchLimitError` after this many nodes. */
  nodeLimit?: number;
  onProgress?: (progress: SearchProgress) => void;
  /** Minimum time between progress reports, ms (default 100). */
  progressIntervalMs?: number;
}

export interface OptimalSolution {
  moves: Move[];
  length: number;
  /** Always true: IDA* with admissible bounds. */
  optimal: true;
  ms: number;
  /** Nodes generated (children that passed the move rules). */
  nodes: number;
}

// SKIP[(last + 1) · 18 + m]: m turns last's face again, or follows the opposite face in the wrong order.
const SKIP = new Uint8Array(19 * 18);
for (let last = 0; last < 18; last++)
  for (let m = 0; m < 18; m++) {
    const f = Math.floor(m / 3);
    const g = Math.floor(last / 3);
    SKIP[(last + 1) * 18 + m] = f === g || f === g - 3 ? 1 : 0;
  }

/** X⁻¹ · c · X for any symmetry cubie X (mirror images included). */
function conjugateBy(c: CubieCube, x: CubieCube, xInverse: CubieCube): CubieCube {
  return symMultiply(symMultiply(xInverse, c), x);
}

const inverseOf = (x: CubieCube): CubieCube => {
  let y = solvedCubie();
  // Symmetries have order at most 6: the inverse is the power before the identity comes back.
  for (let k = 0; k < 12; k++) {
    const next = symMultiply(y, x);
    if (sameCubie(next, solvedCubie())) return y;
    y = next;
  }
  throw new Error('a symmetry of order above 12 (a bug)');
};

/** The symmetry (of the 16) whose conjugate S⁻¹·c·S brings c's other six edges to EDGE_SET's slots. */
const SWAP = (() => {
  const c = solvedCubie();
  // Scramble the database's six pieces among themselves (not a legal cube: conjugation does not care).
  for (let i = 0; i < 6; i++) {
    c.ep[EDGE_SET[i] as number] = EDGE_SET[(i + 1) % 6] as number;
    c.eo[EDGE_SET[i] as number] = i & 1;
  }
  for (const x of SYMS) {
    const d = conjugateBy(c, x, inverseOf(x));
    if (EDGE_SET.every((p) => d.ep[p] === p && d.eo[p] === 0)) return x;
  }
  throw new Error('no symmetry swaps the two edge sets (a bug)');
})();

/**
 * The edge-database readings: the cube itself, and conjugates by symmetries X (the set swap, the
 * turns about the URF diagonal, and their products), each reading a different six of the edges.
 * X⁻¹·c·X moves by X⁻¹·m·X when c moves by m, so each reading follows its own move map.
 */
const READINGS: readonly CubieCube[] = (() => {
  const out: CubieCube[] = [];
  let turn = solvedCubie();
  for (let j = 0; j < 3; j++) {
    out.push(turn, symMultiply(SWAP, turn));
    turn = symMultiply(turn, URF3);
  }
  return out;
})();
const READING_MOVES: readonly Uint8Array[] = READINGS.map((x) => {
  const xi = inverseOf(x);
  return Uint8Array.from({ length: 18 }, (_, m) => {
    const c = conjugateBy(CUBIE_MOVES[m] as CubieCube, x, xi);
    const k = CUBIE_MOVES.findIndex((y) => sameCubie(y, c));
    if (k < 0) throw new Error('a symmetry does not map face turns to face turns (a bug)');
    return k;
  });
});
/** How many readings the search uses (2, 4 or 6). */
const K = Number(process.env.PUZ_K ?? 2);
const MOVE_MAP = new Uint8Array(6 * 18);
READING_MOVES.forEach((t, k) => {
  MOVE_MAP.set(t, k * 18);
});

const W = 14; // per depth: cp, twist, then triples a and b of each reading
const MAX_DEPTH = 26;
const stack = new Int32Array((MAX_DEPTH + 2) * W);
const path = new Int8Array(MAX_DEPTH + 1);
let CP: Uint16Array = new Uint16Array(0);
let TW: Uint16Array = CP;
let CP_SYM: Uint32Array = new Uint32Array(0);
let TW_CONJ: Uint16Array = CP;
let CORNERS: Uint8Array = new Uint8Array(0);
let EDGES: Uint8Array = CORNERS;
let nodes = 0;
let nextCheck = 0;
let limit = 0;

/** The six-edge database's entry for triples a and b (edge6Index, inlined by hand for the hot loop). */
function edgeBound(a: number, b: number): number {
  const mask = (MASK[a] as number) * 12;
  const r =
    (REL[mask + ((b / 1152) | 0)] as number) * 81 +
    (REL[mask + ((((b / 24) | 0) % 24) >> 1)] as number) * 9 +
    (REL[mask + ((b % 24) >> 1)] as number);
  const i = (DENSE_A[a] as number) * 4032 + (RANK9[r] as number) * 8 + (FLIPS[b] as number);
  return ((EDGES[i >> 1] as number) >> ((i & 1) << 2)) & 15;
}

function cornerBound(cp: number, tw: number): number {
  const y = CP_SYM[cp] as number;
  return CORNERS[(y >>> 4) * 2187 + (TW_CONJ[tw * N_SYM + (y & 15)] as number)] as number;
}

let checkpoint: () => void = () => {};

/** Depth-first search below the node at `depth` for a solution of exactly `remaining` more moves. */
function search(depth: number, remaining: number, last: number): boolean {
  const base = depth * W;
  const next = base + W;
  const cp = (stack[base] as number) * 18;
  const tw = (stack[base + 1] as number) * 18;
  const row = (last + 1) * 18;
  const left = remaining - 1;
  const k2 = 2 + 2 * K;
  moves: for (let m = 0; m < 18; m++) {
    if (SKIP[row + m]) continue;
    if (++nodes >= nextCheck) checkpoint();
    const cp2 = CP[cp + m] as number;
    const tw2 = TW[tw + m] as number;
    if (cornerBound(cp2, tw2) > left) continue;
    for (let j = 2, mm = m; j < k2; j += 2, mm += 18) {
      const o = MOVE_MAP[mm] as number;
      const a = TRIPLE_MOVE[(stack[base + j] as number) * 18 + o] as number;
      const b = TRIPLE_MOVE[(stack[base + j + 1] as number) * 18 + o] as number;
      if (edgeBound(a, b) > left) continue moves;
      stack[next + j] = a;
      stack[next + j + 1] = b;
    }
    path[depth] = m;
    // Every bound 0 with no moves left: every piece is home.
    if (left === 0) return true;
    stack[next] = cp2;
    stack[next + 1] = tw2;
    if (search(depth + 1, left, m)) return true;
  }
  return false;
}

const cube3 = new CubeMoves(3);

/** Build (or load from the disk cache) the pattern databases ahead of the first solve. */
export function prepareOptimal(options: OptimalTablesOptions = {}): void {
  optimalTables(options);
}

/**
 * An optimal solution in face turns (HTM). Positions up to ~15 moves take seconds; a random
 * position (most need 17 or 18) can take many minutes: pass a signal or a node limit.
 */
export function solveOptimal(facelets: string, options: OptimalOptions = {}): OptimalSolution {
  const t0 = performance.now();
  checkState(facelets);
  const { move, sym } = twoPhaseTables(options);
  const db = optimalTables(options);
  CP = move.cornerPerm;
  TW = move.twist;
  CP_SYM = sym.cornerPermSym.raw2sym;
  TW_CONJ = sym.twistConj;
  CORNERS = db.corners;
  EDGES = db.edges;

  const c = cubieFromFacelets(facelets);
  const [p0, p1, p2, p3, p4, p5] = EDGE_SET;
  stack[0] = rank(c.cp);
  stack[1] = twist(c);
  let h0 = cornerBound(stack[0] as number, stack[1] as number);
  for (let k = 0; k < K; k++) {
    const x = READINGS[k] as CubieCube;
    const d = conjugateBy(c, x, inverseOf(x));
    stack[2 + 2 * k] = tripleCode(d, p0, p1, p2);
    stack[3 + 2 * k] = tripleCode(d, p3, p4, p5);
    h0 = Math.max(h0, edgeBound(stack[2 + 2 * k] as number, stack[3 + 2 * k] as number));
  }

  nodes = 0;
  limit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  const interval = options.progressIntervalMs ?? 100;
  let lastReport = t0;
  let bound = 0;
  const step = 1 << 16;
  nextCheck = Math.min(step, limit);
  checkpoint = () => {
    if (nodes >= limit)
      throw new SearchLimitError(limit, {
        expanded: nodes,
        generated: nodes,
        peakFrontier: bound,
        ms: performance.now() - t0,
      });
    nextCheck = Math.min(nodes + step, limit);
    options.signal?.throwIfAborted();
    const now = performance.now();
    if (options.onProgress && now - lastReport >= interval) {
      lastReport = now;
      options.onProgress({
        expanded: nodes,
        generated: nodes,
        frontier: bound,
        depth: bound,
        ms: now - t0,
      });
    }
  };
  options.signal?.throwIfAborted();

  let length = 0;
  if (h0 > 0) {
    for (bound = h0; ; bound++) {
      if (bound > MAX_DEPTH)
        throw new Error('no solution within 26 moves (a bug: every position needs at most 20)');
      if (search(0, bound, -1)) break;
    }
    length = bound;
  }
  const moves = Array.from(path.subarray(0, length), (m) => FACE_TURNS[m] as Move);
  if (apply(cube3.permOf(moves), [...facelets]).join('') !== solvedFacelets(3))
    throw new Error('optimal answer does not solve the cube (a bug)');
  return { moves, length, optimal: true, ms: performance.now() - t0, nodes };
}
