import {
  type Perm,
  parity,
  SearchLimitError,
  type Solution,
  type SolveStats,
  throwIfAborted,
} from '@puz/perm';
import { cornerSlots } from '../checks.js';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { phase1 } from '../four/centres.js';
import { MOVES } from '../four/model.js';
import { readFourFacelets, solveFour } from '../four/solve.js';
import { coordsOf, reducedFacelets } from '../four/state.js';
import { fourTables } from '../four/tables.js';
import { FACES, type Face } from '../geometry.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { countMoves, parseAlg } from '../notation.js';
import { solveTwoPhase } from '../three/twophase.js';
import { centrePairTable } from './centre-pair.js';
import { mergeObtm } from './merge.js';
import { pairSymTable } from './pair-sym-table.js';
import { type Phase2End, p2State, phase2At, phase2Bound } from './phase2.js';
import { type Pairing, phase3At, phase3Bound } from './phase3.js';
import { p2Index, tprTables } from './tables.js';

/*
 * A 4x4x4 solver by three-phase reduction (TPR: Tsai's method as Chen Shuang's threephase runs
 * it) then the 3x3x3: (1) R/L centres onto R/L, all 36 moves; (2) U/D centres onto U/D with the
 * moves that keep R/L there, ending where every pair's wings sit in different classes (model3.ts);
 * (3) centres solved, pairs joined, no PLL parity, with U, D, F, B, R2, L2 and wide half turns;
 * (4) the 3x3x3 by @puz/cube/three's two-phase solver. Several phase-1 and phase-2 answers are
 * ranked by their length plus the next phase's table bound and the most promising are searched
 * on; the first (shortest) reduction the last phase finds is finished with the 3x3x3 (more with
 * `reductions`, the shortest whole kept). Answers are WCA outer block turns, merged, counted in OBTM,
 * and replayed on the facelets before they are returned.
 */

export interface TprOptions {
  signal?: AbortSignal;
  /*
   * The defaults below were chosen together (2026-11-27) on 80 random states (two sets of 40 from
   * cubing.js's random-state scrambler), mean OBTM of set F / set G and CPU a solve. The old ones
   * (40 phase-1 answers, 4 starts, 4 ends a start, 2 reductions, 300 ms for the 3x3x3) gave, on
   * the same code, 45.95 / 45.80 at 1.3 / 1.1 s; these give 45.60 / 45.35 at 0.51 / 0.60 s.
   * One reduction instead of two halves the last two phases' work for ~0.1 move; the time that
   * frees goes to more phase-1 answers and phase-2 ends, which give the last phase better starts.
   */
  /**
   * Phase-1 answers to consider (default 80: against 40, 45.88 against 46.08 on set F with one
   * reduction, and less time: phase 2 starts from lower bounds).
   */
  phase1Answers?: number;
  /**
   * Phase-2 starts (distinct states after phase-1 answers) that must give ends before phase 2
   * stops, best bound first (default 8: against 4, with 8 ends a start, 45.58 / 45.40 against
   * 45.77 / 45.67, for ~2x
   * phase 2's nodes, which are ~6x cheaper than the last phase's, and 5-25% fewer of those).
   */
  phase2Starts?: number;
  /**
   * Phase-2 ends collected per phase-2 start (default 16: against 8, 45.60 / 45.35 / 45.55
   * against 45.65 / 45.50 / 45.73 on sets F, G and a third set H of 40, for about the same CPU:
   * more ends from a search that already gives them are cheap, and the last phase gets better
   * starts; 8 against 4 gave 45.77 against 45.88 on set F).
   */
  phase2Ends?: number;
  /** Phase-2 ends the last phase may start from, best bound first (default 12). */
  phase3Tries?: number;
  /**
   * Reductions (phases 1-3) finished with the 3x3x3, the shortest whole kept (default 1: 2 gave
   * 45.65 against 45.77 on set F for 2.1x the CPU).
   */
  reductions?: number;
  /** How much longer than the shortest reduction found the others may be (default 1). */
  phase3Slack?: number;
  /** Node limit of the whole last phase (default 6 M). */
  phase3Nodes?: number;
  /** Node limit of one phase-2 search at one depth (default 150 k; nodes are the children the
   * centre table lets through). */
  phase2Nodes?: number;
  /** The 3x3x3's target length (default 19). */
  targetLength3?: number;
  /**
   * Time the 3x3x3 may take after each reduction when no answer that short comes (default 100 ms:
   * against 300, 45.83 against 45.77 OBTM on 40 random states for 54 against 127 ms a solve in
   * that phase; 50 ms gave 46.00).
   */
  budgetMs3?: number;
  /**
   * When the last phase finds nothing within its node limit: false throws SearchLimitError; the
   * default answers with @puz/cube/four's staged reduction instead (longer, `method: 'staged'`).
   */
  fallback?: boolean;
  /**
   * The pairing bound (default pairSymTable(), exact to the full depth, symmetry-reduced: 7.8 MB,
   * built once in ~12 s; pairFullTable() is the same distances unreduced, 60 MB,
   * minutes); tests pass pairs.ts's hash, exact to fewer moves, which builds in a second.
   */
  pairs?: Pairing;
  /**
   * The last phase's centre-pair bound (centre-pair.ts, default on: 49 MB, built in seconds);
   * false leaves the larger of the centre and pairing bounds alone (the A/B switch).
   */
  centrePair?: boolean;
}

