import { InvalidStateError, type LabelState, parity, type Rng, throwIfAborted } from '@puz/perm';
import { emitTurn, emitWord } from './emit.js';
import { type PairTables, rowDist } from './tables.js';
import { universalApply, universalBest } from './universal-cycles.js';

/*
 * One row pair (rows top and a − top) solved greedily: the rows are aligned by free turns, then
 * each step applies whichever fixes the most stickers per move — a conjugated 3-cycle program, a
 * rough word moving many cells (early on), or any 3-cycle of the breadth-first table.
 */

/** The global rows of a pair. */
export interface PairJob {
  readonly top: number;
  readonly bot: number;
}

/** What `solvePair` needs: the pair, the global state and target, and the greedy's knobs. */
export interface PairOptions {
  readonly tables: PairTables;
  readonly job: PairJob;
  /** The global state (label codes); updated as moves are emitted. */
  readonly state: LabelState;
  readonly target: LabelState;
  /** Cells of the pair that may stay wrong (wildcards). */
  readonly allowed: number;
  /** Where the Santa moves go. */
  readonly out: string[];
  readonly random: Rng;
  readonly signal?: AbortSignal | undefined;
  /** Cost offset per step (changes which programs the greedy prefers; default 0). */
  readonly lambda?: number;
  /** Random factor on scores (0 = deterministic). */
  readonly noise?: number;
  /** Plain flips allowed (only for the first pair solved: they move the other pairs). */
  readonly freeFlips?: boolean;
  /** The rough stage of words moving many cells (default true; off after a beam prefix). */
  readonly macros?: boolean;
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

/** The pair's cells (top row 0..w−1, bottom w..2w−1) and what is known about them. */
export interface PairCells {
  /** Current label of each cell, in the aligned frame. */
  readonly have: Uint16Array;
  /** Label each cell wants. */
  readonly want: Uint16Array;
  /** 1 where have = want. */
  readonly placed: Uint8Array;
  /** Turns of the top and bottom rows still owed (the frame): paid at the end. */
  topTurn: number;
  bottomTurn: number;
}

/**
 * Solves one row pair in place. Only clean words are used (each flip count per other pair
 * cancels), so other pairs and the middle row stay as they are.
 */
export function solvePair(o: PairOptions): void {
  const { tables, job, out } = o;
  const { w, n } = tables;
  const { have, want, distinct } = readPair(o);
  const cells = alignRows(w, have, want, distinct);
  let wrong = 0;
  for (let i = 0; i < n; i++) if (!cells.placed[i]) wrong++;
  let steps = 0;
  let macroOn = o.macros ?? true;
  const lambda = o.lambda ?? 0;
  while (wrong > o.allowed) {
    if ((++steps & 15) === 0) throwIfAborted(o.signal, 'the globe solve');
    if (steps > 20 * n) throw new Error(`globe pair ${job.top}/${job.bot}: no progress`);
    const cycle = bestCycle(o, cells);
    const macro = macroOn && wrong > 8 ? bestMacro(o, cells, distinct, cycle.score) : null;
    // Once a 3-cycle beats every rough word, the rough stage is over.
    if (!macro && w > 50) macroOn = false;
    if (macro) {
      wrong += applyMacro(o, cells, macro);
      continue;
    }
    // Any 3-cycle from the breadth-first table, when it beats the cheap conjugates.
    const universal = universalBest(tables, cells, lambda);
    if (universal.idx >= 0 && (cycle.candidate < 0 || universal.score < cycle.score)) {
      universalApply(tables, job, cells, universal.idx, out);
      wrong = 0;
      for (let i = 0; i < n; i++) if (!cells.placed[i]) wrong++;
      continue;
    }
    if (cycle.candidate < 0)
      throw new InvalidStateError('unreachable', `rows ${job.top} and ${job.bot} cannot be solved`);
    wrong += applyCycle(o, cells, cycle.candidate);
  }
  emitTurn(out, job.top, -cells.topTurn, w);
  emitTurn(out, job.bot, -cells.bottomTurn, w);
}

/** The pair's current and wanted labels; an InvalidStateError unless they are the same multiset. */
export function readPair(o: Pick<PairOptions, 'tables' | 'job' | 'state' | 'target'>): {
  have: Uint16Array;
  want: Uint16Array;
  distinct: boolean;
} {
  const { w, n } = o.tables;
  const { top, bot } = o.job;
  const have = new Uint16Array(n);
  const want = new Uint16Array(n);
  for (let c = 0; c < w; c++) {
    have[c] = o.state[top * w + c] as number;
    have[w + c] = o.state[bot * w + c] as number;
    want[c] = o.target[top * w + c] as number;
    want[w + c] = o.target[bot * w + c] as number;
  }
  const count = new Map<number, number>();
  for (let i = 0; i < n; i++) count.set(have[i] as number, (count.get(have[i] as number) ?? 0) + 1);
  let distinct = true;
  const wanted = new Set<number>();
  for (let i = 0; i < n; i++) {
    const label = want[i] as number;
    const c = count.get(label) ?? 0;
    if (c === 0)
      throw new InvalidStateError(
        'orbit',
        `rows ${top} and ${bot} do not hold the stickers their solution needs`,
      );
    count.set(label, c - 1);
    if (wanted.has(label)) distinct = false;
    wanted.add(label);
  }
  return { have, want, distinct };
}

/** Parity of the permutation taking `want` to `have` (labels distinct). */
export function pairParity(have: Uint16Array, want: Uint16Array): number {
  const where = new Map<number, number>();
  for (let i = 0; i < want.length; i++) where.set(want[i] as number, i);
  return parity(Uint16Array.from(have, (label) => where.get(label) as number));
}

/**
 * Turns both rows for free to match the most cells (paid at the end through the frame); with
 * distinct labels only turns that leave the pair an even permutation (3-cycles can finish it).
 */
export function alignRows(
  w: number,
  have: Uint16Array,
  want: Uint16Array,
  distinct: boolean,
): PairCells {
  const n = 2 * w;
  const matchRow = (row: number, turn: number) => {
    let m = 0;
    for (let c = 0; c < w; c++) if (have[row * w + ((c + turn) % w)] === want[row * w + c]) m++;
    return m;
  };
  const needParity = distinct ? pairParity(have, want) : -1;
  let best = -1;
  let bestTop = 0;
  let bestBottom = 0;
  const topMatches = Array.from({ length: w }, (_, e) => matchRow(0, e));
  const bottomMatches = Array.from({ length: w }, (_, e) => matchRow(1, e));
  for (let top = 0; top < w; top++) {
    for (let bottom = 0; bottom < w; bottom++) {
      if (needParity >= 0 && ((needParity + top + bottom) & 1) !== 0) continue;
      const m =
        (topMatches[top] as number) +
        (bottomMatches[bottom] as number) -
        0.01 * (rowDist(top, w) + rowDist(bottom, w));
      if (m > best) {
        best = m;
        bestTop = top;
        bestBottom = bottom;
      }
    }
  }
  // have'(r, c) = have(r, c + e); the frame owes −e.
  const aligned = new Uint16Array(n);
  for (let c = 0; c < w; c++) {
    aligned[c] = have[(c + bestTop) % w] as number;
    aligned[w + c] = have[w + ((c + bestBottom) % w)] as number;
  }
  const placed = new Uint8Array(n);
  for (let i = 0; i < n; i++) placed[i] = aligned[i] === want[i] ? 1 : 0;
  return {
    have: aligned,
    want,
    placed,
    topTurn: (w - bestTop) % w,
    bottomTurn: (w - bestBottom) % w,
  };
}

/**
 * The cheapest 3-cycle program per sticker fixed over every offset, in order of set-up cost
 * (stopping once even a 3-sticker gain cannot beat the best): candidate index and score, or −1.
 */
function bestCycle(o: PairOptions, cells: PairCells): { candidate: number; score: number } {
  const { w, cPos, cSrc, progs, progCost } = o.tables;
  const { have, want, placed, topTurn, bottomTurn } = cells;
  const lambda = o.lambda ?? 0;
  const noise = o.noise ?? 0;
  const programs = progs.length;
  const offsets = w * w;
  const order = offsetOrder(w);
  let minProgram = Number.POSITIVE_INFINITY;
  for (let p = 0; p < programs; p++) minProgram = Math.min(minProgram, progCost[p] as number);
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let k = 0; k < offsets; k++) {
    const packed = order[k] as number;
    const setupCost = packed >>> 16;
    if ((minProgram + setupCost + lambda) / 3 >= bestScore * (noise > 0 ? 1 + noise : 1)) break;
    const topAt = (topTurn + ((packed >>> 8) & 255)) % w;
    const bottomAt = (bottomTurn + (packed & 255)) % w;
    const offset = topAt * w + bottomAt;
    for (let p = 0; p < programs; p++) {
      const candidate = p * offsets + offset;
      const at = 3 * candidate;
      const cell0 = cPos[at] as number;
      const cell1 = cPos[at + 1] as number;
      const cell2 = cPos[at + 2] as number;
      const before =
        (placed[cell0] as number) + (placed[cell1] as number) + (placed[cell2] as number);
      if (before === 3) continue;
      const after =
        (have[cSrc[at] as number] === want[cell0] ? 1 : 0) +
        (have[cSrc[at + 1] as number] === want[cell1] ? 1 : 0) +
        (have[cSrc[at + 2] as number] === want[cell2] ? 1 : 0);
      const gain = after - before;
      if (gain <= 0) continue;
      let score = ((progCost[p] as number) + setupCost + lambda) / gain;
      if (noise > 0) score *= 1 + noise * o.random.next();
      if (score < bestScore) {
        bestScore = score;
        best = candidate;
      }
    }
  }
  return { candidate: best, score: bestScore };
}

