import type { LabelState, Rng } from '@puz/perm';
import { globeMoves } from './moves.js';

/*
 * Seed 001's step 2 of the globe, for small globes: a hill climb with kicks over sequences of
 * elementary moves (row turns and plain flips) of the whole globe, scored as
 *   length + 3·misplaced + (cells in their own row at the wrong place) + wrong adjacent pairs,
 * with each row's final turn free (paid later by the pairs' own answers) and, where a row pair's
 * labels are distinct, only turns that leave the pair even (3-cycles are even). The neighbours
 * of a sequence: one move changed, added or removed, or two moves swapped. Plain flips move
 * every pair at once, which the pair-by-pair beam (beam.ts) cannot afford beyond its first pair:
 * on a small globe a whole-globe search is cheap (a score is a few thousand array reads).
 */

export interface ClimbInput {
  readonly a: number;
  readonly b: number;
  /** The whole globe's label codes, now and wanted (the equator of an even a already turned). */
  readonly state: LabelState;
  readonly target: LabelState;
  /** Candidate sequences scored (the work bound: no clock, so a run repeats anywhere). */
  readonly iterations: number;
  readonly random: Rng;
}

/** Candidates without a better score before a kick (a few random changes, accepted blindly). */
const PATIENCE = 3000;
/** Most moves a sequence may hold, per cell: far above any answer worth keeping. */
const MAX_LEN_PER_CELL = 3;

/** The moves the climb uses: every flip and every non-equator row turn, both ways. */
interface ClimbMoves {
  readonly names: readonly string[];
  readonly perms: readonly Uint16Array[];
}

function climbMoves(a: number, b: number): ClimbMoves {
  const all = globeMoves(a, b, { inverses: true });
  const names: string[] = [];
  for (let r = 0; r <= a; r++) {
    // The equator of an even a only turns: it was solved before the climb.
    if (a % 2 === 0 && r === a / 2) continue;
    names.push(`r${r}`, `-r${r}`);
  }
  for (let j = 0; j < 2 * b; j++) names.push(`f${j}`);
  return { names, perms: names.map((m) => all.get(m) as Uint16Array) };
}

/** The climb's score of a state (without the length), from precomputed tables of the target. */
export class ClimbScorer {
  readonly w: number;
  readonly rows: number;
  readonly labels: number;
  /** Per row pair (k, a−k), k < a/2: whether its labels are distinct (parity matters). */
  private readonly distinct: Uint8Array;
  /** goodAdj[row·L·L + x·L + y] = 1 when x, y stand side by side (x left of y) in the row's target. */
  private readonly goodAdj: Uint8Array;
  /** Target label counts per row. */
  private readonly rowCount: Int32Array;
  /** Where each label sits in the target (distinct pairs only). */
  private readonly home: Int32Array;
  private readonly count: Int32Array;
  private readonly seen: Uint8Array;
  private readonly matchT: Int32Array;

  constructor(
    readonly a: number,
    readonly b: number,
    private readonly target: LabelState,
  ) {
    const w = 2 * b;
    this.w = w;
    this.rows = a + 1;
    let labels = 0;
    for (const x of target) labels = Math.max(labels, x + 1);
    this.labels = labels;
    this.goodAdj = new Uint8Array(this.rows * labels * labels);
    this.rowCount = new Int32Array(this.rows * labels);
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < w; c++) {
        const x = target[r * w + c] as number;
        const y = target[r * w + ((c + 1) % w)] as number;
        this.goodAdj[(r * labels + x) * labels + y] = 1;
        this.rowCount[r * labels + x]!++;
      }
    }
    this.distinct = new Uint8Array(Math.ceil(a / 2));
    this.home = new Int32Array(labels).fill(-1);
    for (let k = 0; 2 * k < a; k++) {
      const seen = new Set<number>();
      for (const r of [k, a - k]) for (let c = 0; c < w; c++) seen.add(target[r * w + c] as number);
      this.distinct[k] = seen.size === 2 * w ? 1 : 0;
      if (seen.size === 2 * w)
        for (const r of [k, a - k])
          for (let c = 0; c < w; c++) this.home[target[r * w + c]!] = r * w + c;
    }
    this.count = new Int32Array(labels);
    this.seen = new Uint8Array(this.rows * w);
    this.matchT = new Int32Array(4);
  }

  /** 3·misplaced + own-row-wrong-place + wrong adjacent pairs of `s` (cells from `at`). */
  score(s: LabelState, at: number): number {
    const { a, w } = this;
    let total = 0;
    for (let k = 0; 2 * k < a; k++) {
      const m = this.matchT;
      // m: best match of the top row at even/odd offsets (0, 1), of the bottom row (2, 3).
      m.fill(0);
      for (let side = 0; side < 2; side++) {
        const r = side === 0 ? k : a - k;
        let own = 0;
        for (let o = 0; o < w; o++) {
          let matched = 0;
          for (let c = 0; c < w; c++)
            if (s[at + r * w + ((c + o) % w)] === this.target[r * w + c]) matched++;
          const slot = 2 * side + (o & 1);
          if (matched > (m[slot] as number)) m[slot] = matched;
        }
        own += this.ownRow(s, at, r) + this.wrongAdj(s, at, r);
        total += own;
      }
      let best: number;
      if (this.distinct[k]) {
        // A row turn by one step is a w-cycle: odd. The pair must end even.
        const p = this.pairParity(s, at, k);
        const even = Math.max(m[0]! + m[2]!, m[1]! + m[3]!);
        const odd = Math.max(m[0]! + m[3]!, m[1]! + m[2]!);
        best = p === 0 ? even : odd;
      } else best = Math.max(m[0]!, m[1]!) + Math.max(m[2]!, m[3]!);
      const mis = 2 * w - best;
      total += 3 * mis;
      // ownRow counted every cell of the row holding a label of the row; the placed ones are not wrong.
      total -= best;
    }
    return total;
  }

  /** Cells of row r holding a label the row wants (the multiset intersection). */
  private ownRow(s: LabelState, at: number, r: number): number {
    const { w, labels, count } = this;
    let inter = 0;
    for (let c = 0; c < w; c++) {
      const x = s[at + r * w + c] as number;
      if (count[x]! < this.rowCount[r * labels + x]!) inter++;
      count[x]!++;
    }
    for (let c = 0; c < w; c++) count[s[at + r * w + c] as number] = 0;
    return inter;
  }

  private wrongAdj(s: LabelState, at: number, r: number): number {
    const { w, labels } = this;
    let bad = 0;
    const base = r * labels * labels;
    for (let c = 0; c < w; c++) {
      const x = s[at + r * w + c] as number;
      const y = s[at + r * w + ((c + 1) % w)] as number;
      if (this.goodAdj[base + x * labels + y] === 0) bad++;
    }
    return bad;
  }

  /** Parity of the permutation taking pair k's cells to their homes (distinct labels). */
  private pairParity(s: LabelState, at: number, k: number): number {
    const { a, w, seen, home } = this;
    let swaps = 0;
    for (const r of [k, a - k]) {
      for (let c = 0; c < w; c++) {
        const start = r * w + c;
        if (seen[start]) continue;
        let len = 0;
        for (let x = start; !seen[x]; x = home[s[at + x] as number] as number) {
          seen[x] = 1;
          len++;
        }
        swaps += len - 1;
      }
    }
    for (const r of [k, a - k]) seen.fill(0, r * w, r * w + w);
    return swaps & 1;
  }
}

