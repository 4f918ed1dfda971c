import { type LabelState, type PermPuzzle, throwIfAborted } from '@puz/perm';
import { emitTurn } from './emit.js';
import { alignRows, type PairJob, readPair } from './pair.js';
import { type PairTables, rowDist } from './tables.js';
import { universalTable } from './universal.js';
import { universalWord } from './universal-cycles.js';

/*
 * 3-cycles inserted anywhere in a row pair's answer (seed 001, step 4 of the globe), not only
 * appended. A 3-cycle of cells (x ← y ← z) played at time t of the answer S moves, in the end,
 * the cells where S[t..] carries x, y and z: so each time t offers its own map from the cells to
 * fix to the triple to cycle, and the breadth-first table (universal.ts) prices every triple —
 * the same sticker fix costs 8 moves at one time and 20 at another. Each step takes the (time,
 * triple) with the fewest moves per sticker fixed, over a spread of times.
 */

/** What `insertCycles` needs: the pair, the state after a rough prefix, and the prefix. */
export interface InsertOptions {
  /** The globe, for pricing a word against its neighbours (`simplify`). */
  readonly puzzle: PermPuzzle;
  readonly tables: PairTables;
  readonly job: PairJob;
  /** The global state after `prefix` (label codes); not changed. */
  readonly state: LabelState;
  readonly target: LabelState;
  /** Cells of the pair that may stay wrong (wildcards). */
  readonly allowed: number;
  /**
   * The moves so far (Santa names), which the 3-cycles go into: the pair's own, and those of
   * the rest of the answer (other rows' turns leave the pair alone, flips move it too).
   */
  readonly prefix: readonly string[];
  /** At most this many insertion times are tried per step (spread evenly; default 96). */
  readonly times?: number;
  /** Cost offset per 3-cycle in the score (moves + λ) / stickers fixed (default 0). */
  readonly lambda?: number;
  readonly signal?: AbortSignal | undefined;
}

/** Candidates priced exactly (with their neighbours' cancellations) per step. */
const SHORTLIST = 12;

/** A candidate 3-cycle: insertion time, table triple, the final cells it cycles, stickers fixed. */
interface Candidate {
  readonly score: number;
  readonly time: number;
  readonly idx: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly gain: number;
}

/** The k best candidates by estimated score (a small sorted array: k is a dozen). */
class Shortlist {
  readonly items: Candidate[] = [];
  worst = Number.POSITIVE_INFINITY;
  constructor(private readonly k: number) {}
  add(score: number, time: number, idx: number, x: number, y: number, z: number, gain: number) {
    const items = this.items;
    let at = items.length;
    while (at > 0 && (items[at - 1] as Candidate).score > score) at--;
    items.splice(at, 0, { score, time, idx, x, y, z, gain });
    if (items.length > this.k) items.pop();
    if (items.length === this.k) this.worst = (items[this.k - 1] as Candidate).score;
  }
}

/** The breadth-first table holds n³ entries: pairs of at most this many cells. */
export const INSERT_MAX_CELLS = 200;

/** A pair move as a local permutation's inverse: where each cell's sticker goes. */
function destinations(t: PairTables, job: PairJob): Map<string, Uint16Array> {
  const { w, n } = t;
  const dest = new Map<string, Uint16Array>();
  const turn = (row: number, k: number) => {
    const d = new Uint16Array(n);
    for (let i = 0; i < n; i++) d[i] = i;
    // r: new[c] = old[c + 1], so the sticker at c goes to c − 1.
    for (let c = 0; c < w; c++) d[row * w + c] = row * w + ((c - k + w) % w);
    return d;
  };
  dest.set(`r${job.top}`, turn(0, 1));
  dest.set(`-r${job.top}`, turn(0, -1));
  dest.set(`r${job.bot}`, turn(1, 1));
  dest.set(`-r${job.bot}`, turn(1, -1));
  for (let j = 0; j < w; j++) {
    const p = t.flips[j] as Uint16Array;
    const d = new Uint16Array(n);
    for (let i = 0; i < n; i++) d[p[i] as number] = i;
    dest.set(`f${j}`, d);
    dest.set(`-f${j}`, d);
  }
  return dest;
}

