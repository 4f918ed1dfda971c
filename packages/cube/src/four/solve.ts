import { parity, SearchLimitError, type Solution, throwIfAborted } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { applyMoves, parseFacelets, solvedFacelets } from '../facelets.js';
import type { Face } from '../geometry.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { countMoves, parseAlg, simplifyAlg } from '../notation.js';
import { cubieFromFacelets } from '../three/cubie.js';
import { solveTwoPhase } from '../three/twophase.js';
import { phase1, phase2 } from './centres.js';
import { finishPairs } from './l2e.js';
import { CENTRE_ORDER, CENTRES, MOVES } from './model.js';
import { joinedPairs, pairBound, pairStage, tripleBound } from './pairing.js';
import { applyMove, coordsOf, isReduced, reducedFacelets } from './state.js';
import { type FourTables, fourTables } from './tables.js';

/*
 * A 4x4x4 solver for WCA users, by reduction: (1) R/L centres onto R/L, (2) U/D centres onto U/D
 * with an even wing permutation (no OLL parity), (3) the centres solved and the wing pairs joined
 * with outer turns and wide half turns, two more pairs a stage, the last stage refusing a PLL
 * parity, then (4) the 3x3x3 that is left, by @puz/cube/three's two-phase solver. Answers are in
 * WCA notation (outer block turns: U, Uw, ...), merged, counted in the outer block turn metric,
 * and replayed on the facelets before they are returned.
 */

export interface FourOptions {
  /** Stops the solve (SolveAbortedError). */
  signal?: AbortSignal;
  /** Phase-4 target length handed to the two-phase solver (default 20). */
  targetLength3?: number;
  /** Nodes the last pairing stage may spend avoiding PLL parity before it appends the parity algorithm. */
  parityNodes?: number;
  /** Node limit of one pairing stage (default 3 M); a phase-2 answer whose pairing hits it is dropped. */
  stageNodes?: number;
  /** Pairs the first stage joins while it solves the centres: 2 or 3 (default 3). */
  firstPairs?: 2 | 3;
  /** Phase-2 answers to try (default 8). */
  candidates?: number;
  /** Pairings to finish, the shortest kept (default 1; 2 is ~2 moves shorter at ~2x the time). */
  tries?: number;
  /**
   * Instead of `tries`: keep finishing pairings from further phase-2 answers (up to `candidates`)
   * until this many milliseconds have passed since the start; the shortest is kept.
   */
  budgetMs?: number;
}

/**
 * The repo's `Solution` in WCA `Move`s (outer block turns, and whole-cube rotations if merging
 * made any); `length` counts outer block turns (OBTM: a rotation counts 0); never proven shortest;
 * `stats.expanded` counts the nodes of every phase's searches, the 3x3x3's included.
 */
export interface FourSolution extends Solution<Move> {
  optimal: false;
  /** Moves of each phase before merging: centres R/L, centres U/D, pairing, 3x3x3. */
  phases: number[];
  /** @deprecated the same count as `stats.expanded` (the one spelling); kept for one release. */
  nodes: number;
}

const cube4 = new CubeMoves(4);
const SOLVED = solvedFacelets(4);

/** The reduced cube's 3x3x3 is solvable: corner and edge permutations of one parity (no PLL parity). */
function noPllParity(facelets: string): boolean {
  const c = cubieFromFacelets(reducedFacelets(facelets));
  return parity(c.cp as never) === parity(c.ep as never);
}

/**
 * Swaps two edges of a reduced cube and nothing else that a 3x3x3 cannot fix: the PLL parity
 * algorithm (checked in the tests). Appended when the last stage's search for a parity-free
 * finish runs out of nodes.
 */
export const PLL_PARITY_ALG = '2R2 U2 2R2 Uw2 2R2 Uw2';
const PARITY_MOVES = parseAlg(PLL_PARITY_ALG, 4);
/** Nodes the last stage may spend looking for a finish without PLL parity. */
const PARITY_NODES = 2_000_000;

