import { parity } from '@puz/perm';
import { emitTurn } from './emit.js';
import { type PairTables, type Token, wordPerm } from './tables.js';

/*
 * The actions of the rough beam search of a row pair (beam.ts), on the pair's physical cells:
 * single row turns (cost 1), plain flips f_j (cost 1; only where they may scramble the pairs
 * still to come) and the 3-move shifts f_j·r_s^±1·f_j of seed 001 (cost 3), which turn a ring
 * of w cells (half of one row and the opposite half of the other) by one step and leave every
 * other pair alone, and (the beam's `cycleWords` option) seed 001's 7-move words
 * f_j·r_s^a·f_j·r_t^c·f_j·r_t^−c·f_j (a, c = ±1) whose permutation of the pair's cells is a
 * single cycle: a 3-cycle commutator without its last turn, which the beam's free final turns
 * absorb. Which of the 16 (s, a, t, c) are single cycles depends on the parity of b (b = 4, 8:
 * s = t, a = c; s = t, a = −c; s ≠ t, a = c; b = 25: s = t, a = c; s ≠ t both), so it is read off
 * each word's permutation. They come after the other actions, so that a path's indices mean the
 * same with the option on or off. Each action is stored as its support: cell pos takes the
 * sticker of src.
 */

/** Action kinds: a row turn (the frame absorbs it), a plain flip, a clean 3-move shift. */
export const TURN = 0;
export const FLIP = 1;
export const SHIFT = 2;
export const CYCLE = 3;

export interface BeamActions {
  readonly count: number;
  /**
   * Actions before the 7-move words (which come last): a beam without the words loops over these
   * only, rather than skipping the words one by one (globe_1/8, 6/8, 6/10 ids 338, 339, 378, 383
   * at the batch budgets: the same answers, 39.5 -> 37.1 s of CPU).
   */
  readonly plain: number;
  readonly kind: Uint8Array;
  readonly cost: Uint8Array;
  /** Parity of the action's permutation of the pair's cells. */
  readonly odd: Uint8Array;
  /** Turns: the row (0 top, 1 bottom) and the step; flips and shifts: flip index j, row, step. */
  readonly j: Uint16Array;
  readonly row: Uint8Array;
  readonly step: Int8Array;
  /** 7-move words: the row and step of the middle turns r_t^c (0 for the other kinds). */
  readonly row2: Uint8Array;
  readonly step2: Int8Array;
  /** Support of action a: supPos/supSrc[supStart[a] .. supStart[a + 1]). */
  readonly supStart: Int32Array;
  readonly supPos: Uint16Array;
  readonly supSrc: Uint16Array;
  /**
   * The support again, split for O(1) scoring: runs of cells (row r, columns c0 .. c0+len−1,
   * wrapping) that each take the sticker of their neighbour at column c + d (d = ±1, kind
   * 2r + (d < 0 ? 1 : 0)), and the few other cells (junctions) as pos/src pairs.
   */
  readonly runStart: Int32Array;
  readonly runKind: Uint8Array;
  readonly runC0: Uint16Array;
  readonly runLen: Uint16Array;
  readonly junStart: Int32Array;
  readonly junPos: Uint16Array;
  readonly junSrc: Uint16Array;
}

const cache = new Map<number, BeamActions>();

/** The beam's actions of the pair tables' two-row globe (cached per b). */
export function beamActions(t: PairTables): BeamActions {
  const hit = cache.get(t.b);
  if (hit) return hit;
  const { w, n } = t;
  const words: {
    kind: number;
    j: number;
    row: 0 | 1;
    step: number;
    row2?: 0 | 1;
    step2?: number;
    word: Token[];
  }[] = [];
  for (const row of [0, 1] as const) {
    for (const step of [1, -1])
      words.push({ kind: TURN, j: 0, row, step, word: [{ row, k: step }] });
  }
  for (let j = 0; j < w; j++) words.push({ kind: FLIP, j, row: 0, step: 0, word: [{ f: j }] });
  for (let j = 0; j < w; j++) {
    for (const row of [0, 1] as const) {
      for (const step of [1, -1]) {
        words.push({ kind: SHIFT, j, row, step, word: [{ f: j }, { row, k: step }, { f: j }] });
      }
    }
  }
  // inverseAction relies on the ± neighbours being at even/odd indices.
  if ((4 + w) % 2 !== 0) throw new Error('internal: odd row width');
  for (let j = 0; j < w; j++)
    for (const row of [0, 1] as const)
      for (const step of [1, -1])
        for (const row2 of [0, 1] as const)
          for (const step2 of [1, -1]) {
            const f = { f: j };
            const word: Token[] = [
              f,
              { row, k: step },
              f,
              { row: row2, k: step2 },
              f,
              { row: row2, k: -step2 },
              f,
            ];
            if (singleCycle(wordPerm(t, word)))
              words.push({ kind: CYCLE, j, row, step, row2, step2, word });
          }
  const count = words.length;
  const plain = words.findIndex((w) => w.kind === CYCLE);
  const kind = new Uint8Array(count);
  const cost = new Uint8Array(count);
  const odd = new Uint8Array(count);
  const j = new Uint16Array(count);
  const row = new Uint8Array(count);
  const step = new Int8Array(count);
  const row2 = new Uint8Array(count);
  const step2 = new Int8Array(count);
  const supStart = new Int32Array(count + 1);
  const pos: number[] = [];
  const src: number[] = [];
  const runStart = new Int32Array(count + 1);
  const junStart = new Int32Array(count + 1);
  const runKind: number[] = [];
  const runC0: number[] = [];
  const runLen: number[] = [];
  const junPos: number[] = [];
  const junSrc: number[] = [];
  for (let a = 0; a < count; a++) {
    const wd = words[a] as (typeof words)[number];
    const p = wordPerm(t, wd.word);
    kind[a] = wd.kind;
    cost[a] = wd.kind === SHIFT ? 3 : wd.kind === CYCLE ? 7 : 1;
    odd[a] = parity(p);
    j[a] = wd.j;
    row[a] = wd.row;
    step[a] = wd.step;
    row2[a] = wd.row2 ?? 0;
    step2[a] = wd.step2 ?? 0;
    supStart[a] = pos.length;
    for (let i = 0; i < n; i++) {
      if (p[i] !== i) {
        pos.push(i);
        src.push(p[i] as number);
      }
    }
    runStart[a] = runKind.length;
    junStart[a] = junPos.length;
    splitRuns(p, w, runKind, runC0, runLen, junPos, junSrc);
  }
  supStart[count] = pos.length;
  runStart[count] = runKind.length;
  junStart[count] = junPos.length;
  const actions: BeamActions = {
    count,
    plain: plain < 0 ? count : plain,
    kind,
    cost,
    odd,
    j,
    row,
    step,
    row2,
    step2,
    supStart,
    supPos: Uint16Array.from(pos),
    supSrc: Uint16Array.from(src),
    runStart,
    runKind: Uint8Array.from(runKind),
    runC0: Uint16Array.from(runC0),
    runLen: Uint16Array.from(runLen),
    junStart,
    junPos: Uint16Array.from(junPos),
    junSrc: Uint16Array.from(junSrc),
  };
  cache.set(t.b, actions);
  return actions;
}