/** What a search over insertions needs, built once per pair. */
interface InsertContext {
  readonly o: InsertOptions;
  readonly u: ReturnType<typeof universalTable>;
  readonly want: Uint16Array;
  readonly dest: Map<string, Uint16Array>;
  readonly baseLen: readonly number[];
  readonly lambda: number;
  readonly maxTimes: number;
}

/** A priced insertion: the word, where it goes, the final cells it cycles, stickers fixed. */
interface Insertion {
  readonly score: number;
  readonly time: number;
  readonly word: readonly string[];
  readonly cells: readonly [number, number, number];
  readonly gain: number;
}

/** The start of the search: the prefix with the pair's final turns, its final cells, or null. */
function prepare(o: InsertOptions): { ctx: InsertContext; seq: string[]; fin: Uint16Array } | null {
  const t = o.tables;
  const { w, n } = t;
  if (n > INSERT_MAX_CELLS) return null;
  const { have, want, distinct } = readPair(o);
  const cells = alignRows(w, have, want, distinct);
  const seq: string[] = [...o.prefix];
  emitTurn(seq, o.job.top, -cells.topTurn, w);
  emitTurn(seq, o.job.bot, -cells.bottomTurn, w);
  const ctx: InsertContext = {
    o,
    u: universalTable(t),
    want,
    dest: destinations(t, o.job),
    baseLen: t.bases.map((b) => b.cost + rowDist(b.eu, w) + rowDist(b.ev, w)),
    lambda: o.lambda ?? 0,
    maxTimes: o.times ?? 96,
  };
  return { ctx, seq, fin: cells.have };
}

function wrongCells(fin: Uint16Array, want: Uint16Array): number {
  let wrong = 0;
  for (let i = 0; i < fin.length; i++) if (fin[i] !== want[i]) wrong++;
  return wrong;
}

/**
 * The best insertions into `seq` (final cells `fin`) by moves per sticker fixed: a scan of every
 * (time, triple) by the table's estimate, then the shortlist priced exactly (the word as
 * emitted, less what cancels against its neighbours), best first.
 */
function insertions(ctx: InsertContext, seq: readonly string[], fin: Uint16Array): Insertion[] {
  const { o, u, want, dest, baseLen, lambda } = ctx;
  const { n } = o.tables;
  const n2 = n * n;
  // The times tried: spread over the answer, the end always among them.
  const len = seq.length;
  const count = Math.min(len + 1, ctx.maxTimes);
  const times = Array.from({ length: count }, (_, q) =>
    count === 1 ? len : Math.round((q * len) / (count - 1)),
  );
  // at[c] for time τ: the final cell of the sticker at cell c at that time (walked backwards).
  const back = new Map<number, Uint16Array>();
  let at = new Uint16Array(n);
  for (let i = 0; i < n; i++) at[i] = i;
  let ti = times.length - 1;
  for (let p = len; p >= 0; p--) {
    while (ti >= 0 && times[ti] === p) {
      back.set(p, at.slice());
      ti--;
    }
    if (p === 0) break;
    // Moves of other rows leave the pair alone.
    const d = dest.get(seq[p - 1] as string);
    if (d === undefined) continue;
    const next = new Uint16Array(n);
    for (let c = 0; c < n; c++) next[c] = at[d[c] as number] as number;
    at = next;
  }
  const top = new Shortlist(SHORTLIST);
  const open: number[] = [];
  for (let z = 0; z < n; z++) if (fin[z] !== want[z]) open.push(z);
  const from = new Uint16Array(n);
  for (const time of new Set(times)) {
    const fwd = back.get(time) as Uint16Array;
    for (let c = 0; c < n; c++) from[fwd[c] as number] = c;
    for (const x of open) {
      const tx = (from[x] as number) * n2;
      for (let y = 0; y < n; y++) {
        if (y === x || fin[y] !== want[x]) continue;
        const row = tx + (from[y] as number) * n;
        const yOk = fin[y] === want[y] ? 1 : 0;
        // z wrong too: a placed z would have to be fixed again (gain 1 at best).
        for (const z of open) {
          if (z === x || z === y) continue;
          const idx = row + (from[z] as number);
          const depth = u.depth[idx] as number;
          if (depth === 255) continue;
          const gain = 1 + (fin[z] === want[y] ? 1 : 0) + (fin[x] === want[z] ? 1 : 0) - yOk;
          if (gain <= 0) continue;
          const score = (2 * depth + (baseLen[u.source[idx] as number] as number) + lambda) / gain;
          if (score < top.worst) top.add(score, time, idx, x, y, z, gain);
        }
      }
    }
  }
  const priced: Insertion[] = top.items.map((c) => {
    const word: string[] = [];
    universalWord(o.tables, o.job, c.idx, 0, word);
    const left = seq.slice(Math.max(0, c.time - 3), c.time);
    const right = seq.slice(c.time, c.time + 3);
    const cost =
      o.puzzle.simplify([...left, ...word, ...right]).length -
      o.puzzle.simplify([...left, ...right]).length;
    return {
      score: (cost + lambda) / c.gain,
      time: c.time,
      word,
      cells: [c.x, c.y, c.z] as const,
      gain: c.gain,
    };
  });
  return priced.sort((p, q) => p.score - q.score);
}

