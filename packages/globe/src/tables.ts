import { parity } from '@puz/perm';
import { globeMoves } from './moves.js';

/*
 * A row pair (rows k and a−k) of globe_a/b behaves exactly as globe_1/b: flips carry row k to row
 * a−k with the same column map whatever k is. Its cells are numbered locally: top row 0..w−1,
 * bottom row w..2w−1 (w = 2b). These are the tables of that two-row globe, built once per b.
 */

/** A word of a two-row globe: a flip (`f`, index j) or a turn of local row `row` by `k` steps. */
export type Token = { readonly f: number } | { readonly row: 0 | 1; readonly k: number };

/** A short word whose effect is a 3-cycle, conjugated by row turns `rot(d)` to any offset d. */
export interface CycleBase {
  /** The word without its trailing row turns. */
  readonly word: readonly Token[];
  /** The trailing row turns dropped from the word (local top, bottom). */
  readonly eu: number;
  readonly ev: number;
  /** Moves in `word`. */
  readonly cost: number;
}

/**
 * A 3-cycle program: kind 0 is rot(d)·C·rot(−d); kind 1 is rot(d)·f0·rot(i)·C·rot(−i)·f0·rot(−d)
 * (C conjugated once more by a flip, to reach cells in the same row), i = (iu, iv).
 */
export interface CycleProg {
  readonly kind: 0 | 1;
  readonly base: number;
  readonly iu: number;
  readonly iv: number;
}

/** A word moving many cells (a flip, or f0·r_s^k·f0), for the rough first stage. */
export interface MacroProg {
  readonly word: readonly Token[];
  readonly cost: number;
  /** Only when plain flips are allowed (the first pair solved; they move the other pairs). */
  readonly flip: boolean;
  /** An odd permutation of the pair's cells (not for pairs of distinct labels once aligned). */
  readonly odd: boolean;
  /** Its support: cell (posRow, posCol) takes the sticker of (srcRow, srcCol). */
  readonly posRow: Uint8Array;
  readonly posCol: Uint16Array;
  readonly srcRow: Uint8Array;
  readonly srcCol: Uint16Array;
}

export interface PairTables {
  readonly macros: readonly MacroProg[];
  readonly b: number;
  readonly w: number;
  readonly n: number;
  readonly flips: readonly Uint16Array[];
  readonly bases: readonly CycleBase[];
  /** Candidate c (base × offset): cells cPos[3c..3c+2] take the stickers at cSrc[3c..3c+2]. */
  readonly cPos: Uint16Array;
  readonly cSrc: Uint16Array;
  readonly progs: readonly CycleProg[];
  readonly progCost: Int32Array;
  readonly cProg: Uint16Array;
  readonly cDu: Uint16Array;
  readonly cDv: Uint16Array;
  readonly count: number;
}

const cache = new Map<number, PairTables>();

/** Shortest number of single steps for a turn of x (mod w). */
export function rowDist(x: number, w: number): number {
  const m = ((x % w) + w) % w;
  return Math.min(m, w - m);
}

/** Where the word sends stickers: result[i] = the cell whose sticker ends at cell i. */
export function wordPerm(
  t: { w: number; n: number; flips: readonly Uint16Array[] },
  word: readonly Token[],
): Uint16Array {
  let s = new Uint16Array(t.n);
  let tmp = new Uint16Array(t.n);
  for (let i = 0; i < t.n; i++) s[i] = i;
  const w = t.w;
  for (const tok of word) {
    if ('f' in tok) {
      const p = t.flips[tok.f]!;
      for (let i = 0; i < t.n; i++) tmp[i] = s[p[i]!]!;
    } else {
      tmp.set(s);
      const base = tok.row * w;
      const k = ((tok.k % w) + w) % w;
      for (let c = 0; c < w; c++) tmp[base + c] = s[base + ((c + k) % w)]!;
    }
    [s, tmp] = [tmp, s];
  }
  return s;
}

function tokCost(tok: Token, w: number): number {
  return 'f' in tok ? 1 : rowDist(tok.k, w);
}