/** `expanded`: nodes of all phases; per phase in `phaseNodes` (the 3x3x3's as its solver counts
 * them) and `phaseMs`. */
export interface TprStats extends SolveStats {
  phaseNodes: number[];
  phaseMs: number[];
}

/**
 * The repo's `Solution` in WCA `Move`s: outer block turns, merged; `length` in outer block turn
 * metric (OBTM); never proven shortest.
 */
export interface TprSolution extends Solution<Move> {
  optimal: false;
  stats: TprStats;
  /** Moves of each phase before merging. */
  phases: number[];
  /** 'tpr', or 'staged' when the fallback answered. */
  method: 'tpr' | 'staged';
}

const cube4 = new CubeMoves(4);
const SOLVED = solvedFacelets(4);
const CORNERS = cornerSlots(4);
const faceOf = (i: number) => FACES[i >> 4] as Face;
const HOME_CORNERS = CORNERS.map((slot) => slot.map(faceOf).sort().join(''));

function cornerParity(f: string): number {
  const p = new Uint8Array(8);
  CORNERS.forEach((slot, s) => {
    p[s] = HOME_CORNERS.indexOf(
      slot
        .map((i) => f[i] as string)
        .sort()
        .join(''),
    );
  });
  return parity(p as unknown as Perm);
}

/*
 * The half-turn rotations x2, y2, z2 (sticker maps): they keep every axis, and a cube held turned
 * by one of them is the same puzzle, with the same reductions (their moves turned alike) and the
 * same lengths. Different phase-1 or phase-2 paths often end on such twins (e.g. ... Fw2 Rw and
 * ... Bw2 Lw: the second is the first held z2); searching both only repeats the work, so each
 * phase keeps the first of its twins.
 */
const HALF_TURNS = ['x2', 'y2', 'z2'].map((r) => cube4.permOf(parseAlg(r, 4)));
/** A key shared by a facelet string and its half-turn twins (the least of the four). */
function twinKey(f: string): string {
  let key = f;
  const cells = [...f];
  for (const p of HALF_TURNS) {
    let g = '';
    for (let i = 0; i < p.length; i++) g += cells[p[i] as number];
    if (g < key) key = g;
  }
  return key;
}

/** Longest reduction (phases 1-3) looked for. */
const MAX_TOTAL = 40;

const applyAll = (f: string, ms: readonly number[]) =>
  applyMoves(
    f,
    ms.map((m) => MOVES[m]!.move),
    cube4,
  );

