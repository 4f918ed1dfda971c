import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { N_FLIP, N_SLICE, N_TWIST } from '../three/coords.js';
import { twoPhaseTables } from '../three/tables.js';
import { type Tables3, threeTables } from './frames.js';

/*
 * Tables of the two-phase search in Santa's own metric (slice-search.ts).
 *
 * The search works in the "virtual" frame of three.ts: the pieces relative to the centres, plus
 * the frame (which of the 24 whole-cube orientations the centres show). A Santa quarter turn of
 * an outer layer is a face quarter turn there; a quarter turn of a middle slice is the two
 * opposite faces turned together (U D', R L', F B' or their inverses) and a quarter rotation of
 * the frame. So in the virtual frame Santa's 18 moves are 12 face quarter turns and 6 "pairs",
 * each costing 1, and the frame moves with the pairs only.
 *
 * Phase 1 brings twist, flip and the middle edges home (Kociemba's subgroup H) with those 18
 * moves, its pruning tables are breadth-first distances in the same metric (so admissible).
 * Phase 2 stays in H with U, U', D, D', the E-slice pairs (cost 1) and the half turns R2, L2,
 * F2, B2 and the slice half turns (R2 L2, F2 B2 as pairs; cost 2); its tables are weighted
 * distances of corner × middle-edge and U/D-edge × middle-edge permutations. The frame must end
 * where the solution state has it, bounded by its own distance (phase-2 moves only in phase 2).
 */

/** A move of the search: face turns (Kociemba indices face*3 + amount-1), cost, axis and class. */
export interface SliceMove {
  faces: number[];
  cost: number;
  /** 0 = U/D, 1 = R/L, 2 = F/B. */
  axis: number;
  /** 0 = the U/R/F face, 1 = the opposite face, 2 = a pair (a middle-slice move). */
  kind: number;
  /** A quarter turn (1) or a half turn (2). */
  quarter: boolean;
}

const QUARTERS: SliceMove[] = [0, 1, 2, 3, 4, 5].flatMap((face) =>
  [0, 2].map((a) => ({
    faces: [face * 3 + a],
    cost: 1,
    axis: face % 3,
    kind: face < 3 ? 0 : 1,
    quarter: true,
  })),
);
const PAIRS: SliceMove[] = [0, 1, 2].flatMap((axis) =>
  [0, 2].map((a) => ({
    faces: [axis * 3 + a, (axis + 3) * 3 + (2 - a)],
    cost: 1,
    axis,
    kind: 2,
    quarter: true,
  })),
);
const HALVES: SliceMove[] = [
  ...[1, 2, 4, 5].map((face) => ({
    faces: [face * 3 + 1],
    cost: 2,
    axis: face % 3,
    kind: face < 3 ? 0 : 1,
    quarter: false,
  })),
  ...[1, 2].map((axis) => ({
    faces: [axis * 3 + 1, (axis + 3) * 3 + 1],
    cost: 2,
    axis,
    kind: 2,
    quarter: false,
  })),
];

/** Every move: 0-17 are phase 1's (12 quarter turns, 6 pairs), 18-23 the half turns of phase 2. */
export const SLICE_MOVES: readonly SliceMove[] = [...QUARTERS, ...PAIRS, ...HALVES];
export const N_P1 = 18;
/** Phase 2's moves (indices into SLICE_MOVES): U U' D D', the E pairs, then the half turns. */
export const P2_MOVES: readonly number[] = [0, 1, 6, 7, 12, 13, 18, 19, 20, 21, 22, 23];
export const N_P2 = P2_MOVES.length;
const N_CP = 40320;
const N_SP = 24;

export interface SliceTables {
  t3: Tables3;
  /** Phase 1 move tables [coord*18 + v]. */
  tw: Uint16Array;
  fl: Uint16Array;
  sl: Uint16Array;
  /** Phase 2 move tables [coord*12 + k], k indexing P2_MOVES. */
  cp: Uint16Array;
  ep: Uint16Array;
  sp: Uint16Array;
  /** Phase 1 bounds: twist × slice, flip × slice, twist × flip. */
  twistSlice: Uint8Array;
  flipSlice: Uint8Array;
  twistFlip: Uint8Array;
  /** Phase 2 bounds: corner perm × slice perm, U/D edge perm × slice perm. */
  cornerSlice: Uint8Array;
  /** [cp]: the least cornerSlice over slice perms (a bound from the corners alone). */
  cornerMin: Uint8Array;
  /** Corner permutation after each of the 18 phase-1 moves [cp*18 + v] (any cp). */
  cp18: Uint16Array;
  edgeSlice: Uint8Array;
  /** [f*24 + v]: the frame after move v (Santa's DP of frames.ts, the cheapest choice). */
  frameNext: Uint8Array;
  /** Whether move a may follow move b ([b*24 + a]; row 24 = no last move). */
  follows: Uint8Array;
  buildMs: number;
}

