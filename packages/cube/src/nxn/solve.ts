import { parity as permParity, throwIfAborted } from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import { toSanta } from '../notation.js';
import { solveTwoPhase } from '../three/twophase.js';
import { type Catalog, catalogOf, cubeUnits, entryMoves, type Unit } from './catalog.js';
import { insertUnits } from './insert.js';
import {
  applyTokens,
  type CubeModel,
  cubeModel,
  inverseToken,
  santaToTokens,
  simplifyTokens,
  token,
  tokensCost,
  tokensToSanta,
} from './model.js';
import { multiCentres, multiWings } from './multi.js';

/*
 * An NxNxN solver for Santa 2023's cube_N puzzles (any N ≥ 4; 2 and 3 are left to their own
 * solvers). Stages, each leaving what the earlier ones did alone:
 *  1. odd N: the fixed centres, by middle-slice turns (a short breadth-first search);
 *  2. corners (and, odd N, middle edges) as a 3x3x3 by Kociemba's two-phase, outer faces only;
 *  3. parity: inner-slice quarter turns so that every unit whose pieces are all different is an
 *     even permutation away from its target (a linear system over GF(2));
 *  4. centres many at a time by commutators of sets of parallel slices, [A, Y] and [A, X Y X⁻¹],
 *     then wings by [A, X Y X⁻¹] with A a set of slices (multi.ts), while they place enough
 *     stickers per move;
 *  5. every centre orbit and wing orbit still wrong by 3-cycles from its catalog (catalog.ts),
 *     greedily over all units at once, each inserted where it is cheapest: at the end or inside
 *     the moves so far where its first (last) move merges with the moves before (after) it
 *     (insert.ts); a unit with no gaining 3-cycle left is finished on its own with a two-step
 *     lookahead.
 * Stages 4–5 run for a few settings (on small cubes) and the shortest answer is kept.
 * Stages 4 and 5 only use commutators: they move nothing outside centres and wings.
 * Moves cancel at the end; the answer is replayed against the target before it is returned.
 */

export interface SantaCubeOptions {
  /** Positions allowed to differ from the target at the end (the answer is exact anyway). */
  wildcards?: number;
  /** Give up (with an error) after this long; default 600 000 ms. */
  budgetMs?: number;
  signal?: AbortSignal;
  onProgress?: (p: { stage: string; moves: number; elapsedMs: number }) => void;
}

export interface SantaCubeSolution {
  moves: string[];
  length: number;
  ms: number;
  mismatches: number;
  optimal: false;
}

/** The solver gave up: out of time, aborted, or stuck (a bug) — never a wrong answer. */
export class SantaCubeSolveError extends Error {
  override readonly name = 'SantaCubeSolveError';
}

// Kociemba's facelets of the 3x3 corners and edges (URFDLB, 9 per face), in cyclic order.
const CORNER_FACELETS = [
  [8, 9, 20],
  [6, 18, 38],
  [0, 36, 47],
  [2, 45, 11],
  [29, 26, 15],
  [27, 44, 24],
  [33, 53, 42],
  [35, 17, 51],
] as const;
const EDGE_FACELETS = [
  [5, 10],
  [7, 19],
  [3, 37],
  [1, 46],
  [32, 16],
  [28, 25],
  [30, 43],
  [34, 52],
  [23, 12],
  [21, 41],
  [50, 39],
  [48, 14],
] as const;
const KOCIEMBA = 'URFDLB';
/**
 * Settings tried for stages 4–5, best first: many-slice centre (wing) commutators run while they
 * place at least this many stickers per move (inserted 3-cycles are cheap, so these are high).
 */
const VARIANTS = [
  [0.45, 0.7],
  [0.55, 5],
  [0.45, 0.9],
  [0.55, 0.6],
  [0.36, 0.5],
  [0.7, 0.5],
  [0.55, 0.7],
  [0.45, 0.6],
  [0.36, 0.7],
  [0.7, 0.9],
  [0.45, 5],
  [0.36, 0.9],
] as const;
/** Later variants run only while the solve is likely to stay within this. */
const SOFT_MS = 1500;
const SANTA_FACES = 'UFRBLD';
/**
 * Insertion window of the units stage, in cells of its table (positions × stickers): the larger,
 * the more places a 3-cycle may go, at a cost in time per step (0: append only).
 */
const insertCells = (n: number) => (n <= 10 ? 400_000 : n <= 19 ? 100_000 : 30_000);