/** A filter keeping the first of each set of half-turn twins (by their facelets `f1`). */
function twinFilter(): (x: { f1: string }) => boolean {
  const seen = new Set<string>();
  return (x) => {
    const key = twinKey(x.f1);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

/** Solves a 4x4x4 facelet string (96 letters, U R F D L B faces, Kociemba's reading order). */
export function solveTpr(text: string, options: TprOptions = {}): TprSolution {
  const t0 = performance.now();
  const start = readFourFacelets(text);
  const t = tprTables();
  const pb = options.pairs ?? pairSymTable();
  const cp = options.centrePair === false ? undefined : centrePairTable().nib;
  let nodes = 0;

  // Phase 1: R/L centres, several shortest answers (and one longer), ranked by phase 2's bound.
  const c0 = coordsOf(start);
  const p1 = phase1(
    fourTables(),
    (c0.masks[0] as number) | (c0.masks[1] as number),
    options.phase1Answers ?? 80,
    1,
  );
  nodes += p1.nodes;
  const phaseNodes = [p1.nodes, 0, 0, 0];
  const phaseMs = [0, 0, 0, 0];
  let tMark = performance.now();
  const lap = (k: number) => {
    const now = performance.now();
    phaseMs[k] = (phaseMs[k] as number) + now - tMark;
    tMark = now;
  };
  const firsts = p1.answers
    .map((a1) => {
      const f1 = applyAll(start, a1);
      const c = coordsOf(f1);
      return { a1, f1, c, bound: a1.length + (t.p2[p2Index(p2State(c.masks, c.pos))] as number) };
    })
    .sort((x, y) => x.bound - y.bound)
    .filter(twinFilter());
  const starts = options.phase2Starts ?? 8;
  throwIfAborted(options.signal);
  lap(0);

  // Phase 2: ends from each, ranked by phase 3's bound.
  const ends: { a1: number[]; f1: string; end: Phase2End; bound: number }[] = [];
  // Phase-1 answers that leave the same phase-2 start (centres, wings, corner parity) share its
  // search; each gets its ends.
  const p2groups = new Map<string, (typeof firsts)[number][]>();
  for (const x of firsts) {
    const key = `${Array.from(x.c.masks).join(',')}:${x.c.pos.join(',')}:${cornerParity(x.f1)}`;
    const g = p2groups.get(key);
    if (g) g.push(x);
    else p2groups.set(key, [x]);
  }
  // Deepening over the length so far (phases 1 and 2) across the starts: for each total, every
  // start whose bound allows it gets one search at exactly the total minus its phase-1 length,
  // best bound first, until `starts` of them have given ends. A start whose wings are hard to
  // split then costs its shallow iterations only, not a whole node limit.
  const groups2 = [...p2groups.values()].map((members) => {
    const { c, f1, a1 } = members[0] as (typeof firsts)[number];
    const s2 = { masks: c.masks, pos: c.pos, cornerParity: cornerParity(f1) };
    return { members, s2, used: a1.length, lo: a1.length + phase2Bound(t, s2), got: 0 };
  });
  groups2.sort((x, y) => x.lo - y.lo);
  const perStart = options.phase2Ends ?? 16;
  const limit2 = options.phase2Nodes ?? 150_000;
  const budget2 = 8 * limit2;
  let spent2 = 0;
  let withEnds = 0;
  const lo2 = groups2[0]?.lo ?? 0;
  // Three totals past the lowest are enough nearly always. Past them the search goes on only while
  // no start has given an end (about one random state in 50 had none by then; without an end the
  // last phase cannot run and the staged fallback answered, ~20 moves longer), within a node cap.
  const cap2 = 4 * budget2;
  for (
    let total = lo2;
    (total <= lo2 + 3 || (!ends.length && spent2 < cap2 && total <= MAX_TOTAL)) &&
    withEnds < starts;
    total++
  ) {
    for (const g of groups2) {
      if (g.lo > total || g.got >= perStart) continue;
      const p2 = phase2At(t, g.s2, total - g.used, perStart - g.got, limit2);
      spent2 += p2.nodes;
      if (p2.ends.length && !g.got) withEnds++;
      g.got += p2.ends.length;
      for (const { a1, f1 } of g.members)
        for (const end of p2.ends)
          ends.push({
            a1,
            f1,
            end,
            bound: a1.length + end.moves.length + phase3Bound(t, pb, end.start3, cp),
          });
      throwIfAborted(options.signal);
      if (withEnds >= starts || (spent2 >= budget2 && ends.length)) break;
    }
    if (spent2 >= budget2 && ends.length) break;
  }
  nodes += spent2;
  phaseNodes[1] = spent2;
  ends.sort((x, y) => x.bound - y.bound);
  const distinct = twinFilter();
  const ends3 = ends.filter((e) => distinct({ f1: applyAll(e.f1, e.end.moves) }));
  lap(1);

  // Phase 3, deepening over the whole length: for each total L, every end whose bound allows L
  // gets one search at exactly L minus its moves so far. The first answer is the shortest
  // reduction these ends give (within the node limits); the search goes on to `reductions`
  // answers at most `phase3Slack` moves longer, since the 3x3x3 after each differs by a move or
  // two and the shortest whole answer is what counts.
  type Reduction = { a1: number[]; a2: number[]; a3: number[]; length: number };
  const found: Reduction[] = [];
  const want = Math.max(1, options.reductions ?? 1);
  // Different phase-1 and phase-2 paths often reach the same phase-3 start (centres and pairing):
  // its search to a given depth is then the same, so it runs once per group and depth, and an
  // answer serves every member at that depth (whose 3x3x3s differ).
  type End = (typeof ends)[number];
  const groups = new Map<string, { members: End[]; results: Map<number, number[] | null> }>();
  for (const e of ends3) {
    const key = `${e.end.start3.centres}:${e.end.start3.tau.join(',')}`;
    const g = groups.get(key);
    if (g) g.members.push(e);
    else if (groups.size < (options.phase3Tries ?? 12))
      groups.set(key, { members: [e], results: new Map() });
  }
  const tried = [...groups.values()];
  const budget = options.phase3Nodes ?? 6_000_000;
  let spent = 0;
  let last = MAX_TOTAL;
  const lowest = Math.min(99, ...tried.map((g) => (g.members[0] as End).bound));
  for (let total = lowest; total <= last && spent < budget; total++) {
    // This total's searches, fewest last-phase moves first: an answer at this total is as good
    // from any end, and a search costs ~5-10x more a move deeper (on 40 random states the
    // deepest search of the final total took most of the last phase's nodes while shallower
    // ends reached the same total for a few hundred each).
    const todo: { g: (typeof tried)[number]; m: End; depth: number }[] = [];
    for (const g of tried)
      for (const m of g.members)
        if (m.bound <= total) todo.push({ g, m, depth: total - m.a1.length - m.end.moves.length });
    todo.sort((x, y) => x.depth - y.depth);
    for (const { g, m, depth } of todo) {
      let a3 = g.results.get(depth);
      if (a3 === undefined) {
        const p3 = phase3At(t, pb, m.end.start3, depth, budget - spent, cp);
        spent += p3.nodes;
        throwIfAborted(options.signal);
        if (spent >= budget && !p3.moves) break;
        a3 = p3.moves ?? null;
        g.results.set(depth, a3);
      }
      if (!a3) continue;
      if (!found.length) last = Math.min(MAX_TOTAL, total + (options.phase3Slack ?? 1));
      found.push({ a1: m.a1, a2: m.end.moves, a3, length: total });
      if (found.length >= want) {
        last = -1;
        break;
      }
    }
  }
  const best = found[0];
  nodes += spent;
  phaseNodes[2] = spent;
  lap(2);
  if (!best) {
    if (options.fallback === false)
      throw new SearchLimitError('4x4x4 TPR solver: no reduction found within the node limits');
    // Rare: no end finished within the limits. The staged reduction always answers (longer).
    const s = solveFour(start, { signal: options.signal });
    return {
      moves: s.moves,
      length: s.length,
      ms: performance.now() - t0,
      optimal: false,
      stats: { expanded: nodes + s.nodes, phaseNodes, phaseMs },
      phases: s.phases,
      method: 'staged',
    };
  }

  // Phase 4: the 3x3x3 after each reduction; the shortest merged whole is kept.
  let answer: { moves: Move[]; length: number; phases: number[] } | undefined;
  for (const r of found) {
    const reduced = applyAll(start, [...r.a1, ...r.a2, ...r.a3]);
    // 19: a move shorter than the 3x3x3's default, about 1 move off the mean whole on 10 bench
    // states; the budget caps the rare 3x3x3 that needs 20 (its best by then is kept).
    const three = solveTwoPhase(reducedFacelets(reduced), {
      targetLength: options.targetLength3 ?? 19,
      budgetMs: options.budgetMs3 ?? 100,
      fullTable: true,
      signal: options.signal,
    });
    nodes += three.stats.expanded;
    phaseNodes[3] = (phaseNodes[3] as number) + three.stats.expanded;
    const threeMoves: Move[] = three.moves.map((m) =>
      m.from === 1 && m.to === 1 ? m : { ...m, from: 1, to: 4 },
    );
    const raw: Move[] = [...[...r.a1, ...r.a2, ...r.a3].map((m) => MOVES[m]!.move), ...threeMoves];
    const moves = mergeObtm(raw);
    const length = countMoves(moves, 4, 'htm');
    if (!answer || length < answer.length)
      answer = { moves, length, phases: [r.a1.length, r.a2.length, r.a3.length, three.length] };
  }
  lap(3);
  const { moves } = answer as NonNullable<typeof answer>;
  if (applyMoves(start, moves, cube4) !== SOLVED)
    throw new Error('4x4x4 TPR solver: the answer does not solve the cube (a bug)');
  return {
    moves,
    length: (answer as NonNullable<typeof answer>).length,
    ms: performance.now() - t0,
    optimal: false,
    stats: { expanded: nodes, phaseNodes, phaseMs },
    phases: (answer as NonNullable<typeof answer>).phases,
    method: 'tpr',
  };
}
