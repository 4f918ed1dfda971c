import { mismatches, type Perm, type Rng, rng } from '@puz/perm';
import { Hash64Map } from '@puz/search';
import { type Endgame, finishFrom, hashState, zobrist } from './endgame.js';
import { wreathCrossings, wreathRings } from './geometry.js';
import type { WreathModel } from './model.js';

/*
 * Run beam: a beam over *runs* — a whole turn of one ring by k steps (l^k, or -l^(n−k) when
 * that is shorter), the rings alternating — with one beam per total move count g. A run of cost c
 * from a state at g lands at g + c, so a long turn that sets a sticker up at a crossing is
 * compared with other answers of the same length instead of being lost on a plateau of the
 * single-step beam (where a ring turn changes no score for many moves).
 *
 * Levels are processed in order of g; a level keeps its `width` best children (counting sort,
 * seeded tie-break), distinct over all levels (Zobrist hash when a child is built). Score:
 * mismatchWeight · mismatches + headWeight · (each ring's distance from its crossings to its
 * nearest foreign sticker) + a look-ahead (the other ring's best next run: lookAheadWeight · its
 * length + mismatchWeight · what it brings onto the crossings) − pairWeight · (pairs of foreign
 * stickers a crossing-distance apart on a ring: one run carries such a pair through both
 * crossings, which is how the sparse tail gets sorted). When every non-crossing slot of a ring
 * wants one label (Santa's A/B/C colouring) a child is scored in O(1) from its two crossings;
 * otherwise mismatches cost O(n). On rings up to `probeRingLimit` every child is looked up in
 * the endgame table; on larger ones only built states. A child within `wildcards` of the goal,
 * or an endgame hit, gives an answer; the search stops once the level reaches its length.
 */

export interface RunBeamOptions {
  readonly width: number;
  readonly seed: number;
  /** Answers longer than this are not searched for. */
  readonly maxDepth: number;
  /** performance.now() past which the run returns what it has (null if nothing). */
  readonly deadline: number;
  /** Score: weight of a mismatched sticker … */
  readonly mismatchWeight: number;
  /** … of each ring's distance from its crossings to its nearest foreign sticker … */
  readonly headWeight: number;
  /** … and of the best next run of the other ring (its length; what it brings on). */
  readonly lookAheadWeight: number;
  /** … and (subtracted) of each pair of foreign stickers a crossing-distance apart on a ring. */
  readonly pairWeight: number;
  readonly endgame?: Endgame | undefined;
  /** Every child is looked up in the endgame table on rings up to this size (default 40). */
  readonly probeRingLimit?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly onLevel?: ((expanded: number, depth: number) => void) | undefined;
}

/** A level's children, not yet built: parent (level, index), ring, turn, score. */
class Pending {
  n = 0;
  parentG = new Int32Array(64);
  parentI = new Int32Array(64);
  ring = new Uint8Array(64);
  turn = new Int32Array(64);
  score = new Int32Array(64);

  constructor(
    /** Past this many children, only the best `keep` are kept. */
    private readonly cap: number,
    private readonly keep: number,
    private readonly random: Rng,
  ) {}

  push(g: number, i: number, ring: number, turn: number, score: number): void {
    if (this.n >= this.cap) this.compact();
    if (this.n === this.score.length) this.grow();
    const k = this.n++;
    this.parentG[k] = g;
    this.parentI[k] = i;
    this.ring[k] = ring;
    this.turn[k] = turn;
    this.score[k] = score;
  }

