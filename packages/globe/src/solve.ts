import { InvalidStateError, SolveAbortedError } from './errors.js';
import { globeMoves } from './moves.js';
import { checkGlobeSize } from './size.js';
import { type PairTables, pairTables, rowDist, type Token } from './tables.js';
import { universalTable } from './universal.js';

/** Options of `solveGlobe`. */
export interface SolveGlobeOptions {
  /** Cells allowed to differ from the solution at the end (Santa's num_wildcards; default 0). */
  readonly wildcards?: number;
  /** Time limit in ms (default 120,000); past it the solve throws a SolveAbortedError. */
  readonly budgetMs?: number;
  /** Cancels the solve (a SolveAbortedError). */
  readonly signal?: AbortSignal;
  /** Called at each phase with the moves so far. */
  readonly onProgress?: (p: { phase: string; moves: number; elapsedMs: number }) => void;
}

/** A solution: Santa move names (`r0`, `-r1`, `f3`…), replayed and checked before it is returned. */
export interface GlobeSolution {
  readonly moves: string[];
  readonly length: number;
  readonly ms: number;
  /** Cells that differ from the solution after the moves (at most the wildcards). */
  readonly mismatches: number;
  /** True only when the answer is known to be shortest (an already solved state). */
  readonly optimal: boolean;
}

class Clock {
  readonly start = performance.now();
  constructor(
    private readonly budgetMs: number,
    private readonly signal: AbortSignal | undefined,
  ) {}
  elapsed(): number {
    return performance.now() - this.start;
  }
  check(): void {
    if (this.signal?.aborted) throw new SolveAbortedError('globe solve aborted', 'signal');
    if (this.elapsed() > this.budgetMs) {
      throw new SolveAbortedError(`globe solve ran past its ${this.budgetMs} ms budget`, 'time');
    }
  }
}

/** Emits Santa move names for one row pair (global rows top, bottom). */
function emitTurn(out: string[], row: number, k: number, w: number): void {
  const m = ((k % w) + w) % w;
  if (m <= w - m) for (let i = 0; i < m; i++) out.push(`r${row}`);
  else for (let i = 0; i < w - m; i++) out.push(`-r${row}`);
}

function emitWord(
  out: string[],
  word: readonly Token[],
  top: number,
  bot: number,
  w: number,
  g = 0,
) {
  for (const tok of word) {
    if ('f' in tok) out.push(`f${(tok.f + g) % w}`);
    else emitTurn(out, tok.row === 0 ? top : bot, tok.k, w);
  }
}

/** Permutation parity (0 even, 1 odd) of p, a permutation of 0..n-1. */
function parity(p: Int32Array): number {
  const seen = new Uint8Array(p.length);
  let par = 0;
  for (let i = 0; i < p.length; i++) {
    if (seen[i]) continue;
    let len = 0;
    for (let j = i; !seen[j]; j = p[j]!) {
      seen[j] = 1;
      len++;
    }
    par ^= (len - 1) & 1;
  }
  return par;
}

/** Cancels f f pairs and merges runs of row turns (they commute) into shortest turns. */
export function simplifyMoves(moves: readonly string[], a: number, b: number): string[] {
  const w = 2 * b;
  let cur = [...moves];
  for (;;) {
    const out: string[] = [];
    const net = new Int32Array(a + 1);
    let inRun = false;
    const flushRun = () => {
      if (!inRun) return;
      for (let r = 0; r <= a; r++) {
        emitTurn(out, r, net[r]!, w);
        net[r] = 0;
      }
      inRun = false;
    };
    for (const m of cur) {
      if (m.charCodeAt(m.length > 1 && m[0] === '-' ? 1 : 0) === 114 /* r */) {
        const neg = m[0] === '-';
        const row = Number(m.slice(neg ? 2 : 1));
        net[row] = net[row]! + (neg ? -1 : 1);
        inRun = true;
      } else {
        flushRun();
        const f = m[0] === '-' ? m.slice(1) : m;
        if (out.length > 0 && out[out.length - 1] === f) out.pop();
        else out.push(f);
      }
    }
    flushRun();
    if (out.length === cur.length) return out;
    cur = out;
  }
}