export function solveSantaCubeN(
  n: number,
  initial: readonly string[],
  solution: readonly string[],
  options: SantaCubeOptions = {},
): SantaCubeSolution {
  const t0 = performance.now();
  if (!Number.isInteger(n) || n < 4)
    throw new RangeError(`cube size must be an integer >= 4, got ${n}`);
  const size = 6 * n * n;
  if (initial.length !== size || solution.length !== size)
    throw new InvalidStateError('length', `a ${n}-cube has ${size} stickers`);
  const deadline = t0 + (options.budgetMs ?? 600_000);
  const check = () => {
    throwIfAborted(options.signal, 'the NxNxN solve');
    if (performance.now() > deadline) throw new SantaCubeSolveError('out of time');
  };
  const model = cubeModel(n);
  // Labels as small integers.
  const codes = new Map<string, number>();
  const code = (s: string) => {
    let c = codes.get(s);
    if (c === undefined) {
      c = codes.size;
      codes.set(s, c);
    }
    return c;
  };
  const tgt = Int32Array.from(solution, code);
  const st = Int32Array.from(initial, code);
  {
    const count = new Int32Array(codes.size);
    for (const c of tgt) count[c] = (count[c] as number) + 1;
    for (const c of st) count[c] = (count[c] as number) - 1;
    if (count.some((c) => c !== 0))
      throw new InvalidStateError('colours', 'the state and the target have different labels');
  }
  const scratch = new Int32Array(size);
  const all: number[] = [];
  const push = (tokens: readonly number[], stage: string) => {
    applyTokens(model, st, tokens, scratch);
    all.push(...tokens);
    options.onProgress?.({ stage, moves: tokensCost(all), elapsedMs: performance.now() - t0 });
  };

  // 1. Fixed centres (odd n).
  if (n % 2 === 1) push(fixedCentres(model, st, tgt), 'centres');
  check();
  // 2. Corners and middle edges.
  push(threeStage(model, st, tgt, deadline), 'three');
  check();
  // 3. Parity.
  const { units } = cubeUnits(n);
  push(parityMoves(model, units, st, tgt), 'parity');
  // 4.–5. From here on, a few settings of the many-slice stages are tried (small cubes, where
  // this is cheap) and the shortest answer is kept.
  const afterParity = st.slice();
  const prefix = all.slice();
  const start = Int32Array.from(initial, code);
  const variants = VARIANTS.slice(0, n <= 5 ? 8 : n <= 7 ? 3 : n <= 10 ? 2 : 1);
  let tokens: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  const tRuns = performance.now();
  for (let v = 0; v < variants.length; v++) {
    // Keep to a soft budget: one more run only if the average run so far fits.
    const spent = performance.now() - tRuns;
    if (v > 0 && performance.now() - t0 + spent / v > SOFT_MS) break;
    const [multiRatio, wingRatio] = variants[v] as readonly [number, number];
    try {
      const cand = finishFrom(multiRatio, wingRatio);
      const cost = tokensCost(cand);
      if (cost < bestCost) {
        bestCost = cost;
        tokens = cand;
      }
    } catch (e) {
      // Out of time or aborted in a later run: the best answer so far stands.
      if (v === 0 || !(e instanceof SantaCubeSolveError)) throw e;
      break;
    }
  }
  /** Stages 4–5 from the state after parity: the whole answer. */
  function finishFrom(multiRatio: number, wingRatio: number): number[] {
    st.set(afterParity);
    all.length = 0;
    all.push(...prefix);
    // 4. Centres, then wings, many at a time, on a copy (push replays the moves on the real state).
    push(multiCentres(n, st.slice(), tgt, multiRatio, check), 'multi');
    push(multiWings(n, st.slice(), tgt, wingRatio, check), 'wings');
    // 5. Units: 3-cycles inserted where they cancel with the moves around them (insert.ts); any
    // unit left without a gaining 3-cycle goes to solveUnit and its fallback.
    const seq = insertUnits(model, units, start, tgt, all, insertCells(n), check);
    all.length = 0;
    st.set(start);
    push(seq, 'units');
    for (let u = 0; u < units.length; u++) {
      check();
      const unit = units[u] as Unit;
      let solved = true;
      for (const s of unit.stickers) if (st[s] !== tgt[s]) solved = false;
      if (solved) continue;
      push(solveUnit(catalogOf(n, u), unit, st.slice(), tgt, check), unit.kind);
    }
    return simplifyTokens(n, all);
  }

  const moves = tokensToSanta(n, tokens);
  // Replay from the given state with the move permutations.
  const replay = Int32Array.from(initial, code);
  applyTokens(model, replay, santaToTokens(n, moves), scratch);
  let mismatches = 0;
  for (let i = 0; i < size; i++) if (replay[i] !== tgt[i]) mismatches++;
  if (mismatches > (options.wildcards ?? 0))
    throw new SantaCubeSolveError(`answer leaves ${mismatches} stickers wrong (a bug)`);
  return { moves, length: moves.length, ms: performance.now() - t0, mismatches, optimal: false };
}

