import {
  type CubeModel,
  inverseToken,
  simplifyTokens,
  tokenAxis,
  tokenCost,
  tokenLayer,
} from './model.js';

/*
 * Every 3-cycle of one orbit and all its shortest move sequences, by meet in the middle (seed
 * 001: "a bidirectional search was performed to enumerate all shortest 3-rot for any three
 * elements"). A sequence S = P·R⁻¹ fixes every sticker outside the unit exactly when P and R act
 * alike outside it, so every canonical sequence of cost ≤ h is enumerated once, keyed by a 64-bit
 * Zobrist hash of its action outside the unit; sequences with equal keys are joined in ordered
 * pairs, and a pair is kept when P·R⁻¹ moves exactly three stickers of the key orbit (a 3-cycle of
 * pieces: the wings' other stickers follow their partners) and nothing cancels at the junction.
 * That finds every sequence of cost ≤ 2h − 1 and those of cost 2h whose middle is no half turn
 * split in two (the join of r1 with r1⁻¹ covers that half turn: it is kept). A hash collision
 * cannot pass: every kept sequence is replayed on the whole cube (`verify`).
 * Metric: Santa's (quarter turn 1, half turn 2). Canonical: moves of one axis in rising layer
 * order, no layer twice in a row (commuting moves are counted once).
 */

export interface CycleSearchOptions {
  /** Largest cost of each half: lengths up to 2·half are searched. */
  half: number;
  /** Stickers that may move (the unit); everything else must end where it started. */
  unit: Int32Array;
  /** The orbit the 3-cycles are keyed on (all of a centre unit; one side of the wings). */
  keyOrbit: Int32Array;
}

/** All shortest sequences found for each 3-cycle of the key orbit. */
export interface CycleTable {
  /** The small cube searched and its key orbit (local index k = keyOrbit[k]). */
  n: number;
  keyOrbit: Int32Array;
  /** Lengths up to this were searched: a 3-cycle absent from `cycles` needs more moves. */
  maxCost: number;
  /** 3-cycle key (a·S² + b·S + c, local indices, a the smallest: a←b←c... see cycleKey). */
  cycles: Map<number, { cost: number; seqs: number[][] }>;
  /** Canonical sequences of cost ≤ half enumerated, and joined pairs tried. */
  enumerated: number;
  pairs: number;
}

/** Number of canonical sequences of cost ≤ h on an n-cube (to size the arrays exactly). */
export function countSequences(n: number, h: number): number {
  // f[c][a·n + l]: sequences of cost c ending on axis a, layer l; start: one empty sequence.
  const f: Float64Array[] = Array.from({ length: h + 1 }, () => new Float64Array(3 * n + 1));
  (f[0] as Float64Array)[3 * n] = 1;
  let total = 1;
  for (let c = 0; c < h; c++)
    for (let s = 0; s <= 3 * n; s++) {
      const k = (f[c] as Float64Array)[s] as number;
      if (k === 0) continue;
      for (let a = 0; a < 3; a++)
        for (let l = 0; l < n; l++) {
          if (s < 3 * n && Math.floor(s / n) === a && l <= s % n) continue;
          for (const w of [1, 1, 2]) {
            if (c + w > h) continue;
            const g = f[c + w] as Float64Array;
            g[a * n + l] = (g[a * n + l] as number) + k;
            total += k;
          }
        }
    }
  return total;
}

/** The key of the 3-cycle moving local stickers a→…: positions p take stickers from s. */
function cycleKey(S: number, moved: Int32Array, from: Int32Array): number {
  let j0 = 0;
  for (let j = 1; j < 3; j++) if ((moved[j] as number) < (moved[j0] as number)) j0 = j;
  const a = moved[j0] as number;
  const b = from[j0] as number;
  let c = -1;
  for (let j = 0; j < 3; j++) if (moved[j] === b) c = from[j] as number;
  return a * S * S + b * S + c;
}

/** The positions and sources (local key-orbit indices) of a 3-cycle key. */
export function cycleOfKey(S: number, key: number): { pos: number[]; src: number[] } {
  const a = Math.floor(key / (S * S));
  const b = Math.floor(key / S) % S;
  const c = key % S;
  // a takes from b, b from c, c from a.
  return { pos: [a, b, c], src: [b, c, a] };
}