let tables: SliceTables | null = null;

/*
 * The five distance tables (8.5 MB) are most of the build (1.4 s of it quiet, several seconds on
 * a busy machine, in every process that solves a Santa 3x3x3): cached on disk like the other
 * tables, one file, checked on load and rebuilt when absent, damaged or of another version.
 */
const DISTANCES_VERSION = 1;
const DISTANCE_SIZES = [
  N_TWIST * N_SLICE,
  N_FLIP * N_SLICE,
  N_TWIST * N_FLIP,
  N_CP * N_SP,
  N_CP * N_SP,
] as const;
const DISTANCES_KEY = `santa-slice-distances:${DISTANCE_SIZES.join(',')}`;
const distancesFile = () => join(cacheDir(), `cube3-santa-slice.v${DISTANCES_VERSION}.bin`);

/** The five tables (twistSlice, flipSlice, twistFlip, cornerSlice, edgeSlice) from the cache. */
function cachedDistances(): Uint8Array[] | undefined {
  const hit = readCached(distancesFile(), DISTANCES_VERSION, DISTANCES_KEY);
  const total = DISTANCE_SIZES.reduce((a, b) => a + b, 0);
  if (!hit || hit.length !== total) return undefined;
  let at = 0;
  return DISTANCE_SIZES.map((size) => {
    at += size;
    return hit.subarray(at - size, at);
  });
}

/** Build the tables once per process (about 0.5 s, 2 s without the disk cache); returns them. */
export function sliceTables(): SliceTables {
  if (tables) return tables;
  const t0 = performance.now();
  const t3 = threeTables();
  const mt = twoPhaseTables().move;
  const compose = (table: Uint16Array, n: number, moves: readonly number[]) => {
    const out = new Uint16Array(n * moves.length);
    for (let x = 0; x < n; x++)
      moves.forEach((v, i) => {
        let y = x;
        for (const m of (SLICE_MOVES[v] as SliceMove).faces) y = table[y * 18 + m] as number;
        out[x * moves.length + i] = y;
      });
    return out;
  };
  const p1 = Array.from({ length: N_P1 }, (_, v) => v);
  const tw = compose(mt.twist, N_TWIST, p1);
  const fl = compose(mt.flip, N_FLIP, p1);
  const sl = compose(mt.slice, N_SLICE, p1);
  const cp = compose(mt.cornerPerm, N_CP, P2_MOVES);
  const ep = compose(mt.udEdgePerm, N_CP, P2_MOVES);
  const sp = compose(mt.slicePerm, N_SP, P2_MOVES);
  const ones = new Uint8Array(N_P1).fill(1);
  const costs2 = Uint8Array.from(P2_MOVES, (v) => (SLICE_MOVES[v] as SliceMove).cost);
  let distances = cachedDistances();
  if (!distances) {
    distances = [
      pairDistances(tw, N_TWIST, sl, N_SLICE, ones),
      pairDistances(fl, N_FLIP, sl, N_SLICE, ones),
      pairDistances(tw, N_TWIST, fl, N_FLIP, ones),
      pairDistances(cp, N_CP, sp, N_SP, costs2),
      pairDistances(ep, N_CP, sp, N_SP, costs2),
    ];
    const payload = new Uint8Array(distances.reduce((a, d) => a + d.length, 0));
    let at = 0;
    for (const d of distances) {
      payload.set(d, at);
      at += d.length;
    }
    writeCached(distancesFile(), DISTANCES_VERSION, DISTANCES_KEY, payload);
  }
  const [twistSlice, flipSlice, twistFlip, cornerSlice, edgeSlice] = distances as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
  const cornerMin = new Uint8Array(N_CP);
  for (let x = 0; x < N_CP; x++) {
    let m = 255;
    for (let y = 0; y < N_SP; y++) m = Math.min(m, cornerSlice[x * N_SP + y] as number);
    cornerMin[x] = m;
  }
  tables = {
    t3,
    tw,
    fl,
    sl,
    cp,
    ep,
    sp,
    twistSlice,
    flipSlice,
    twistFlip,
    cornerSlice,
    cornerMin,
    cp18: compose(mt.cornerPerm, N_CP, p1),
    edgeSlice,
    frameNext: frameTable(t3),
    follows: followTable(),
    buildMs: 0,
  };
  tables.buildMs = performance.now() - t0;
  return tables;
}

/**
 * Distances from (0, 0) over coordinate pairs a × b under moves of cost 1 or 2 (`costs[k]`),
 * level by level (a state at level d is final when level d is scanned). 255 = unreachable.
 */