/** Middle-slice turns that bring the six fixed centres home (breadth-first). */
function fixedCentres(model: CubeModel, st: Int32Array, tgt: Int32Array): number[] {
  const { n } = model;
  const m = (n - 1) / 2;
  const idx = Array.from({ length: 6 }, (_, f) => f * n * n + m * n + m);
  const key = (s: readonly number[]) => s.join(',');
  const goal = key(idx.map((i) => tgt[i] as number));
  const moves: number[] = [];
  for (let axis = 0; axis < 3; axis++)
    for (let q = 1; q <= 3; q++) moves.push(token(n, axis, m, q));
  // Each move as a permutation of the six centres.
  const local = moves.map((t) => {
    const p = model.perms[t] as Int32Array;
    return idx.map((i) => idx.indexOf(p[i] as number));
  });
  const start = idx.map((i) => st[i] as number);
  const seen = new Map<string, number[]>([[key(start), []]]);
  let frontier: number[][] = [start];
  while (frontier.length > 0) {
    const next: number[][] = [];
    for (const s of frontier) {
      const path = seen.get(key(s)) as number[];
      if (key(s) === goal) return path;
      moves.forEach((t, k) => {
        const l = local[k] as number[];
        const ns = l.map((j) => s[j] as number);
        const nk = key(ns);
        if (!seen.has(nk)) {
          seen.set(nk, [...path, t]);
          next.push(ns);
        }
      });
    }
    frontier = next;
  }
  throw new InvalidStateError('centres', 'the fixed centres cannot match the target');
}

/** Santa sticker of a 3x3 facelet (corners, middle edges and centres of an odd cube). */
function stickerOf3(n: number, f: number): number {
  const face = SANTA_FACES.indexOf(KOCIEMBA[Math.floor(f / 9)] as string);
  const r = Math.floor((f % 9) / 3);
  const c = f % 3;
  const at = (k: number) => (k === 0 ? 0 : k === 2 ? n - 1 : (n - 1) / 2);
  return face * n * n + at(r) * n + at(c);
}

interface Assignment {
  /** slot → target slot and twist / flip. */
  to: number[];
  ori: number[];
  parity: number;
}

/**
 * Every way (up to `cap`) to say which target piece sits in each slot, by labels, with a legal
 * total twist (flip); at most one per permutation parity is kept.
 */
function assignments(
  facelets: readonly (readonly number[])[],
  st: Int32Array,
  tgt: Int32Array,
  n: number,
): Assignment[] {
  const k = facelets.length;
  const w = (facelets[0] as readonly number[]).length;
  const cur = facelets.map((fs) => fs.map((f) => st[stickerOf3(n, f)] as number));
  const want = facelets.map((fs) => fs.map((f) => tgt[stickerOf3(n, f)] as number));
  const options: [number, number][][] = cur.map((c) => {
    const out: [number, number][] = [];
    want.forEach((t, slot) => {
      for (let o = 0; o < w; o++) if (c.every((x, j) => x === t[(j + o) % w])) out.push([slot, o]);
    });
    return out;
  });
  const found: Assignment[] = [];
  const to: number[] = [];
  const ori: number[] = [];
  const used = new Uint8Array(k);
  let nodes = 0;
  const rec = (s: number, twist: number): boolean => {
    if (++nodes > 200_000) return true;
    if (s === k) {
      if (twist % w !== 0) return false;
      const parity = permParity(Uint32Array.from(to));
      if (!found.some((a) => a.parity === parity))
        found.push({ to: to.slice(), ori: ori.slice(), parity });
      return found.length === 2;
    }
    for (const [t, o] of options[s] as [number, number][]) {
      if (used[t]) continue;
      used[t] = 1;
      to[s] = t;
      ori[s] = o;
      const stop = rec(s + 1, twist + o);
      used[t] = 0;
      if (stop) return true;
    }
    return false;
  };
  rec(0, 0);
  return found;
}