/** The two-row globe's flips, for `wordPerm`. */
interface PairMoves {
  readonly w: number;
  readonly n: number;
  readonly flips: readonly Uint16Array[];
}

/** The tables of the two-row globe with 2b columns (cached). */
export function pairTables(b: number): PairTables {
  const hit = cache.get(b);
  if (hit) return hit;
  const w = 2 * b;
  const n = 2 * w;
  const moves = globeMoves(1, b);
  const flips = Array.from({ length: w }, (_, j) => moves.get(`f${j}`)!);
  const t: PairMoves = { w, n, flips };
  const { bases, supports } = cycleBases(t, b);
  const progs = cyclePrograms(bases.length);
  const tables: PairTables = {
    macros: macroPrograms(t, b),
    b,
    w,
    n,
    flips,
    bases,
    progs,
    ...programCandidates(t, bases, supports, progs),
  };
  cache.set(b, tables);
  return tables;
}

/**
 * Commutator-like words f0 r_s^a f0 r_t^c f0 r_t^-c f0 (r_s^-a) that move exactly 3 cells (the
 * cheapest word per support and trailing turn), with their supports as [cell, source] pairs.
 */
function cycleBases(
  t: PairMoves,
  b: number,
): { bases: CycleBase[]; supports: [number, number][][] } {
  const { w, n } = t;
  const K = Math.min(4, b);
  const seen = new Map<string, number>();
  const bases: CycleBase[] = [];
  const supports: [number, number][][] = [];
  for (let s = 0 as 0 | 1; s <= 1; s++) {
    for (let tr = 0 as 0 | 1; tr <= 1; tr++) {
      for (let a = -K; a <= K; a++) {
        for (let c = -K; c <= K; c++) {
          if (a === 0 || c === 0) continue;
          for (let fam = 0; fam < 2; fam++) {
            // fam 0: f0 r_s^a f0 r_t^c f0 r_t^-c f0 · r_s^-a; fam 1: f0 r_s^a f0 r_s^-a f0 r_t^c f0 · r_t^-c
            const word: Token[] =
              fam === 0
                ? [
                    { f: 0 },
                    { row: s, k: a },
                    { f: 0 },
                    { row: tr, k: c },
                    { f: 0 },
                    { row: tr, k: -c },
                    { f: 0 },
                  ]
                : [
                    { f: 0 },
                    { row: s, k: a },
                    { f: 0 },
                    { row: s, k: -a },
                    { f: 0 },
                    { row: tr, k: c },
                    { f: 0 },
                  ];
            const er = fam === 0 ? s : tr;
            const ek = fam === 0 ? -a : -c;
            const full = [...word, { row: er, k: ek } as Token];
            const p = wordPerm(t, full);
            const sup: [number, number][] = [];
            for (let i = 0; i < n; i++) if (p[i] !== i) sup.push([i, p[i]!]);
            if (sup.length !== 3) continue;
            const cost = word.reduce((acc, tok) => acc + tokCost(tok, w), 0);
            const key = `${sup.map((x) => x.join(',')).join(';')}|${er}:${ek}`;
            const prev = seen.get(key);
            if (prev !== undefined && bases[prev]!.cost <= cost) continue;
            const entry: CycleBase = {
              word,
              eu: er === 0 ? ek : 0,
              ev: er === 1 ? ek : 0,
              cost,
            };
            if (prev !== undefined) {
              bases[prev] = entry;
              supports[prev] = sup;
            } else {
              seen.set(key, bases.length);
              bases.push(entry);
              supports.push(sup);
            }
          }
        }
      }
    }
  }
  return { bases, supports };
}

/** Inner programs: each base plain (kind 0), or conjugated by f0·rot(i) (kind 1, i ≠ 0 small). */
function cyclePrograms(baseCount: number): CycleProg[] {
  const R = 2;
  const progs: CycleProg[] = [];
  for (let bi = 0; bi < baseCount; bi++) {
    progs.push({ kind: 0, base: bi, iu: 0, iv: 0 });
    for (let iu = -R; iu <= R; iu++) {
      for (let iv = -R; iv <= R; iv++) {
        if (iu !== 0 || iv !== 0) progs.push({ kind: 1, base: bi, iu, iv });
      }
    }
  }
  return progs;
}