/** One stage: two more pairs joined (the centres solved, joined pairs kept), as moves. */
function pairingStage(
  tables: FourTables,
  f: string,
  stageNodes: number,
  parityNodes: number,
  firstPairs: number,
): { moves: Move[]; nodes: number } | undefined {
  const c = coordsOf(f);
  const keep = joinedPairs(c.pos);
  const s = {
    r: c.masks[0] as number,
    u: c.masks[2] as number,
    f: c.masks[4] as number,
    pos: c.pos,
  };
  const asMoves = (ms: readonly number[]) => ms.map((m) => MOVES[m]!.move);
  // A finish (all pairs joined) must leave no PLL parity.
  const accept = (path: readonly number[]) => {
    const g = applyAll(f, path);
    return joinedPairs(coordsOf(g).pos).length < 12 || noPllParity(g);
  };
  // The first stage also solves the centres, which takes long enough to join three pairs on the way.
  const centred = c.masks[0] === 0x0f && c.masks[2] === 0xf00 && c.masks[4] === 0xf0000;
  const choices = choosePairs(tables, c.pos, keep, centred ? 2 : firstPairs);
  let fresh = choices[0] as number[];
  let last = keep.length + fresh.length >= 10;
  let spent = 0;
  for (const choice of choices) {
    fresh = choice;
    last = keep.length + fresh.length >= 10;
    const found = pairStage(tables, s, keep, fresh, 20, last ? parityNodes : stageNodes, accept);
    if (found) return { moves: asMoves(found.moves), nodes: spent + found.nodes };
    spent += last ? parityNodes : stageNodes;
    if (last) break;
  }
  // Where the stage search is weak (mostly near the end): set-up turns and pairing algorithms.
  const colours = Int8Array.from(CENTRES, (i) => CENTRE_ORDER.indexOf(f[i] as Face));
  const target = keep.length + fresh.length;
  if (!last) {
    const moves = finishPairs(
      colours,
      c.pos,
      keep,
      target,
      4,
      (ms) => joinedPairs(coordsOf(applyMoves(f, ms, cube4)).pos).length < 12,
    );
    return moves && { moves, nodes: spent };
  }
  const clean = finishPairs(colours, c.pos, keep, 12, 4, (ms) =>
    noPllParity(applyMoves(f, ms, cube4)),
  );
  if (clean) return { moves: clean, nodes: spent };
  const any =
    pairStage(tables, s, keep, fresh, 20, stageNodes) ??
    finishPairs(colours, c.pos, keep, 12, 4, () => true);
  if (!any) return undefined;
  const moves = Array.isArray(any) ? [...any] : asMoves(any.moves);
  if (!noPllParity(applyMoves(f, moves, cube4))) moves.push(...PARITY_MOVES);
  return { moves, nodes: spent + stageNodes };
}

/**
 * The open pairs (edges) to join next, `count` of them, that look nearest to joining together with
 * the kept ones by the tables (two: the two-pair table and each kept pair's triple; three: their
 * triple). All the rest when no more than `count` + 1 are open.
 */
function choosePairs(
  tables: FourTables,
  pos: Int8Array,
  keep: readonly number[],
  count: number,
): number[][] {
  const open = [...Array(12).keys()].filter((e) => !keep.includes(e));
  if (open.length <= count + 1) return [open];
  const ranked: { set: number[]; h: number }[] = [];
  const consider = (set: number[], h: number) => ranked.push({ set, h });
  for (let i = 0; i < open.length; i++)
    for (let j = i + 1; j < open.length; j++) {
      const a = open[i] as number;
      const b = open[j] as number;
      if (count === 2) {
        let h = pairBound(tables, pos, a, b);
        for (const k of keep) h = Math.max(h, tripleBound(tables, pos, a, b, k));
        consider([a, b], h);
        continue;
      }
      for (let l = j + 1; l < open.length; l++) {
        const c = open[l] as number;
        consider([a, b, c], tripleBound(tables, pos, a, b, c));
      }
    }
  // Best first; when a stage runs out of nodes the next sets are tried, then single pairs.
  ranked.sort((x, y) => x.h - y.h);
  const singles = open.map((e) => [e]);
  return [...ranked.slice(0, 3).map((r) => r.set), ...singles.slice(0, 3)];
}

/** Node limit of one stage: most take thousands to a few hundred thousand. */
const STAGE_NODES = 1_000_000;