/** Corners (and middle edges for odd n) by two-phase on outer faces. */
function threeStage(model: CubeModel, st: Int32Array, tgt: Int32Array, deadline: number): number[] {
  const { n } = model;
  const corners = assignments(CORNER_FACELETS, st, tgt, n);
  if (corners.length === 0)
    throw new InvalidStateError('corner', 'the corners cannot match the target');
  const out = [...'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'];
  const solved = [...out];
  let corner = corners[0] as Assignment;
  if (n % 2 === 1) {
    const edges = assignments(EDGE_FACELETS, st, tgt, n);
    if (edges.length === 0)
      throw new InvalidStateError('edge', 'the middle edges cannot match the target');
    const pair = corners.flatMap((c) =>
      edges.filter((e) => e.parity === c.parity).map((e) => [c, e] as const),
    )[0];
    if (!pair) throw new InvalidStateError('parity', 'corner and middle-edge parities differ');
    corner = pair[0];
    const edge = pair[1];
    EDGE_FACELETS.forEach((fs, s) => {
      const t = EDGE_FACELETS[edge.to[s] as number] as readonly number[];
      fs.forEach((f, j) => {
        out[f] = solved[t[(j + (edge.ori[s] as number)) % 2] as number] as string;
      });
    });
  } else if (corner.parity === 1) {
    // Edges are solved later by 3-cycles; give the 3x3 an edge swap to match the corners.
    out[5] = 'U';
    out[10] = 'F';
    out[7] = 'U';
    out[19] = 'R';
  }
  CORNER_FACELETS.forEach((fs, s) => {
    const t = CORNER_FACELETS[corner.to[s] as number] as readonly number[];
    fs.forEach((f, j) => {
      out[f] = solved[t[(j + (corner.ori[s] as number)) % 3] as number] as string;
    });
  });
  const facelets = out.join('');
  if (facelets === solved.join('')) return [];
  const budgetMs = Math.max(50, Math.min(1500, deadline - performance.now()));
  const sol = solveTwoPhase(facelets, { budgetMs, targetLength: 19 });
  return santaToTokens(n, toSanta(sol.moves, n));
}

/** Inner-slice quarter turns that make every all-distinct unit an even permutation from home. */
function parityMoves(
  model: CubeModel,
  units: readonly Unit[],
  st: Int32Array,
  tgt: Int32Array,
): number[] {
  const { n } = model;
  const mid = n % 2 === 1 ? (n - 1) / 2 : -1;
  const vars: number[] = [];
  for (let axis = 0; axis < 3; axis++)
    for (let layer = 1; layer < n - 1; layer++)
      if (layer !== mid) vars.push(token(n, axis, layer, 1));
  const rows: Uint8Array[] = [];
  for (const unit of units) {
    const slots = unit.keyOrbit;
    const pieceOf = (labels: Int32Array, s: number) => {
      const p = model.partners[2 * s] as number;
      return unit.kind === 'wing'
        ? (labels[s] as number) * model.size + (labels[p] as number)
        : (labels[s] as number);
    };
    const home = new Map<number, number>();
    let distinct = true;
    slots.forEach((s, k) => {
      const key = pieceOf(tgt, s);
      if (home.has(key)) distinct = false;
      home.set(key, k);
    });
    // Every piece must have somewhere to go.
    const want = new Map<number, number>();
    for (const s of slots) want.set(pieceOf(tgt, s), (want.get(pieceOf(tgt, s)) ?? 0) + 1);
    for (const s of slots) {
      const key = pieceOf(st, s);
      const left = want.get(key) ?? 0;
      if (left === 0)
        throw new InvalidStateError(
          unit.kind === 'wing' ? 'edge' : 'centres',
          `no home for a ${unit.kind} piece`,
        );
      want.set(key, left - 1);
    }
    if (!distinct) continue;
    const perm = Array.from(slots, (s) => home.get(pieceOf(st, s)) as number);
    const row = new Uint8Array(vars.length + 1);
    row[vars.length] = permParity(Uint32Array.from(perm));
    const local = new Map<number, number>();
    slots.forEach((s, k) => {
      local.set(s, k);
    });
    vars.forEach((t, v) => {
      const p = model.perms[t] as Int32Array;
      row[v] = permParity(Uint32Array.from(slots, (s) => local.get(p[s] as number) as number));
    });
    rows.push(row);
  }
  // Gaussian elimination over GF(2); free variables are 0.
  const V = vars.length;
  const pivots: number[] = [];
  let r = 0;
  for (let v = 0; v < V && r < rows.length; v++) {
    const at = rows.findIndex((row, i) => i >= r && row[v] === 1);
    if (at < 0) continue;
    [rows[r], rows[at]] = [rows[at] as Uint8Array, rows[r] as Uint8Array];
    const pr = rows[r] as Uint8Array;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as Uint8Array;
      if (i !== r && row[v])
        for (let j = v; j <= V; j++) row[j] = (row[j] as number) ^ (pr[j] as number);
    }
    pivots.push(v);
    r++;
  }
  for (let i = r; i < rows.length; i++)
    if ((rows[i] as Uint8Array)[V])
      throw new InvalidStateError('parity', 'a parity no move sequence can fix');
  const out: number[] = [];
  pivots.forEach((v, i) => {
    if ((rows[i] as Uint8Array)[V]) out.push(vars[v] as number);
  });
  return out;
}