  private compact(): void {
    const best = this.order(this.keep, this.random);
    const pick = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = a.slice() as T;
      for (let k = 0; k < best.length; k++) b[k] = a[best[k] as number] as number;
      return b;
    };
    this.parentG = pick(this.parentG);
    this.parentI = pick(this.parentI);
    this.ring = pick(this.ring);
    this.turn = pick(this.turn);
    this.score = pick(this.score);
    this.n = best.length;
  }

  private grow(): void {
    const cap = this.score.length * 2;
    const g = (a: Int32Array) => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.parentG = g(this.parentG);
    this.parentI = g(this.parentI);
    this.turn = g(this.turn);
    this.score = g(this.score);
    const r = new Uint8Array(cap);
    r.set(this.ring);
    this.ring = r;
  }

  /** Keeps only the `keep` best (ties broken at random), in order. */
  order(keep: number, random: Rng): Int32Array {
    const { n, score } = this;
    let min = 0x7fffffff;
    let max = -0x7fffffff;
    for (let c = 0; c < n; c++) {
      const s = score[c] as number;
      if (s < min) min = s;
      if (s > max) max = s;
    }
    const range = max - min + 2;
    const counts = new Int32Array(range);
    for (let c = 0; c < n; c++) {
      const k = (score[c] as number) - min + 1;
      counts[k] = (counts[k] as number) + 1;
    }
    for (let k = 1; k < range; k++) counts[k] = (counts[k] as number) + (counts[k - 1] as number);
    const out = new Int32Array(n);
    for (let c = 0; c < n; c++) {
      const k = (score[c] as number) - min;
      const at = counts[k] as number;
      out[at] = c;
      counts[k] = at + 1;
    }
    // Shuffle within equal scores (only as far as `keep` reaches).
    for (let a = 0; a < n && a < keep; ) {
      const s = score[out[a] as number] as number;
      let b = a;
      while (b < n && score[out[b] as number] === s) b++;
      for (let x = b - 1; x > a; x--) {
        const y = a + (random.uint32() % (x - a + 1));
        const t = out[x] as number;
        out[x] = out[y] as number;
        out[y] = t;
      }
      a = b;
    }
    return out.subarray(0, Math.min(keep, n));
  }
}

/** A built level: its states and how each was reached. */
interface Level {
  count: number;
  states: Uint16Array;
  mm: Int32Array;
  h1: Int32Array;
  h2: Int32Array;
  lastRing: Uint8Array;
  parentG: Int32Array;
  parentI: Int32Array;
  ring: Uint8Array;
  turn: Int32Array;
}

/** Move codes (0 l, 1 r, 2 -l, 3 -r) of turning `ring` by `turn` steps of its move. */
function runMoves(n: number, ring: number, turn: number, out: number[]): void {
  if (turn <= n - turn) for (let k = 0; k < turn; k++) out.push(ring);
  else for (let k = 0; k < n - turn; k++) out.push(ring + 2);
}