const orderCache = new Map<number, Uint32Array>();
/**
 * Row offset pairs (x, y) packed as cost << 16 | x << 8 | y, cheapest first. Turning both rows
 * by g is free (flip f_g = rot(g)·f0·rot(−g) takes f0's place), so a set-up costs dist(x − y).
 */
function offsetOrder(w: number): Uint32Array {
  let o = orderCache.get(w);
  if (!o) {
    const xs: number[] = [];
    for (let x = 0; x < w; x++) {
      for (let y = 0; y < w; y++) xs.push((rowDist(x - y, w) << 16) | (x << 8) | y);
    }
    o = Uint32Array.from(xs.sort((p, q) => p - q));
    orderCache.set(w, o);
  }
  return o;
}

const UNIVERSAL_MAX_CELLS = 200;

/**
 * The best 3-cycle x ← y ← z from the breadth-first table (y holds the label x needs), scored
 * (moves + λ) / stickers fixed: its index (x·n² + y·n + z) and score, or −1.
 */
function universalBest(
  t: PairTables,
  V: Uint16Array,
  S: Uint16Array,
  ok: Uint8Array,
  pu: number,
  pv: number,
  lambda: number,
): { idx: number; score: number } {
  // n³ entries: kept to row pairs of at most 200 cells (b ≤ 50; Santa's largest is 132).
  if (t.n > UNIVERSAL_MAX_CELLS) return { idx: -1, score: Number.POSITIVE_INFINITY };
  const u = universalTable(t);
  const { n, w } = t;
  const setup = rowDist(pu - pv, w) + 8 + lambda;
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let x = 0; x < n; x++) {
    if (ok[x]) continue;
    for (let y = 0; y < n; y++) {
      if (y === x || V[y] !== S[x]) continue;
      const row = x * n * n + y * n;
      for (let z = 0; z < n; z++) {
        if (z === x || z === y) continue;
        const d = u.depth[row + z]!;
        if (d === 255) continue;
        const gain = 1 + (V[z] === S[y] ? 1 : 0) + (V[x] === S[z] ? 1 : 0) - ok[y]! - ok[z]!;
        if (gain <= 0) continue;
        const score = (2 * d + setup) / gain;
        if (score < bestScore) {
          bestScore = score;
          best = row + z;
        }
      }
    }
  }
  return { idx: best, score: bestScore };
}

/**
 * Applies the table's 3-cycle `best` as rot(pv − pu, 0)·Y·C·Y⁻¹ with every flip re-indexed by
 * −pv (the common turn of both rows is free); the frame becomes (pv, pv).
 */
function universalApply(
  t: PairTables,
  job: PairJob,
  V: Uint16Array,
  S: Uint16Array,
  ok: Uint8Array,
  best: number,
  pu: number,
  pv: number,
  out: string[],
): void {
  const u = universalTable(t);
  const { n, w } = t;
  const n2 = n * n;
  // Reconstruct Y = m1 m2 … mk from the triple back to its source.
  const ys: number[] = [];
  let idx = best;
  while (u.move[idx] !== 255) {
    const m = u.move[idx]!;
    ys.push(m);
    const pm = u.movePerms[m]!;
    const inv = (c: number) => pm.indexOf(c);
    const a = inv(Math.floor(idx / n2));
    const b = inv(Math.floor(idx / n) % n);
    const c = inv(idx % n);
    idx = a * n2 + b * n + c;
  }
  const base = t.bases[u.source[best]!]!;
  let g = (w - pv) % w;
  const emitLocal = (m: number, inverse: boolean) => {
    const [kind, arg] = u.moveDefs[m]!;
    if (kind === 2) out.push(`f${(((arg + g) % w) + w) % w}`);
    else if (kind === 3) g += inverse ? -arg : arg;
    else emitTurn(out, kind === 0 ? job.top : job.bot, inverse ? -arg : arg, w);
  };
  emitTurn(out, job.top, pv - pu, w);
  for (const m of ys) emitLocal(m, false);
  emitWord(out, base.word, job.top, job.bot, w, ((g % w) + w) % w);
  emitTurn(out, job.top, base.eu, w);
  emitTurn(out, job.bot, base.ev, w);
  for (let i = ys.length - 1; i >= 0; i--) emitLocal(ys[i]!, true);
  const x = Math.floor(best / n2);
  const y = Math.floor(best / n) % n;
  const z = best % n;
  const vx = V[x]!;
  V[x] = V[y]!;
  V[y] = V[z]!;
  V[z] = vx;
  for (const p of [x, y, z]) ok[p] = V[p] === S[p] ? 1 : 0;
}