export function pairDistances(
  ma: Uint16Array,
  na: number,
  mb: Uint16Array,
  nb: number,
  costs: Uint8Array,
): Uint8Array {
  const nm = costs.length;
  const dist = new Uint8Array(na * nb).fill(255);
  dist[0] = 0;
  let left = 1;
  for (let d = 0; d < 254 && left > 0; d++) {
    let atLevel = 0;
    for (let x = 0; x < na * nb; x++) {
      if (dist[x] !== d) continue;
      atLevel++;
      const a = (x / nb) | 0;
      const b = x - a * nb;
      for (let k = 0; k < nm; k++) {
        const y = (ma[a * nm + k] as number) * nb + (mb[b * nm + k] as number);
        const nd = d + (costs[k] as number);
        if (nd < (dist[y] as number)) {
          if (dist[y] === 255) left++;
          dist[y] = nd;
        }
      }
    }
    left -= atLevel;
  }
  return dist;
}

const COST = [0, 1, 2, 1];

/** The frame after each move, as the frame DP (frames.ts `santaWord`) takes it at its cheapest. */
function frameTable(t: Tables3): Uint8Array {
  const out = new Uint8Array(24 * SLICE_MOVES.length);
  const b = [0, 0, 0];
  SLICE_MOVES.forEach((mv, v) => {
    // The move as a run of layer amounts on its axis (Santa layers: 0 = U/R/F side... as toRuns).
    for (let f = 0; f < 24; f++) {
      b[0] = b[1] = b[2] = 0;
      let pAxis = -1;
      for (const m of mv.faces) {
        const face = Math.floor(m / 3);
        const amount = (m % 3) + 1;
        // toRuns: F/R/D are layer 0, B/L/U layer 2 (reversed), on Santa axes f, r, d.
        const [axis, layer, reversed] = SANTA_OF_FACE[face] as [number, number, boolean];
        const a = reversed ? 4 - amount : amount;
        const pm = t.conj[f * 18 + axis * 6 + layer * 2] as number;
        const sm = t.cube.moves[pm] as { axis: number; layer: number; dir: number };
        pAxis = sm.axis;
        b[sm.layer] = (sm.dir === 1 ? a : 4 - a) % 4;
      }
      let bestK = 0;
      let best = 99;
      for (let k = 0; k < 4; k++) {
        const c =
          (COST[((b[0] as number) + k) % 4] as number) +
          (COST[((b[1] as number) + k) % 4] as number) +
          (COST[((b[2] as number) + k) % 4] as number);
        if (c < best) {
          best = c;
          bestK = k;
        }
      }
      if (best !== mv.cost)
        throw new Error(`slice move ${v} costs ${best}, not ${mv.cost} (a bug)`);
      out[f * SLICE_MOVES.length + v] = t.rotMul[
        f * 24 + (t.rotAxis[pAxis * 4 + bestK] as number)
      ] as number;
    }
  });
  return out;
}

/** Kociemba face (U R F D L B) -> [Santa axis, layer, reversed], as frames.ts's toRuns. */
const SANTA_OF_FACE: readonly (readonly [number, number, boolean])[] = [
  [2, 2, true],
  [1, 0, false],
  [0, 0, false],
  [2, 0, false],
  [1, 2, true],
  [0, 2, true],
];

/**
 * Canonical order of commuting moves: on one axis the kinds come in order (face, opposite face,
 * pair); the same quarter turn twice is a half turn, never three times (checked in the search
 * with the move before); a half turn never follows a move of its own kind.
 */
function followTable(): Uint8Array {
  const n = SLICE_MOVES.length;
  const out = new Uint8Array((n + 1) * n);
  for (let b = 0; b <= n; b++)
    for (let a = 0; a < n; a++) {
      const ma = SLICE_MOVES[a] as SliceMove;
      const mb = SLICE_MOVES[b];
      let ok = true;
      if (mb && mb.axis === ma.axis) {
        if (ma.kind < mb.kind) ok = false;
        else if (ma.kind === mb.kind) ok = a === b && ma.quarter;
      }
      out[b * n + a] = ok ? 1 : 0;
    }
  return out;
}

/**
 * Weighted distances (Bellman-Ford on 24 frames) to `end` using the moves `moves`: [f] = the
 * cheapest cost of moves whose frame changes take f to `end` (255 = impossible).
 */
export function frameDistances(t: SliceTables, end: number, moves: readonly number[]): Uint8Array {
  const n = SLICE_MOVES.length;
  const d = new Uint8Array(24).fill(255);
  d[end] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let f = 0; f < 24; f++)
      for (const v of moves) {
        const g = t.frameNext[f * n + v] as number;
        const c = (d[g] as number) + (SLICE_MOVES[v] as SliceMove).cost;
        if ((d[g] as number) < 255 && c < (d[f] as number)) {
          d[f] = c;
          changed = true;
        }
      }
  }
  return d;
}