/** A rough word (macro) at row offsets (top, bottom) and its score. */
interface MacroChoice {
  readonly macro: number;
  readonly top: number;
  readonly bottom: number;
}

/** Rough stage: the word moving many cells that beats `toBeat` per sticker fixed, or null. */
function bestMacro(
  o: PairOptions,
  cells: PairCells,
  distinct: boolean,
  toBeat: number,
): MacroChoice | null {
  const { w, macros } = o.tables;
  const { have, want, placed, topTurn, bottomTurn } = cells;
  const lambda = o.lambda ?? 0;
  const noise = o.noise ?? 0;
  let bestScore = toBeat;
  let choice: MacroChoice | null = null;
  for (let mi = 0; mi < macros.length; mi++) {
    const macro = macros[mi] as (typeof macros)[number];
    if ((macro.flip && !o.freeFlips) || (macro.odd && distinct)) continue;
    const cellsMoved = macro.posRow.length;
    if ((macro.cost + lambda) / cellsMoved >= bestScore) continue;
    for (let top = 0; top < w; top++) {
      for (let bottom = 0; bottom < w; bottom++) {
        const cost = macro.cost + rowDist(top - topTurn - (bottom - bottomTurn), w) + lambda;
        let gain = 0;
        for (let q = 0; q < cellsMoved; q++) {
          const toRow = macro.posRow[q] as number;
          const fromRow = macro.srcRow[q] as number;
          const to = toRow * w + (((macro.posCol[q] as number) + (toRow ? bottom : top)) % w);
          const from = fromRow * w + (((macro.srcCol[q] as number) + (fromRow ? bottom : top)) % w);
          gain += (have[from] === want[to] ? 1 : 0) - (placed[to] as number);
        }
        if (gain <= 0) continue;
        let score = cost / gain;
        if (noise > 0) score *= 1 + noise * o.random.next();
        if (score < bestScore) {
          bestScore = score;
          choice = { macro: mi, top, bottom };
        }
      }
    }
  }
  return choice;
}

