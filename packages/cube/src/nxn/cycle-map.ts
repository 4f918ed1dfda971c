import type { Unit } from './catalog.js';
import { cycleOfKey } from './cycle-search.js';
import { halfOf, REPS, type Rep, repTable, repUnit } from './cycle-table.js';
import { type CubeModel, cubeModel, token, tokenAxis, tokenLayer, tokenQ } from './model.js';

/*
 * A searched table (cycle-table.ts) on a unit of any n. The unit's layers and the outer ones,
 * in order, are the small cube's layers: small layer k is big layer L[k] (L monotone, L[m−1−k] =
 * n−1−L[k]), small sticker (face, r, c) is big sticker (face, L[r], L[c]), and a move keeps its
 * axis and amount. That is an embedding of the small cube (checked move by move, `unitMap`), but
 * the big cube has more stickers: those with a coordinate strictly between two mapped layers
 * (a "gap"). All coordinates of one gap move alike, so the big cube acts like a cube of
 * m + (number of gaps) layers, one unturned layer per gap; and when the middle is such a gap, its
 * centre block turns with the outer face, unseen by that cube's fixed centre. A sequence is kept
 * for a unit only if it is a 3-cycle on that effective cube and turns each outer face a multiple
 * of four quarter turns (`validCycles`, per rep, gap pattern and number of alternatives, once).
 */

export interface UnitMap {
  rep: Rep;
  /** Small layer → big layer. */
  layers: number[];
  /** Bit k set when big layers L[k] and L[k+1] are not adjacent. */
  gaps: number;
}

const bigSticker = (m: number, n: number, L: readonly number[], s: number) => {
  const f = Math.floor(s / (m * m));
  const r = Math.floor((s % (m * m)) / m);
  const c = s % m;
  return f * n * n + (L[r] as number) * n + (L[c] as number);
};
const bigToken = (m: number, n: number, L: readonly number[], t: number) =>
  token(n, tokenAxis(m, t), L[tokenLayer(m, t)] as number, tokenQ(t));

/** Throws unless small tokens and stickers mapped by L commute with the moves (a bug if not). */
function checkEmbedding(small: CubeModel, big: CubeModel, L: readonly number[]): void {
  const { n: m } = small;
  for (let t = 0; t < 9 * m; t++) {
    const bp = big.perms[bigToken(m, big.n, L, t)] as Int32Array;
    const sp = small.perms[t] as Int32Array;
    for (let s = 0; s < small.size; s++)
      if (bp[bigSticker(m, big.n, L, s)] !== bigSticker(m, big.n, L, sp[s] as number))
        throw new Error(`the ${m}-cube does not embed in the ${big.n}-cube at layers ${L}`);
  }
}

const checked = new Set<string>();

/** Which representative a unit of the n-cube is, and its layer map (undefined: none fits). */
export function unitMap(n: number, unit: Unit): UnitMap | undefined {
  const ls = unit.layers;
  const L =
    unit.kind === 'wing' || ls.length === 2
      ? [0, ls[0] as number, ls[1] as number, n - 1]
      : [0, ...ls, n - 1];
  for (const rep of REPS) {
    if (rep.kind !== unit.kind || rep.m !== L.length) continue;
    if (!unit.stickers.includes(bigSticker(rep.m, n, L, rep.r * rep.m + rep.c))) continue;
    let gaps = 0;
    for (let k = 0; k + 1 < L.length; k++)
      if ((L[k + 1] as number) - (L[k] as number) > 1) gaps |= 1 << k;
    const id = `${n}:${L}`;
    if (!checked.has(id)) {
      checkEmbedding(cubeModel(rep.m), cubeModel(n), L);
      checked.add(id);
    }
    return { rep, layers: L, gaps };
  }
  return undefined;
}

/** A 3-cycle's stickers on the small cube: pos[j] takes from src[j] (wings: with partners). */
export function smallCycle(rep: Rep, key: number): { pos: number[]; src: number[] } {
  const t = repTable(rep);
  const model = cubeModel(rep.m);
  const { pos, src } = cycleOfKey(t.keyOrbit.length, key);
  const p = pos.map((k) => t.keyOrbit[k] as number);
  const s = src.map((k) => t.keyOrbit[k] as number);
  if (rep.kind === 'wing')
    for (let j = 0; j < 3; j++) {
      p.push(model.partners[2 * (p[j] as number)] as number);
      s.push(model.partners[2 * (s[j] as number)] as number);
    }
  return { pos: p, src: s };
}