interface PairJob {
  readonly top: number;
  readonly bot: number;
}

/**
 * Solves one row pair in place: `state` is the global state (label codes), updated as moves are
 * emitted. Only clean words are used (each flip count per other pair cancels), so other pairs and
 * the middle row stay as they are.
 */
function solvePair(
  t: PairTables,
  job: PairJob,
  state: Uint16Array,
  target: Uint16Array,
  allowed: number,
  out: string[],
  clock: Clock,
  rng: () => number,
  lambda = 0,
  noise = 0,
  freeFlips = false,
): void {
  const { w, n } = t;
  const V = new Uint16Array(n);
  const S = new Uint16Array(n);
  for (let c = 0; c < w; c++) {
    V[c] = state[job.top * w + c]!;
    V[w + c] = state[job.bot * w + c]!;
    S[c] = target[job.top * w + c]!;
    S[w + c] = target[job.bot * w + c]!;
  }
  // Same labels?
  const count = new Map<number, number>();
  for (let i = 0; i < n; i++) count.set(V[i]!, (count.get(V[i]!) ?? 0) + 1);
  let distinct = true;
  const seenS = new Set<number>();
  for (let i = 0; i < n; i++) {
    const c = count.get(S[i]!) ?? 0;
    if (c === 0) {
      throw new InvalidStateError(
        'orbit',
        `rows ${job.top} and ${job.bot} do not hold the stickers their solution needs`,
      );
    }
    count.set(S[i]!, c - 1);
    if (seenS.has(S[i]!)) distinct = false;
    seenS.add(S[i]!);
  }
  // Free row alignment: V's rows may turn at no cost now (paid at the end through P).
  const matchRow = (row: number, e: number) => {
    let m = 0;
    for (let c = 0; c < w; c++) if (V[row * w + ((c + e) % w)] === S[row * w + c]) m++;
    return m;
  };
  let needPar = -1;
  if (distinct) {
    const pos = new Map<number, number>();
    for (let i = 0; i < n; i++) pos.set(S[i]!, i);
    const p = new Int32Array(n);
    for (let i = 0; i < n; i++) p[i] = pos.get(V[i]!)!;
    needPar = parity(p);
  }
  let best = -1;
  let bu = 0;
  let bv = 0;
  const mt = Array.from({ length: w }, (_, e) => matchRow(0, e));
  const mb = Array.from({ length: w }, (_, e) => matchRow(1, e));
  for (let eu = 0; eu < w; eu++) {
    for (let ev = 0; ev < w; ev++) {
      if (needPar >= 0 && ((needPar + eu + ev) & 1) !== 0) continue;
      const m = mt[eu]! + mb[ev]! - 0.01 * (rowDist(eu, w) + rowDist(ev, w));
      if (m > best) {
        best = m;
        bu = eu;
        bv = ev;
      }
    }
  }
  // Apply the free turn to V: V'(r, c) = V(r, c + e); P = −e.
  {
    const nv = new Uint16Array(n);
    for (let c = 0; c < w; c++) {
      nv[c] = V[(c + bu) % w]!;
      nv[w + c] = V[w + ((c + bv) % w)]!;
    }
    V.set(nv);
  }
  let pu = (w - bu) % w;
  let pv = (w - bv) % w;

  const ok = new Uint8Array(n);
  let wrong = 0;
  for (let i = 0; i < n; i++) {
    ok[i] = V[i] === S[i] ? 1 : 0;
    if (!ok[i]) wrong++;
  }
  const { cPos, cSrc, bases, progs, progCost } = t;
  const np = progs.length;
  const dist = Int32Array.from({ length: w }, (_, x) => rowDist(x, w));
  const ww = w * w;
  const order = offsetOrder(w);
  let minProg = Number.POSITIVE_INFINITY;
  for (let pi = 0; pi < np; pi++) minProg = Math.min(minProg, progCost[pi]!);
  let steps = 0;
  let macroOn = true;
  while (wrong > allowed) {
    if ((++steps & 15) === 0) clock.check();
    if (steps > 20 * n) throw new Error(`globe pair ${job.top}/${job.bot}: no progress`);
    let bestC = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    // Offsets in order of set-up cost; stop once even a 3-sticker gain cannot beat the best.
    for (let k = 0; k < ww; k++) {
      const packed = order[k]!;
      const sc = packed >>> 16;
      if ((minProg + sc + lambda) / 3 >= bestScore * (noise > 0 ? 1 + noise : 1)) break;
      const x = (packed >>> 8) & 255;
      const y = packed & 255;
      const du = (pu + x) % w;
      const dv = (pv + y) % w;
      const at = du * w + dv;
      for (let pi = 0; pi < np; pi++) {
        const c = pi * ww + at;
        const o = 3 * c;
        const p0 = cPos[o]!;
        const p1 = cPos[o + 1]!;
        const p2 = cPos[o + 2]!;
        const before = ok[p0]! + ok[p1]! + ok[p2]!;
        if (before === 3) continue;
        const after =
          (V[cSrc[o]!] === S[p0] ? 1 : 0) +
          (V[cSrc[o + 1]!] === S[p1] ? 1 : 0) +
          (V[cSrc[o + 2]!] === S[p2] ? 1 : 0);
        const gain = after - before;
        if (gain <= 0) continue;
        let score = (progCost[pi]! + sc + lambda) / gain;
        if (noise > 0) score *= 1 + noise * rng();
        if (score < bestScore) {
          bestScore = score;
          bestC = c;
        }
      }
    }
    // Rough stage: words moving many cells, when one beats the best 3-cycle.
    let bestM = -1;
    let bestMu = 0;
    let bestMv = 0;
    if (macroOn && wrong > 8) {
      for (let mi = 0; mi < t.macros.length; mi++) {
        const mp = t.macros[mi]!;
        if ((mp.flip && !freeFlips) || (mp.odd && distinct)) continue;
        const L = mp.posRow.length;
        if (((mp.cost + lambda) * 1.0) / L >= bestScore) continue;
        for (let du = 0; du < w; du++) {
          for (let dv = 0; dv < w; dv++) {
            const cost = mp.cost + dist[(du - pu - (dv - pv) + 2 * w) % w]! + lambda;
            let gain = 0;
            for (let q = 0; q < L; q++) {
              const pr = mp.posRow[q]!;
              const sr = mp.srcRow[q]!;
              const pos = pr * w + ((mp.posCol[q]! + (pr ? dv : du)) % w);
              const src = sr * w + ((mp.srcCol[q]! + (sr ? dv : du)) % w);
              gain += (V[src] === S[pos] ? 1 : 0) - ok[pos]!;
            }
            if (gain <= 0) continue;
            let score = cost / gain;
            if (noise > 0) score *= 1 + noise * rng();
            if (score < bestScore) {
              bestScore = score;
              bestM = mi;
              bestMu = du;
              bestMv = dv;
            }
          }
        }
      }
    }
    // Once a 3-cycle beats every rough word, the rough stage is over.
    if (bestM < 0 && w > 50) macroOn = false;
    if (bestM >= 0) {
      const mp = t.macros[bestM]!;
      const du = bestMu;
      const dv = bestMv;
      const g = (dv - pv + w) % w;
      emitTurn(out, job.top, du - pu - g, w);
      emitWord(out, mp.word, job.top, job.bot, w, g);
      pu = (du - g + w) % w;
      pv = (dv - g + w) % w;
      const L = mp.posRow.length;
      const moved = new Uint16Array(L);
      const at = new Uint16Array(L);
      for (let q = 0; q < L; q++) {
        const pr = mp.posRow[q]!;
        const sr = mp.srcRow[q]!;
        at[q] = pr * w + ((mp.posCol[q]! + (pr ? dv : du)) % w);
        moved[q] = V[sr * w + ((mp.srcCol[q]! + (sr ? dv : du)) % w)]!;
      }
      for (let q = 0; q < L; q++) {
        const pos = at[q]!;
        V[pos] = moved[q]!;
        const now = V[pos] === S[pos] ? 1 : 0;
        wrong += ok[pos]! - now;
        ok[pos] = now;
      }
      continue;
    }
    // Any 3-cycle from the breadth-first table, when it beats the cheap conjugates.
    const ub = universalBest(t, V, S, ok, pu, pv, lambda);
    if (ub.idx >= 0 && (bestC < 0 || ub.score < bestScore)) {
      universalApply(t, job, V, S, ok, ub.idx, pu, pv, out);
      pu = pv;
      wrong = 0;
      for (let i = 0; i < n; i++) if (!ok[i]) wrong++;
      continue;
    }
    if (bestC < 0)
      throw new InvalidStateError('unreachable', `rows ${job.top} and ${job.bot} cannot be solved`);
    const pi = Math.floor(bestC / ww);
    const du = Math.floor((bestC % ww) / w);
    const dv = bestC % w;
    // Apply candidate bestC: emit rot(d − P) and the program; V takes the 3-cycle.
    const prog = progs[pi]!;
    const base = bases[prog.base]!;
    // Both rows turned by g = y go into the flip index: f_g replaces f0 everywhere.
    const g = (dv - pv + w) % w;
    emitTurn(out, job.top, du - pu - g, w);
    const fg = `f${g}`;
    if (prog.kind === 0) {
      emitWord(out, base.word, job.top, job.bot, w, g);
      pu = (((du - base.eu - g) % w) + 2 * w) % w;
      pv = (((dv - base.ev - g) % w) + 2 * w) % w;
    } else {
      out.push(fg);
      emitTurn(out, job.top, prog.iu, w);
      emitTurn(out, job.bot, prog.iv, w);
      emitWord(out, base.word, job.top, job.bot, w, g);
      emitTurn(out, job.top, base.eu - prog.iu, w);
      emitTurn(out, job.bot, base.ev - prog.iv, w);
      out.push(fg);
      pu = (du - g + w) % w;
      pv = (dv - g + w) % w;
    }
    const o = 3 * bestC;
    const s0 = V[cSrc[o]!]!;
    const s1 = V[cSrc[o + 1]!]!;
    const s2 = V[cSrc[o + 2]!]!;
    const q0 = cPos[o]!;
    const q1 = cPos[o + 1]!;
    const q2 = cPos[o + 2]!;
    V[q0] = s0;
    V[q1] = s1;
    V[q2] = s2;
    for (const p of [q0, q1, q2]) {
      const now = V[p] === S[p] ? 1 : 0;
      wrong += ok[p]! - now;
      ok[p] = now;
    }
  }
  emitTurn(out, job.top, -pu, w);
  emitTurn(out, job.bot, -pv, w);
}