/** Whether p moves some cell and its moved cells form one cycle. */
function singleCycle(p: Uint16Array): boolean {
  let start = -1;
  let moved = 0;
  for (let i = 0; i < p.length; i++)
    if (p[i] !== i) {
      moved++;
      if (start < 0) start = i;
    }
  if (start < 0) return false;
  let len = 0;
  let x = start;
  do {
    x = p[x] as number;
    len++;
  } while (x !== start);
  return len === moved;
}

/** Run kind of cell i taking the sticker of p[i]: 2r + (d < 0), or −1 for a junction. */
function neighbourKind(p: Uint16Array, i: number, w: number): number {
  const r = i >= w ? 1 : 0;
  const src = p[i] as number;
  if ((src >= w ? 1 : 0) !== r) return -1;
  const c = i - r * w;
  const sc = src - r * w;
  if (sc === (c + 1) % w) return 2 * r;
  if (sc === (c + w - 1) % w) return 2 * r + 1;
  return -1;
}

/** Splits a word's moved cells into neighbour runs (cyclic, per row) and junctions. */
function splitRuns(
  p: Uint16Array,
  w: number,
  runKind: number[],
  runC0: number[],
  runLen: number[],
  junPos: number[],
  junSrc: number[],
): void {
  for (let r = 0; r < 2; r++) {
    const kinds = Array.from({ length: w }, (_, c) => {
      const i = r * w + c;
      return p[i] === i ? -2 : neighbourKind(p, i, w);
    });
    const k0 = kinds[0] as number;
    if (k0 >= 0 && kinds.every((x) => x === k0)) {
      runKind.push(k0);
      runC0.push(0);
      runLen.push(w);
      continue;
    }
    for (let c = 0; c < w; c++) {
      const k = kinds[c] as number;
      if (k === -2) continue;
      if (k === -1) {
        junPos.push(r * w + c);
        junSrc.push(p[r * w + c] as number);
        continue;
      }
      // A run starts where the previous column (cyclically) is not of the same kind.
      if (kinds[(c + w - 1) % w] === k) continue;
      let len = 1;
      while (len < w && kinds[(c + len) % w] === k) len++;
      runKind.push(k);
      runC0.push(c);
      runLen.push(len);
    }
  }
}

/**
 * The inverse of action a (turns and shifts come in ± neighbours, flips are involutions); −1
 * for a 7-move word, whose inverse is no action.
 */
export function inverseAction(acts: BeamActions, a: number): number {
  const k = acts.kind[a];
  return k === FLIP ? a : k === CYCLE ? -1 : a ^ 1;
}

/** Emits action a as Santa moves of the pair (global rows top, bot). */
export function emitAction(
  acts: BeamActions,
  a: number,
  top: number,
  bot: number,
  w: number,
  out: string[],
): void {
  const r = acts.row[a] === 0 ? top : bot;
  const k = acts.kind[a];
  if (k === TURN) emitTurn(out, r, acts.step[a] as number, w);
  else {
    out.push(`f${acts.j[a]}`);
    if (k === SHIFT) {
      emitTurn(out, r, acts.step[a] as number, w);
      out.push(`f${acts.j[a]}`);
    } else if (k === CYCLE) {
      const f = `f${acts.j[a]}`;
      const r2 = acts.row2[a] === 0 ? top : bot;
      const c = acts.step2[a] as number;
      emitTurn(out, r, acts.step[a] as number, w);
      out.push(f);
      emitTurn(out, r2, c, w);
      out.push(f);
      emitTurn(out, r2, -c, w);
      out.push(f);
    }
  }
}