/** Emits a rough word and moves the cells: the change in wrong cells. */
function applyMacro(o: PairOptions, cells: PairCells, choice: MacroChoice): number {
  const { w, macros } = o.tables;
  const { job, out } = o;
  const { have, want, placed } = cells;
  const macro = macros[choice.macro] as (typeof macros)[number];
  const { top, bottom } = choice;
  const common = (bottom - cells.bottomTurn + w) % w;
  emitTurn(out, job.top, top - cells.topTurn - common, w);
  emitWord(out, macro.word, job.top, job.bot, w, common);
  cells.topTurn = (top - common + w) % w;
  cells.bottomTurn = (bottom - common + w) % w;
  const cellsMoved = macro.posRow.length;
  const moved = new Uint16Array(cellsMoved);
  const at = new Uint16Array(cellsMoved);
  for (let q = 0; q < cellsMoved; q++) {
    const toRow = macro.posRow[q] as number;
    const fromRow = macro.srcRow[q] as number;
    at[q] = toRow * w + (((macro.posCol[q] as number) + (toRow ? bottom : top)) % w);
    moved[q] = have[
      fromRow * w + (((macro.srcCol[q] as number) + (fromRow ? bottom : top)) % w)
    ] as number;
  }
  let change = 0;
  for (let q = 0; q < cellsMoved; q++) {
    const cell = at[q] as number;
    have[cell] = moved[q] as number;
    const now = have[cell] === want[cell] ? 1 : 0;
    change += (placed[cell] as number) - now;
    placed[cell] = now;
  }
  return change;
}