/** A move sequence (codes) to within `wildcards` of `goal`, or null (depth, deadline, abort). */
export function runBeamSearch(
  model: WreathModel,
  start: Uint16Array,
  goal: Uint16Array,
  wildcards: number,
  o: RunBeamOptions,
): number[] | null {
  const { n, size } = model;
  const W = Math.max(1, o.width | 0);
  if (mismatches(start, goal) <= wildcards) return [];
  const mw = o.mismatchWeight;
  const hw = o.headWeight;
  const la = o.lookAheadWeight;
  const pw = o.pairWeight;
  const random = rng(o.seed);
  const { z1, z2 } = o.endgame ?? zobrist(model, o.seed);
  const endDist = o.endgame?.dist;
  const probe = !!endDist && n <= (o.probeRingLimit ?? 40);
  const child = new Uint16Array(size);
  // Each ring twice over, so slot ring[t] of a turn by k reads ring2[t + k].
  const rings = wreathRings(n);
  const ring2 = [rings.l, rings.r].map((r) => Int32Array.from([...r, ...r]));
  // The slots each ring's move really turns must be the ring (checked against the model).
  for (let R = 0; R < 2; R++) {
    const perm = model.perms[R] as Perm;
    const r2 = ring2[R] as Int32Array;
    for (let t = 0; t < n; t++)
      if (perm[r2[t] as number] !== r2[t + 1])
        throw new Error('runBeamSearch: ring order differs from the move');
  }

  // Ring positions of the two crossings (heads), each ring position's distance to the nearer
  // one, and the labels foreign to a ring (wanted by none of its own, non-crossing slots).
  const crossings = new Set(wreathCrossings(n));
  const heads = [rings.l, rings.r].map((r) => r.findIndex((x, t) => t > 0 && crossings.has(x)));
  const headDist = [0, 1].map((R) =>
    Int32Array.from({ length: n }, (_, t) => {
      const h = heads[R] as number;
      const cd = (a: number) => Math.min(((a % n) + n) % n, ((-a % n) + n) % n);
      return Math.min(cd(t), cd(t - h));
    }),
  );
  const foreign = [rings.l, rings.r].map((r) => {
    const f = new Uint8Array(model.colours).fill(1);
    for (const x of r) if (!crossings.has(x)) f[goal[x] as number] = 0;
    return f;
  });

  // The label every non-crossing slot of a ring wants, or -1 when they differ.
  const ownLabel = [rings.l, rings.r].map((r) => {
    const want = new Set(r.filter((x) => !crossings.has(x)).map((x) => goal[x] as number));
    return want.size === 1 ? ([...want][0] as number) : -1;
  });
  const nfBuf = new Int32Array(2 * n);
  // Pair counting needs the crossings' partners (t ± h) off the crossings.
  const pairsOk = heads.map((h) => h > 0 && (2 * h) % n !== 0 && 2 * h !== n && (3 * h) % n !== 0);
  /** Ring distance from R's crossings to its nearest foreign sticker off them (state at `base`). */
  const foreignFromHeads = (st: Uint16Array, base: number, R: number): number => {
    const r2 = ring2[R] as Int32Array;
    const fo = foreign[R] as Uint8Array;
    const hd = headDist[R] as Int32Array;
    let d = n;
    for (let t = 0; t < n; t++) {
      const x = hd[t] as number;
      if (x > 0 && x < d && fo[st[base + (r2[t] as number)] as number]) d = x;
    }
    return d;
  };
  /** nfBuf[t] (t < 2n): ring distance from R's position t to its nearest foreign sticker. */
  const nearestForeign = (st: Uint16Array, base: number, R: number): Int32Array => {
    const r2 = ring2[R] as Int32Array;
    const fo = foreign[R] as Uint8Array;
    let last = -3 * n;
    for (let k = 0; k < 2 * n; k++) {
      const t = k % n;
      if (fo[st[base + (r2[t] as number)] as number]) last = k;
      nfBuf[t] = k - last;
    }
    last = 5 * n;
    for (let k = 2 * n - 1; k >= 0; k--) {
      const t = k % n;
      if (fo[st[base + (r2[t] as number)] as number]) last = k;
      const d = last - k;
      if (d < (nfBuf[t] as number)) nfBuf[t] = d;
    }
    for (let t = 0; t < n; t++) nfBuf[n + t] = nfBuf[t] as number;
    return nfBuf;
  };

  const seen = new Hash64Map(W * 64);
  const levels = new Map<number, Level>();
  const pending = new Map<number, Pending>();
  const pendingAt = (g: number) => {
    let p = pending.get(g);
    if (!p) {
      p = new Pending(8 * W, 2 * W, random);
      pending.set(g, p);
    }
    return p;
  };

  let bestLen = o.maxDepth + 1;
  // The best answer: built state (g, i) then `tail` (endgame), or child (g, i, ring, turn).
  let bestEnd: { g: number; i: number; ring: number; turn: number; tail: number[] } | null = null;

  const pathTo = (g0: number, i0: number): number[] => {
    const runs: [number, number][] = [];
    for (let g = g0, i = i0; g > 0; ) {
      const L = levels.get(g) as Level;
      runs.push([L.ring[i] as number, L.turn[i] as number]);
      const pg = L.parentG[i] as number;
      i = L.parentI[i] as number;
      g = pg;
    }
    const out: number[] = [];
    for (let k = runs.length - 1; k >= 0; k--) {
      const [R, t] = runs[k] as [number, number];
      runMoves(n, R, t, out);
    }
    return out;
  };
  const answer = (): number[] | null => {
    if (!bestEnd) return null;
    const out = pathTo(bestEnd.g, bestEnd.i);
    if (bestEnd.turn > 0) runMoves(n, bestEnd.ring, bestEnd.turn, out);
    return [...out, ...bestEnd.tail];
  };

  pendingAt(0).push(-1, -1, 2, 0, 0);
  const startLevel = (count: number): Level => ({
    count: 0,
    states: new Uint16Array(count * size),
    mm: new Int32Array(count),
    h1: new Int32Array(count),
    h2: new Int32Array(count),
    lastRing: new Uint8Array(count),
    parentG: new Int32Array(count),
    parentI: new Int32Array(count),
    ring: new Uint8Array(count),
    turn: new Int32Array(count),
  });

  let expanded = 0;
  const half = n >> 1;
  for (let g = 0; g < bestLen; g++) {
    if (o.signal?.aborted || performance.now() > o.deadline) break;
    const P = pending.get(g);
    pending.delete(g);
    // Levels older than half a turn are no longer parents: drop their states.
    const old = levels.get(g - half - 1);
    if (old) old.states = new Uint16Array(0);
    if (!P || P.n === 0) continue;
    const keep = P.order(W * 2, random);
    const L = startLevel(Math.min(W, keep.length));
    levels.set(g, L);
    for (let k = 0; k < keep.length && L.count < W; k++) {
      const c = keep[k] as number;
      const to = L.count * size;
      const pg = P.parentG[c] as number;
      const R = P.ring[c] as number;
      const turn = P.turn[c] as number;
      if (pg < 0) L.states.set(start, to);
      else {
        const from = (levels.get(pg) as Level).states;
        const base = (P.parentI[c] as number) * size;
        L.states.set(from.subarray(base, base + size), to);
        const r2 = ring2[R] as Int32Array;
        for (let t = 0; t < n; t++)
          L.states[to + (r2[t] as number)] = from[base + (r2[t + turn] as number)] as number;
      }
      const [a, b] = hashState(L.states, size, z1, z2, to);
      if (!seen.add(a, b)) continue;
      const i = L.count++;
      let m = 0;
      for (let p = 0; p < size; p++) if (L.states[to + p] !== goal[p]) m++;
      L.mm[i] = m;
      L.h1[i] = a;
      L.h2[i] = b;
      L.lastRing[i] = R;
      L.parentG[i] = pg;
      L.parentI[i] = P.parentI[c] as number;
      L.ring[i] = R;
      L.turn[i] = turn;
      if (endDist) {
        const e = endDist.get(a, b);
        if (e >= 0 && g + e < bestLen) {
          const tail = finishFrom(model, o.endgame as Endgame, L.states.slice(to, to + size));
          if (tail && g + tail.length < bestLen) {
            bestLen = g + tail.length;
            bestEnd = { g, i, ring: 0, turn: 0, tail };
          }
        }
      }
    }
    // Expand: turn the other ring than the last run's by every k.
    for (let i = 0; i < L.count; i++) {
      expanded++;
      const base = i * size;
      const st = L.states;
      for (let R = 0; R < 2; R++) {
        if (L.lastRing[i] === R) continue;
        const r2 = ring2[R] as Int32Array;
        const h = heads[R] as number;
        const foQ = foreign[1 - R] as Uint8Array;
        // The other ring's nearest foreign sticker off the crossings.
        const dQ = foreignFromHeads(st, base, 1 - R);
        // Look-ahead: the best next run of the other ring, scored by what it brings onto the
        // crossings (mismatch change) plus its length; the two turns that read a crossing are
        // scored per child below.
        const Q = 1 - R;
        const q2 = ring2[Q] as Int32Array;
        const hQ = heads[Q] as number;
        const ownQ = ownLabel[Q] as number;
        const gq0 = goal[q2[0] as number] as number;
        const gq1 = goal[q2[hQ] as number] as number;
        const fQ = (y0: number, y1: number) =>
          (y0 !== gq0 ? 1 : 0) +
          (y1 !== gq1 ? 1 : 0) -
          (y0 !== ownQ ? 1 : 0) -
          (y1 !== ownQ ? 1 : 0);
        let laBase = 1 << 20;
        if (ownQ >= 0 && la > 0)
          for (let j = 1; j < n; j++) {
            if (j === hQ || j === n - hQ) continue;
            const v =
              mw *
                fQ(
                  st[base + (q2[j] as number)] as number,
                  st[base + (q2[j + hQ] as number)] as number,
                ) +
              la * Math.min(j, n - j);
            if (v < laBase) laBase = v;
          }
        const jA = hQ; // y0 = the crossing at Q's position hQ (child's x1)
        const jB = n - hQ; // y1 = Q's position 0 (child's x0)
        const lenA = Math.min(jA, n - jA);
        const lenB = Math.min(jB, n - jB);
        const yA1 = st[base + (q2[(2 * hQ) % n] as number)] as number;
        const yB0 = st[base + (q2[n - hQ] as number)] as number;
        // Pairs: foreign stickers a crossing-distance apart on the other ring, which one run
        // can move through both crossings at once (those touching a crossing counted per child).
        let pairBase = 0;
        let pairsR = 0;
        if (pw > 0 && pairsOk[R]) {
          const foR = foreign[R] as Uint8Array;
          for (let t = 0; t < n; t++)
            if (
              foR[st[base + (r2[t] as number)] as number] &&
              foR[st[base + (r2[t + h] as number)] as number]
            )
              pairsR++;
        }
        if (pw > 0 && pairsOk[Q])
          for (let t = 0; t < n; t++) {
            const u = t + hQ;
            if (t === 0 || t === hQ || u === n || u === n + hQ || u === hQ) continue;
            if (
              foQ[st[base + (q2[t] as number)] as number] &&
              foQ[st[base + (q2[u] as number)] as number]
            )
              pairBase++;
          }
        const nf = nearestForeign(st, base, R);
        const own = ownLabel[R] as number;
        const g0 = goal[r2[0] as number] as number;
        const g1 = goal[r2[h] as number] as number;
        let m0 = 0;
        let off = 0;
        for (let t = 0; t < n; t++) {
          const p = r2[t] as number;
          const c = st[base + p] as number;
          if (c !== goal[p]) m0++;
          if (c !== own) off++;
        }
        const mBase = (L.mm[i] as number) - m0;
        for (let turn = 1; turn < n; turn++) {
          const len = Math.min(turn, n - turn);
          const gc = g + len;
          if (gc >= bestLen) continue;
          const x0 = st[base + (r2[turn] as number)] as number;
          const x1 = st[base + (r2[turn + h] as number)] as number;
          let m = mBase;
          if (own >= 0)
            m +=
              off -
              (x0 !== own ? 1 : 0) -
              (x1 !== own ? 1 : 0) +
              (x0 !== g0 ? 1 : 0) +
              (x1 !== g1 ? 1 : 0);
          else
            for (let t = 0; t < n; t++)
              if (st[base + (r2[t + turn] as number)] !== goal[r2[t] as number]) m++;
          if (m <= wildcards) {
            bestLen = gc;
            bestEnd = { g, i, ring: R, turn, tail: [] };
            continue;
          }
          const a0 = nf[turn] as number;
          const a1 = nf[turn + h] as number;
          const dR = Math.min(a0, a1);
          const dQc = foQ[x0] || foQ[x1] ? 0 : dQ;
          let pairs = 0;
          if (pw > 0 && pairsOk[Q]) {
            const f0 = foQ[x0] as number;
            const f1 = foQ[x1] as number;
            pairs = pairBase + (foQ[yB0] as number) * f0 + f0 * f1 + f1 * (foQ[yA1] as number);
          }
          let lookAhead = 0;
          if (ownQ >= 0 && la > 0) {
            // The two turns of Q that bring a child's crossing sticker back onto a crossing.
            lookAhead = laBase;
            const vA = mw * fQ(x1, yA1) + la * lenA;
            const vB = mw * fQ(yB0, x0) + la * lenB;
            if (vA < lookAhead) lookAhead = vA;
            if (vB < lookAhead) lookAhead = vB;
          }
          lookAhead -= pw * (pairs + pairsR);
          if (probe) {
            // Small wreaths: look every child up in the endgame table (its hash from the ring).
            let y1 = L.h1[i] as number;
            let y2 = L.h2[i] as number;
            for (let t = 0; t < n; t++) {
              const p = r2[t] as number;
              const oc = st[base + p] as number;
              const nc = st[base + (r2[t + turn] as number)] as number;
              if (oc === nc) continue;
              y1 ^= (z1[oc * size + p] as number) ^ (z1[nc * size + p] as number);
              y2 ^= (z2[oc * size + p] as number) ^ (z2[nc * size + p] as number);
            }
            const e = (endDist as Hash64Map).get(y1, y2);
            if (e >= 0 && gc + e < bestLen) {
              child.set(st.subarray(base, base + size));
              for (let t = 0; t < n; t++)
                child[r2[t] as number] = st[base + (r2[t + turn] as number)] as number;
              const tail = finishFrom(model, o.endgame as Endgame, child);
              if (tail && gc + tail.length < bestLen) {
                bestLen = gc + tail.length;
                bestEnd = { g, i, ring: R, turn, tail };
              }
            }
          }
          pendingAt(gc).push(g, i, R, turn, mw * m + hw * (dR + dQc) + lookAhead);
        }
      }
    }
    o.onLevel?.(expanded, g);
  }
  return answer();
}