/** `seq` and `fin` after an insertion (new arrays). */
function inserted(
  seq: readonly string[],
  fin: Uint16Array,
  ins: Insertion,
): { seq: string[]; fin: Uint16Array } {
  const next = [...seq.slice(0, ins.time), ...ins.word, ...seq.slice(ins.time)];
  const cells = fin.slice();
  const [x, y, z] = ins.cells;
  cells[x] = fin[y] as number;
  cells[y] = fin[z] as number;
  cells[z] = fin[x] as number;
  return { seq: next, fin: cells };
}

/**
 * Finishes a pair by 3-cycles inserted at the best times of `prefix`, greedily: the prefix with
 * the cycles inside it and the pair's final turns, or null when the table does not cover the pair.
 */
export function insertCycles(o: InsertOptions): string[] | null {
  const start = prepare(o);
  if (start === null) return null;
  const { ctx } = start;
  let { seq, fin } = start;
  let wrong = wrongCells(fin, ctx.want);
  const n = o.tables.n;
  for (let steps = 1; wrong > o.allowed; steps++) {
    throwIfAborted(o.signal, 'the globe solve');
    if (steps > 4 * n) throw new Error(`globe pair ${o.job.top}/${o.job.bot}: no progress`);
    const best = insertions(ctx, seq, fin)[0];
    if (best === undefined) return null;
    ({ seq, fin } = inserted(seq, fin, best));
    wrong -= best.gain;
  }
  return seq;
}

/**
 * The same search as a beam layered by cells still wrong (seed 001 uses one, width ~1000): each
 * layer keeps its `width` shortest answers, each of which tries its `branch` best insertions.
 */
export function insertBeam(o: InsertOptions, width: number, branch = 3): string[] | null {
  const start = prepare(o);
  if (start === null) return null;
  const { ctx } = start;
  type Node = { seq: string[]; fin: Uint16Array };
  const first = wrongCells(start.fin, ctx.want);
  const layers: Node[][] = Array.from({ length: first + 1 }, () => []);
  layers[first]!.push({ seq: start.seq, fin: start.fin });
  let best: string[] | null = null;
  for (let wrong = first; wrong >= 0; wrong--) {
    throwIfAborted(o.signal, 'the globe solve');
    const layer = layers[wrong]!.sort((p, q) => p.seq.length - q.seq.length).slice(0, width);
    if (wrong <= o.allowed) {
      for (const node of layer) if (best === null || node.seq.length < best.length) best = node.seq;
      continue;
    }
    const seen = new Set<string>();
    for (const node of layer) {
      const key = node.seq.join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      for (const ins of insertions(ctx, node.seq, node.fin).slice(0, branch))
        layers[wrong - ins.gain]!.push(inserted(node.seq, node.fin, ins));
    }
    layers[wrong] = [];
  }
  return best;
}