/**
 * The climb's best sequence (Santa move names) from `state`: the lowest length + score found in
 * `iterations` candidates. Deterministic for a given `random`.
 */
export function climb(input: ClimbInput): string[] {
  const { a, b, state, target, random } = input;
  const { names, perms } = climbMoves(a, b);
  const M = names.length;
  const n = state.length;
  const maxLen = MAX_LEN_PER_CELL * n;
  const scorer = new ClimbScorer(a, b, target);
  // states[k·n ..] = the state after the first k moves of the current sequence.
  const states = new Uint16Array((maxLen + 2) * n);
  const scratch = new Uint16Array((maxLen + 2) * n);
  states.set(state, 0);
  scratch.set(state, 0);
  let seq: number[] = [];
  const replay = (buf: Uint16Array, s: readonly number[], from: number) => {
    for (let t = from; t < s.length; t++) {
      const p = perms[s[t] as number] as Uint16Array;
      const src = t * n;
      const dst = src + n;
      for (let i = 0; i < n; i++) buf[dst + i] = buf[src + (p[i] as number)] as number;
    }
  };
  const evaluate = (buf: Uint16Array, s: readonly number[]) =>
    s.length + scorer.score(buf, s.length * n);
  let cur = evaluate(states, seq);
  let best = cur;
  let bestSeq: number[] = [];
  let stale = 0;
  for (let it = 0; it < input.iterations; it++) {
    const kick = stale >= PATIENCE;
    const changes = kick ? 2 + random.int(3) : 1;
    let cand = seq;
    let from = cand.length;
    for (let c = 0; c < changes; c++) {
      const next = mutate(cand, M, maxLen, random);
      if (next === null) continue;
      cand = next.seq;
      from = Math.min(from, next.from);
    }
    if (cand === seq) continue;
    // scratch holds the current states up to `from` (the prefix both share).
    scratch.set(states.subarray(from * n, (from + 1) * n), from * n);
    replay(scratch, cand, from);
    const score = evaluate(scratch, cand);
    if (kick || score <= cur) {
      if (kick || score < cur) stale = 0;
      else stale++;
      seq = cand;
      cur = score;
      states.set(scratch.subarray(from * n, (cand.length + 1) * n), from * n);
      if (score < best) {
        best = score;
        bestSeq = seq.slice();
      }
    } else stale++;
  }
  return bestSeq.map((m) => names[m] as string);
}

/** One random neighbour of `seq` and the first position that changed, or null (none possible). */
function mutate(
  seq: readonly number[],
  M: number,
  maxLen: number,
  random: Rng,
): { seq: number[]; from: number } | null {
  const L = seq.length;
  const kind = random.int(4);
  const out = seq.slice();
  if (kind === 0 && L < maxLen) {
    const at = random.int(L + 1);
    out.splice(at, 0, random.int(M));
    return { seq: out, from: at };
  }
  if (L === 0) return null;
  if (kind === 1) {
    const at = random.int(L);
    out.splice(at, 1);
    return { seq: out, from: at };
  }
  if (kind === 2 || L < 2) {
    const at = random.int(L);
    out[at] = random.int(M);
    return { seq: out, from: at };
  }
  // Two moves swapped, near each other (far swaps rarely keep a score).
  const i = random.int(L - 1);
  const j = Math.min(L - 1, i + 1 + random.int(3));
  out[i] = seq[j] as number;
  out[j] = seq[i] as number;
  return { seq: out, from: i };
}