/** Is `seq` (small tokens) exactly the 3-cycle on the effective cube of `L` (see above)? */
function validOn(
  eff: CubeModel,
  m: number,
  L: readonly number[],
  seq: readonly number[],
  cycle: { pos: number[]; src: number[] },
  cur: Int32Array,
  nxt: Int32Array,
): boolean {
  const E = eff.n;
  for (let i = 0; i < eff.size; i++) cur[i] = i;
  const turns = new Int32Array(6);
  for (const t of seq) {
    const p = eff.perms[bigToken(m, E, L, t)] as Int32Array;
    for (let i = 0; i < eff.size; i++) nxt[i] = cur[p[i] as number] as number;
    cur.set(nxt);
    const l = tokenLayer(m, t);
    if (l === 0 || l === m - 1) {
      const f = 2 * tokenAxis(m, t) + (l === 0 ? 0 : 1);
      turns[f] = (turns[f] as number) + tokenQ(t);
    }
  }
  if (E % 2 === 1 && m % 2 === 0 && turns.some((q) => q % 4 !== 0)) return false;
  const want = new Map<number, number>();
  cycle.pos.forEach((s, j) => {
    want.set(bigSticker(m, E, L, s), bigSticker(m, E, L, cycle.src[j] as number));
  });
  for (let i = 0; i < eff.size; i++) if (cur[i] !== (want.get(i) ?? i)) return false;
  return true;
}

export interface ValidCycles {
  /** 3-cycle key → its cost and up to k shortest sequences valid for this gap pattern. */
  cycles: Map<number, { cost: number; seqs: number[][] }>;
  /** Sequences checked and found not valid for the pattern. */
  dropped: number;
}

const valid = new Map<string, ValidCycles>();

/**
 * The representative's 3-cycles with up to k shortest sequences that hold for a gap pattern,
 * picked as `pickAlternatives` does, each checked (only as many as are picked) on the effective
 * cube; cached per rep, depth, pattern and k.
 */
export function validCycles(rep: Rep, gaps: number, k: number): ValidCycles {
  const id = `${rep.name}:${halfOf(rep)}:${gaps}:${k}`;
  let v = valid.get(id);
  if (v) return v;
  const m = rep.m;
  // The effective cube: one unturned layer in each gap.
  const L: number[] = [];
  let e = 0;
  for (let j = 0; j < m; j++) {
    L.push(e);
    e += gaps & (1 << j) ? 2 : 1;
  }
  const eff = cubeModel(e);
  const cur = new Int32Array(eff.size);
  const nxt = new Int32Array(eff.size);
  const cycles = new Map<number, { cost: number; seqs: number[][] }>();
  let dropped = 0;
  for (const [key, { cost, seqs }] of repTable(rep).cycles) {
    const cycle = smallCycle(rep, key);
    const ok = pickAlternatives(seqs, k, (s) => {
      const good = validOn(eff, m, L, s, cycle, cur, nxt);
      if (!good) dropped++;
      return good;
    });
    if (ok.length > 0) cycles.set(key, { cost, seqs: ok });
  }
  v = { cycles, dropped };
  valid.set(id, v);
  return v;
}

/**
 * Up to k of a 3-cycle's shortest sequences, other first and last moves preferred: first those
 * whose first and last moves are both new, then those with a new (first, last) pair; only those
 * `ok` accepts (asked once a sequence, and only for those that would be taken).
 */
export function pickAlternatives(
  seqs: readonly number[][],
  k: number,
  ok: (s: number[]) => boolean = () => true,
): number[][] {
  const out: number[][] = [];
  const firsts = new Set<number>();
  const lasts = new Set<number>();
  const pairs = new Set<number>();
  const verdict = new Int8Array(seqs.length);
  const accept = (i: number) => {
    if (verdict[i] === 0) verdict[i] = ok(seqs[i] as number[]) ? 1 : -1;
    return verdict[i] === 1;
  };
  const take = (s: number[]) => {
    const f = s[0] as number;
    const l = s[s.length - 1] as number;
    out.push(s);
    firsts.add(f);
    lasts.add(l);
    pairs.add(f * 65536 + l);
  };
  seqs.forEach((s, i) => {
    if (out.length < k && !firsts.has(s[0] as number) && !lasts.has(s[s.length - 1] as number))
      if (accept(i)) take(s);
  });
  seqs.forEach((s, i) => {
    if (out.length < k && !pairs.has((s[0] as number) * 65536 + (s[s.length - 1] as number)))
      if (accept(i)) take(s);
  });
  return out;
}

export interface TableEntries {
  /** Per entry: its moves on the n-cube, and the stickers it moves (pos takes from src). */
  moves: number[][];
  pos: number[][];
  src: number[][];
  /** Distinct 3-cycles covered. */
  cycles: number;
}

/** A unit's catalog entries from its representative's table (up to k per 3-cycle). */
export function tableEntries(n: number, unit: Unit, k: number): TableEntries | undefined {
  const map = unitMap(n, unit);
  if (!map) return undefined;
  const { rep, layers: L, gaps } = map;
  const m = rep.m;
  const out: TableEntries = { moves: [], pos: [], src: [], cycles: 0 };
  for (const [key, { seqs }] of validCycles(rep, gaps, k).cycles) {
    const cycle = smallCycle(rep, key);
    const pos = cycle.pos.map((s) => bigSticker(m, n, L, s));
    const src = cycle.src.map((s) => bigSticker(m, n, L, s));
    out.cycles++;
    for (const s of seqs) {
      out.moves.push(s.map((t) => bigToken(m, n, L, t)));
      out.pos.push(pos);
      out.src.push(src);
    }
  }
  return out;
}

export { repUnit };