/** Every program at every row offset (du, dv): the cells it cycles and its cost. */
function programCandidates(
  t: PairMoves,
  bases: readonly CycleBase[],
  supports: readonly [number, number][][],
  progs: readonly CycleProg[],
): Pick<PairTables, 'cPos' | 'cSrc' | 'cProg' | 'cDu' | 'cDv' | 'count' | 'progCost'> {
  const { w, flips } = t;
  const count = progs.length * w * w;
  const cPos = new Uint16Array(count * 3);
  const cSrc = new Uint16Array(count * 3);
  const cProg = new Uint16Array(count);
  const cDu = new Uint16Array(count);
  const cDv = new Uint16Array(count);
  // rot(d)·C·rot(−d): cell (r, col) of C's support moves to (r, col + d_r).
  const shift = (cell: number, du: number, dv: number) => {
    const r = cell >= w ? 1 : 0;
    const col = cell - r * w;
    const d = r ? dv : du;
    return r * w + ((((col + d) % w) + w) % w);
  };
  const f0 = flips[0]!;
  const progCost: number[] = [];
  let c = 0;
  for (let pi = 0; pi < progs.length; pi++) {
    const pr = progs[pi]!;
    const base = bases[pr.base]!;
    const sup = supports[pr.base]!;
    // The program's own 3-cycle before the outer turn: pos ← src.
    const inner = sup.map(([p, q]) => {
      if (pr.kind === 0) return [p, q] as const;
      return [f0[shift(p, pr.iu, pr.iv)]!, f0[shift(q, pr.iu, pr.iv)]!] as const;
    });
    progCost.push(
      pr.kind === 0
        ? base.cost
        : 2 +
            rowDist(pr.iu, w) +
            rowDist(pr.iv, w) +
            base.cost +
            rowDist(base.eu - pr.iu, w) +
            rowDist(base.ev - pr.iv, w),
    );
    for (let du = 0; du < w; du++) {
      for (let dv = 0; dv < w; dv++) {
        for (let q = 0; q < 3; q++) {
          cPos[3 * c + q] = shift(inner[q]![0], du, dv);
          cSrc[3 * c + q] = shift(inner[q]![1], du, dv);
        }
        cProg[c] = pi;
        cDu[c] = du;
        cDv[c] = dv;
        c++;
      }
    }
  }
  return { cPos, cSrc, cProg, cDu, cDv, count, progCost: Int32Array.from(progCost) };
}

/** Words moving many cells for the rough stage: a plain flip, and f0·r_s^k·f0 for small k. */
function macroPrograms(t: PairMoves, b: number): MacroProg[] {
  const { w, n } = t;
  const macros: MacroProg[] = [];
  const macroWords: [Token[], boolean][] = [[[{ f: 0 }], true]];
  for (let r = 0 as 0 | 1; r <= 1; r++) {
    for (const k of [1, -1, 2, -2, 3, -3]) {
      if (Math.abs(k) <= b) macroWords.push([[{ f: 0 }, { row: r, k }, { f: 0 }], false]);
    }
  }
  for (const [word, flip] of macroWords) {
    const p = wordPerm(t, word);
    const sup: number[] = [];
    for (let i = 0; i < n; i++) if (p[i] !== i) sup.push(i);
    macros.push({
      word,
      odd: parity(p) === 1,
      cost: word.reduce((acc, tok) => acc + tokCost(tok, w), 0),
      flip,
      posRow: Uint8Array.from(sup, (i) => (i >= w ? 1 : 0)),
      posCol: Uint16Array.from(sup, (i) => i % w),
      srcRow: Uint8Array.from(sup, (i) => (p[i]! >= w ? 1 : 0)),
      srcCol: Uint16Array.from(sup, (i) => p[i]! % w),
    });
  }
  return macros;
}