/** All of phase 3 from `f`, stage by stage; no moves when a stage runs out of nodes. */
function pairAll(
  tables: FourTables,
  f: string,
  options: FourOptions,
): { moves?: Move[]; nodes: number } {
  const moves: Move[] = [];
  let nodes = 0;
  while (!isReduced(f)) {
    const stage = pairingStage(
      tables,
      f,
      options.stageNodes ?? STAGE_NODES,
      options.parityNodes ?? PARITY_NODES,
      options.firstPairs ?? 3,
    );
    if (!stage) return { nodes };
    nodes += stage.nodes;
    moves.push(...stage.moves);
    f = applyMoves(f, stage.moves, cube4);
    throwIfAborted(options.signal);
  }
  return { moves, nodes };
}

const applyAll = (facelets: string, moves: readonly number[]) =>
  moves.reduce((f, m) => applyMove(f, m), facelets);

/** A 4x4x4 facelet string read and checked (96 letters, a reachable state), or InvalidStateError. */
export function readFourFacelets(text: string): ReturnType<typeof parseFacelets> {
  const start = parseFacelets(text);
  if (start.length !== 96)
    throw new InvalidStateError(
      'length',
      `a 4x4x4 facelet string has 96 letters; this one has ${start.length}`,
    );
  checkState(start);
  return start;
}

/** Solves a 4x4x4 facelet string (96 letters, U R F D L B faces, Kociemba's reading order). */
export function solveFour(text: string, options: FourOptions = {}): FourSolution {
  const t0 = performance.now();
  const start = readFourFacelets(text);
  const tables = fourTables();
  let nodes = 0;

  // Phase 1: R/L centres.
  const c0 = coordsOf(start);
  const p1 = phase1(tables, (c0.masks[0] as number) | (c0.masks[1] as number), 1);
  nodes += p1.nodes;
  const a1 = p1.answers[0] as number[];
  const f1 = applyAll(start, a1);
  throwIfAborted(options.signal);

  // Phase 2: U/D centres, wing parity. Several answers: each is tried by phase 3.
  const c1 = coordsOf(f1);
  const p2 = phase2(
    tables,
    (c1.masks[0] as number) & 0xff,
    (c1.masks[2] as number) | (c1.masks[3] as number),
    parity(Uint8Array.from(c1.pos) as never),
    options.candidates ?? 8,
    1,
  );
  nodes += p2.nodes;

  // Phase 3: centres and pairs, in stages; the shortest of the first `tries` that finish.
  let best: { a2: number[]; pairing: Move[]; f: string; length: number } | undefined;
  let finished = 0;
  for (const a2 of p2.answers) {
    const f2 = applyAll(f1, a2);
    const paired = pairAll(tables, f2, options);
    nodes += paired.nodes;
    throwIfAborted(options.signal);
    if (!paired.moves) continue;
    const length = a2.length + countMoves(paired.moves, 4, 'htm');
    if (!best || length < best.length)
      best = { a2, pairing: paired.moves, f: applyMoves(f2, paired.moves, cube4), length };
    finished++;
    // Another pairing only while the budget lasts (or up to `tries`).
    if (
      options.budgetMs !== undefined
        ? performance.now() - t0 >= options.budgetMs
        : finished >= (options.tries ?? 1)
    )
      break;
  }
  if (!best) throw new SearchLimitError('4x4x4 solver: no pairing found within the node limits');
  const found = [a1, best.a2];
  const pairing = best.pairing;
  const f = best.f;

  // Phase 4: the 3x3x3.
  const three = solveTwoPhase(reducedFacelets(f), {
    targetLength: options.targetLength3 ?? 20,
    signal: options.signal,
  });
  nodes += three.stats.expanded;
  const threeMoves: Move[] = three.moves.map((m) =>
    m.from === 1 && m.to === 1 ? m : { ...m, from: 1, to: 4 },
  );

  const raw: Move[] = [
    ...found.flatMap((ms) => ms.map((m) => MOVES[m]!.move)),
    ...pairing,
    ...threeMoves,
  ];
  const moves = simplifyAlg(raw, 4);
  if (applyMoves(start, moves, cube4) !== SOLVED)
    throw new Error('4x4x4 solver: the answer does not solve the cube (a bug)');
  return {
    moves,
    length: countMoves(moves, 4, 'htm'),
    ms: performance.now() - t0,
    optimal: false,
    stats: { expanded: nodes },
    phases: [...found.map((p) => p.length), countMoves(pairing, 4, 'htm'), three.length],
    nodes,
  };
}