/** Emits 3-cycle candidate `candidate` (rot(d − frame) and its program): the change in wrong cells. */
function applyCycle(o: PairOptions, cells: PairCells, candidate: number): number {
  const { w, cPos, cSrc, progs, bases } = o.tables;
  const { job, out } = o;
  const { have, want, placed } = cells;
  const offsets = w * w;
  const program = progs[Math.floor(candidate / offsets)] as (typeof progs)[number];
  const top = Math.floor((candidate % offsets) / w);
  const bottom = candidate % w;
  const base = bases[program.base] as (typeof bases)[number];
  // Both rows turned by `common` go into the flip index: f_common replaces f0 everywhere.
  const common = (bottom - cells.bottomTurn + w) % w;
  emitTurn(out, job.top, top - cells.topTurn - common, w);
  if (program.kind === 0) {
    emitWord(out, base.word, job.top, job.bot, w, common);
    cells.topTurn = (((top - base.eu - common) % w) + 2 * w) % w;
    cells.bottomTurn = (((bottom - base.ev - common) % w) + 2 * w) % w;
  } else {
    const flip = `f${common}`;
    out.push(flip);
    emitTurn(out, job.top, program.iu, w);
    emitTurn(out, job.bot, program.iv, w);
    emitWord(out, base.word, job.top, job.bot, w, common);
    emitTurn(out, job.top, base.eu - program.iu, w);
    emitTurn(out, job.bot, base.ev - program.iv, w);
    out.push(flip);
    cells.topTurn = (top - common + w) % w;
    cells.bottomTurn = (bottom - common + w) % w;
  }
  const at = 3 * candidate;
  const labels = [0, 1, 2].map((q) => have[cSrc[at + q] as number] as number);
  let change = 0;
  for (let q = 0; q < 3; q++) {
    const cell = cPos[at + q] as number;
    have[cell] = labels[q] as number;
    const now = have[cell] === want[cell] ? 1 : 0;
    change += (placed[cell] as number) - now;
    placed[cell] = now;
  }
  return change;
}