function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const moveCache = new Map<string, Map<string, Uint16Array>>();
function allMoves(a: number, b: number): Map<string, Uint16Array> {
  const key = `${a}/${b}`;
  let m = moveCache.get(key);
  if (!m) {
    m = globeMoves(a, b, { inverses: true });
    moveCache.set(key, m);
  }
  return m;
}

function applyMove(state: Uint16Array, tmp: Uint16Array, perm: Uint16Array): void {
  for (let i = 0; i < state.length; i++) tmp[i] = state[perm[i]!]!;
  state.set(tmp);
}

/**
 * Solves a globe_a/b state: moves that turn `initial` into `solution` (up to `wildcards` cells
 * wrong). Each row pair (k, a−k) is an orbit; it is aligned by free row turns, then finished with
 * conjugated flip commutators (3-cycles) chosen greedily by cost per sticker fixed. The answer is
 * replayed before it is returned; an unsolvable state is an InvalidStateError.
 */
export function solveGlobe(
  a: number,
  b: number,
  initial: readonly string[],
  solution: readonly string[],
  options: SolveGlobeOptions = {},
): GlobeSolution {
  checkGlobeSize(a, b);
  const clock = new Clock(Math.max(60_000, 10 * (options.budgetMs ?? 2000)), options.signal);
  clock.check();
  const w = 2 * b;
  const n = (a + 1) * w;
  if (initial.length !== n || solution.length !== n) {
    throw new InvalidStateError(
      'length',
      `globe_${a}/${b} has ${n} stickers; got ${initial.length} (initial) and ${solution.length} (solution)`,
    );
  }
  const wildcards = Math.max(0, Math.floor(options.wildcards ?? 0));
  const codes = new Map<string, number>();
  const code = (s: string) => {
    let c = codes.get(s);
    if (c === undefined) {
      c = codes.size;
      codes.set(s, c);
    }
    return c;
  };
  const target = Uint16Array.from(solution, code);
  const state = Uint16Array.from(initial, code);
  const progress = (phase: string, moves: number) =>
    options.onProgress?.({ phase, moves, elapsedMs: clock.elapsed() });

  const sorted = (xs: Uint16Array) =>
    Array.from(xs)
      .sort((x, y) => x - y)
      .join(',');
  if (sorted(state) !== sorted(target)) {
    throw new InvalidStateError('labels', 'initial and solution states hold different labels');
  }
  const rowMismatch = (row: number) => {
    let m = 0;
    for (let c = 0; c < w; c++) if (state[row * w + c] !== target[row * w + c]) m++;
    return m;
  };

  const out: string[] = [];
  const moves = allMoves(a, b);
  const tmp = new Uint16Array(n);
  const play = (from: number) => {
    for (let i = from; i < out.length; i++) applyMove(state, tmp, moves.get(out[i]!)!);
  };

  // The middle row of an even a: flips leave it alone; only its own turns move it.
  let middleWrong = 0;
  if (a % 2 === 0) {
    const m = a / 2;
    const row = state.slice(m * w, (m + 1) * w);
    let best = -1;
    let bestE = 0;
    for (let e = 0; e < w; e++) {
      let ok = 0;
      for (let c = 0; c < w; c++) if (row[(c + e) % w] === target[m * w + c]) ok++;
      const score = ok - 0.01 * rowDist(e, w);
      if (score > best) {
        best = score;
        bestE = e;
      }
    }
    const from = out.length;
    emitTurn(out, m, bestE, w);
    play(from);
    middleWrong = rowMismatch(m);
    if (middleWrong > wildcards) {
      throw new InvalidStateError(
        'unreachable',
        `row ${m} (the equator, which flips leave alone) cannot be turned into its solution`,
      );
    }
  }
  progress('middle', out.length);

  const pairs: PairJob[] = [];
  for (let k = 0; 2 * k < a; k++) pairs.push({ top: k, bot: a - k });
  const t = pairTables(b);
  const rng = mulberry32(0x5eed ^ (a * 977 + b));
  let budget = wildcards - middleWrong;
  const improveMs = options.budgetMs ?? 2000;
  const lambdas = [0, 1, -1, 2, 0.5, -2, 3, 1.5, -0.5, 2.5];
  for (let pi = 0; pi < pairs.length; pi++) {
    const job = pairs[pi]!;
    // Wildcards go to the last pair solved: earlier pairs are solved completely.
    const allowed = pi === pairs.length - 1 ? budget : 0;
    // Pairs are independent (their words are clean for the others): several greedy variants
    // (cost offset λ, noise) for this pair's share of the budget; keep the shortest.
    const until = clock.elapsed() + (improveMs - clock.elapsed()) / (pairs.length - pi);
    let best: string[] | null = null;
    for (let v = 0; best === null || clock.elapsed() < until; v++) {
      if (v >= 200) break;
      const trial: string[] = [];
      const lambda = lambdas[v % lambdas.length]!;
      const noise = v < lambdas.length ? 0 : 0.2;
      solvePair(t, job, state, target, allowed, trial, clock, rng, lambda, noise, pi === 0);
      const simple = simplifyMoves(trial, a, b);
      if (best === null || simple.length < best.length) best = simple;
    }
    out.push(...best!);
    play(out.length - best!.length);
    budget -= rowMismatch(job.top) + rowMismatch(job.bot);
    progress(`pair ${job.top}/${job.bot}`, out.length);
  }

  const final = simplifyMoves(out, a, b);
  // Replay from the start against the solution.
  const check = Uint16Array.from(initial, code);
  for (const m of final) {
    const p = moves.get(m);
    if (!p) throw new Error(`internal: unknown move ${m}`);
    applyMove(check, tmp, p);
  }
  let mismatches = 0;
  for (let i = 0; i < n; i++) if (check[i] !== target[i]) mismatches++;
  if (mismatches > wildcards) {
    throw new Error(`internal: globe_${a}/${b} answer leaves ${mismatches} cells wrong`);
  }
  progress('done', final.length);
  return {
    moves: final,
    length: final.length,
    ms: clock.elapsed(),
    mismatches,
    optimal: final.length === 0,
  };
}