/** Meet-in-the-middle enumeration of the key orbit's 3-cycles (see the file comment). */
export function searchCycles(model: CubeModel, opts: CycleSearchOptions): CycleTable {
  const { n, size } = model;
  const { half: h, unit, keyOrbit } = opts;
  const S = keyOrbit.length;
  const T = 9 * n;
  const inUnit = new Uint8Array(size);
  for (const s of unit) inUnit[s] = 1;
  const local = new Int32Array(size).fill(-1);
  keyOrbit.forEach((s, k) => {
    local[s] = k;
  });
  // Zobrist tables over (sticker outside the unit, its source); zero inside the unit.
  let seed = 0x2545f491;
  const rnd = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const zLo = new Uint32Array(size * size);
  const zHi = new Uint32Array(size * size);
  for (let i = 0; i < size; i++)
    if (!inUnit[i])
      for (let v = 0; v < size; v++) {
        zLo[i * size + v] = rnd();
        zHi[i * size + v] = rnd();
      }
  const outSup = model.supports.map((sup) => Int32Array.from(sup).filter((i) => !inUnit[i]));
  const axisOf = Int32Array.from({ length: T }, (_, t) => tokenAxis(n, t));
  const layerOf = Int32Array.from({ length: T }, (_, t) => tokenLayer(n, t));
  const costOf = Int32Array.from({ length: T }, (_, t) => tokenCost(t));

  const total = countSequences(n, h);
  if (total > 120_000_000)
    throw new RangeError(`${total} sequences: half ${h} too deep for n=${n}`);
  const hLo = new Uint32Array(total);
  const hHi = new Uint32Array(total);
  const code = new Float64Array(total);
  let count = 0;
  const src = new Int32Array((h + 1) * size);
  for (let i = 0; i < size; i++) src[i] = i;
  const base = T + 1;

  const rec = (d: number, cost: number, prev: number, c: number, lo: number, hi: number) => {
    hLo[count] = lo;
    hHi[count] = hi;
    code[count++] = c;
    const at = d * size;
    const next = at + size;
    const pa = prev < 0 ? -1 : (axisOf[prev] as number);
    const pl = prev < 0 ? -1 : (layerOf[prev] as number);
    for (let t = 0; t < T; t++) {
      if (axisOf[t] === pa && (layerOf[t] as number) <= pl) continue;
      const nc = cost + (costOf[t] as number);
      if (nc > h) continue;
      const sup = outSup[t] as Int32Array;
      const p = model.perms[t] as Int32Array;
      let l = lo;
      let g = hi;
      const leaf = nc === h;
      if (!leaf) src.copyWithin(next, at, next);
      for (let k = 0; k < sup.length; k++) {
        const i = sup[k] as number;
        const old = src[at + i] as number;
        const now = src[at + (p[i] as number)] as number;
        l ^= (zLo[i * size + old] as number) ^ (zLo[i * size + now] as number);
        g ^= (zHi[i * size + old] as number) ^ (zHi[i * size + now] as number);
        if (!leaf) src[next + i] = now;
      }
      if (leaf) {
        hLo[count] = l;
        hHi[count] = g;
        code[count++] = c * base + t + 1;
      } else rec(d + 1, nc, t, c * base + t + 1, l, g);
    }
  };
  rec(0, 0, -1, 0, 0, 0);

  // Group equal hashes: counting sort on the top bits of hi, then sort each bucket.
  const bits = Math.max(4, Math.min(24, Math.ceil(Math.log2(count)) - 2));
  const shift = 32 - bits;
  const start = new Uint32Array((1 << bits) + 1);
  for (let e = 0; e < count; e++) {
    const b = ((hHi[e] as number) >>> shift) + 1;
    start[b] = (start[b] as number) + 1;
  }
  for (let b = 0; b < 1 << bits; b++)
    start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const fill = start.slice(0, 1 << bits);
  const order = new Uint32Array(count);
  for (let e = 0; e < count; e++) {
    const b = (hHi[e] as number) >>> shift;
    order[fill[b] as number] = e;
    fill[b] = (fill[b] as number) + 1;
  }

  const cycles = new Map<number, { cost: number; seqs: number[][]; seen: Set<string> }>();
  const decode = (x: number): number[] => {
    const out: number[] = [];
    while (x > 0) {
      out.push((x % base) - 1);
      x = Math.floor(x / base);
    }
    return out.reverse();
  };
  let pairs = 0;
  const moved = new Int32Array(3);
  const from = new Int32Array(3);
  const flat = new Int32Array(T * size);
  for (let t = 0; t < T; t++) flat.set(model.perms[t] as Int32Array, t * size);
  // Each member's action on the key orbit (fwd[x·S + k]: local source of local sticker k).
  let fwd = new Uint8Array(64 * S);
  const digits = new Int32Array(2 * h + 2);
  // Insertion sort of each (small) bucket by (hi, lo): no comparator closure, no allocation.
  const bucket = new Uint32Array(64);
  let group = new Uint32Array(64);
  const less = (x: number, y: number) =>
    (hHi[x] as number) < (hHi[y] as number) ||
    (hHi[x] === hHi[y] && (hLo[x] as number) < (hLo[y] as number));
  for (let b = 0; b < 1 << bits; b++) {
    const s0 = start[b] as number;
    const s1 = start[b + 1] as number;
    if (s1 - s0 < 2) continue;
    const len = s1 - s0;
    const bk = len <= bucket.length ? bucket : new Uint32Array(len);
    for (let k = 0; k < len; k++) {
      const e = order[s0 + k] as number;
      let j = k;
      while (j > 0 && less(e, bk[j - 1] as number)) {
        bk[j] = bk[j - 1] as number;
        j--;
      }
      bk[j] = e;
    }
    for (let g0 = 0; g0 < len; ) {
      let g1 = g0 + 1;
      const e0 = bk[g0] as number;
      while (g1 < len && hHi[bk[g1] as number] === hHi[e0] && hLo[bk[g1] as number] === hLo[e0])
        g1++;
      if (g1 - g0 >= 2) {
        if (group.length < g1 - g0) group = new Uint32Array(2 * (g1 - g0));
        group.set(bk.subarray(g0, g1));
        joinGroup(group, g1 - g0);
      }
      g0 = g1;
    }
  }

  function joinGroup(group: Uint32Array, g: number): void {
    if (fwd.length < g * S) fwd = new Uint8Array(2 * g * S);
    for (let x = 0; x < g; x++) {
      let c = code[group[x] as number] as number;
      let len = 0;
      while (c > 0) {
        digits[len++] = (c % base) - 1;
        c = Math.floor(c / base);
      }
      // digits hold the tokens last first: sources are followed from the last move back.
      for (let k = 0; k < S; k++) {
        let v = keyOrbit[k] as number;
        for (let j = 0; j < len; j++) v = flat[(digits[j] as number) * size + v] as number;
        fwd[x * S + k] = local[v] as number;
      }
    }
    // P·R⁻¹ moves local sticker fr[j] (taking it from fp[j]) wherever fp[j] ≠ fr[j]: a 3-cycle
    // when the two actions differ in exactly three places (both orders then: x·y⁻¹ and y·x⁻¹).
    for (let x = 0; x < g; x++)
      for (let y = x + 1; y < g; y++) {
        pairs++;
        let m = 0;
        for (let k = 0; k < S; k++)
          if (fwd[x * S + k] !== fwd[y * S + k]) {
            if (m === 3) {
              m = 4;
              break;
            }
            moved[m] = fwd[y * S + k] as number;
            from[m++] = fwd[x * S + k] as number;
          }
        if (m !== 3) continue;
        keep(group[x] as number, group[y] as number, moved, from);
        keep(group[y] as number, group[x] as number, from, moved);
      }
  }

  /** Records P·R⁻¹ (entries p, r) for its 3-cycle when it is as short as the best so far. */
  function keep(pe: number, re: number, mv: Int32Array, fr: Int32Array): void {
    const p = decode(code[pe] as number);
    const r = decode(code[re] as number);
    const raw = p.concat(r.map(inverseToken).reverse());
    let cost = 0;
    for (const t of raw) cost += costOf[t] as number;
    const key = cycleKey(S, mv, fr);
    let rec = cycles.get(key);
    if (rec && rec.cost < cost) return;
    const s = simplifyTokens(n, raw);
    let sc = 0;
    for (const t of s) sc += costOf[t] as number;
    // Something cancelled at the junction: the shorter form is found by another split.
    if (sc !== cost) return;
    if (!rec || rec.cost > cost) {
      rec = { cost, seqs: [], seen: new Set() };
      cycles.set(key, rec);
    }
    const id = s.join(',');
    if (rec.seen.has(id)) return;
    rec.seen.add(id);
    rec.seqs.push(s);
  }

  const out = new Map<number, { cost: number; seqs: number[][] }>();
  for (const [k, v] of cycles) out.set(k, { cost: v.cost, seqs: v.seqs });
  return { n, keyOrbit, maxCost: 2 * h, cycles: out, enumerated: count, pairs };
}