const firstCache = new WeakMap<Catalog, Int32Array>();
function firstMoves(cat: Catalog): Int32Array {
  let f = firstCache.get(cat);
  if (!f) {
    f = new Int32Array(cat.count);
    for (let e = 0; e < cat.count; e++) f[e] = entryMoves(cat, e)[0] as number;
    firstCache.set(cat, f);
  }
  return f;
}

/** One unit by 3-cycles: greedily the most stickers placed per move. */
function solveUnit(
  cat: Catalog,
  unit: Unit,
  st: Int32Array,
  tgt: Int32Array,
  check: () => void,
): number[] {
  const { pos, src, cost, width, count } = cat;
  // First move of every entry: one that undoes the last move emitted cancels with it (2 fewer).
  const first = firstMoves(cat);
  let last = -1;
  const out: number[] = [];
  const vals = new Int32Array(width);
  let wrong = 0;
  for (const s of unit.stickers) if (st[s] !== tgt[s]) wrong++;
  let stuck = 0;
  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const gainOf = (e: number) => {
    let g = 0;
    const b = e * width;
    for (let j = 0; j < width; j++) {
      const p = pos[b + j] as number;
      const t = tgt[p];
      if (st[src[b + j] as number] === t) g++;
      if (st[p] === t) g--;
    }
    return g;
  };
  const apply = (e: number) => {
    const b = e * width;
    for (let j = 0; j < width; j++) vals[j] = st[src[b + j] as number] as number;
    for (let j = 0; j < width; j++) st[pos[b + j] as number] = vals[j] as number;
    const moves = entryMoves(cat, e);
    out.push(...moves);
    last = inverseToken(moves[moves.length - 1] as number);
  };
  while (wrong > 0) {
    let best = -1;
    let bestScore = 0;
    for (let e = 0; e < count; e++) {
      const g = gainOf(e);
      if (g <= 0) continue;
      const score = g / ((cost[e] as number) - (first[e] === last ? 2 : 0));
      if (score > bestScore) {
        bestScore = score;
        best = e;
      }
    }
    if (best >= 0) {
      wrong -= gainOf(best);
      apply(best);
      continue;
    }
    // Stuck: a neutral 3-cycle through a wrong sticker, the one that opens the best next step.
    if (++stuck > 200) {
      throw new SantaCubeSolveError(`stuck on a ${unit.kind} orbit (a bug)`);
    }
    check();
    let pick = -1;
    let pickScore = -1e9;
    const candidates: number[] = [];
    for (let e = 0; e < count; e++) {
      if (gainOf(e) < -(2 * width) / 3) continue;
      const b = e * width;
      for (let j = 0; j < width; j++)
        if (st[pos[b + j] as number] !== tgt[pos[b + j] as number]) {
          candidates.push(e);
          break;
        }
    }
    for (let tries = 0; tries < (stuck > 1 ? 4000 : 400) && candidates.length > 0; tries++) {
      const k = Math.floor(random() * candidates.length);
      const e = candidates[k] as number;
      candidates[k] = candidates[candidates.length - 1] as number;
      candidates.pop();
      const g0 = gainOf(e);
      const b = e * width;
      const saved = Array.from({ length: width }, (_, j) => st[pos[b + j] as number] as number);
      for (let j = 0; j < width; j++) vals[j] = st[src[b + j] as number] as number;
      for (let j = 0; j < width; j++) st[pos[b + j] as number] = vals[j] as number;
      let next = 0;
      for (let f = 0; f < count; f++) {
        const g = gainOf(f);
        if (g > 0) next = Math.max(next, (g + g0) / ((cost[f] as number) + (cost[e] as number)));
      }
      for (let j = 0; j < width; j++) st[pos[b + j] as number] = saved[j] as number;
      if (next > pickScore) {
        pickScore = next;
        pick = e;
      }
    }
    if (pick >= 0) wrong -= gainOf(pick);
    if (pick >= 0) apply(pick);
  }
  return out;
}
