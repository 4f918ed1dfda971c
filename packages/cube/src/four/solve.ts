import { SearchLimitError, throwIfAborted } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { applyMoves, parseFacelets, solvedFacelets } from '../facelets.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { countMoves, simplifyAlg } from '../notation.js';
import { solveTwoPhase } from '../three/twophase.js';
import { phase1, phase2 } from './centres.js';
import { MOVES } from './model.js';
import { phase3 } from './pairs.js';
import { applyMove, coordsOf, isReduced, phase2Start, phase3Start, reducedFacelets } from './state.js';
import { fourTables } from './tables.js';

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
}

export interface FourSolution {
  /** Outer block turns (and whole-cube rotations, if merging made any). */
  moves: Move[];
  /** Outer block turn metric (OBTM): an outer block turn counts 1, a rotation 0. */
  length: number;
  ms: number;
  /** Moves of each phase before merging: centres R/L, centres U/D, pairing, 3x3x3. */
  phases: number[];
  nodes: number;
}

const cube4 = new CubeMoves(4);
const SOLVED = solvedFacelets(4);

const applyAll = (facelets: string, moves: readonly number[]) =>
  moves.reduce((f, m) => applyMove(f, m), facelets);

/** Solves a 4x4x4 facelet string (96 letters, U R F D L B faces, Kociemba's reading order). */
export function solveFour(text: string, options: FourOptions = {}): FourSolution {
  const t0 = performance.now();
  const start = parseFacelets(text);
  if (start.length !== 96)
    throw new InvalidStateError('length', `a 4x4x4 facelet string has 96 letters; this one has ${start.length}`);
  checkState(start);
  const tables = fourTables();
  let nodes = 0;
  const found: number[][] = [];
  let f = start;

  // Phase 1: R/L centres.
  const c0 = coordsOf(f);
  const p1 = phase1(tables, (c0.masks[0] as number) | (c0.masks[1] as number), 1);
  nodes += p1.nodes;
  found.push(p1.answers[0] as number[]);
  f = applyAll(f, found[0] as number[]);
  throwIfAborted(options.signal);

  // Phase 2: U/D centres, wing classes, wing parity.
  const p2 = phase2(tables, phase2Start(f), 1);
  nodes += p2.nodes;
  if (!p2.answers[0]) throw new SearchLimitError('4x4x4 solver: phase 2 found nothing (a bug)');
  found.push(p2.answers[0]);
  f = applyAll(f, p2.answers[0]);
  throwIfAborted(options.signal);

  // Phase 3: centres, pairs, PLL parity.
  const p3 = phase3(tables, phase3Start(f), 1, 24, 200_000_000);
  nodes += p3.nodes;
  if (!p3.answers[0]) throw new SearchLimitError('4x4x4 solver: phase 3 found nothing within its limits');
  found.push(p3.answers[0]);
  f = applyAll(f, p3.answers[0]);
  if (!isReduced(f)) throw new Error('4x4x4 solver: phase 3 did not reduce the cube (a bug)');

  // Phase 4: the 3x3x3.
  const three = solveTwoPhase(reducedFacelets(f), {
    targetLength: options.targetLength3 ?? 20,
    signal: options.signal,
  });
  nodes += three.nodes;
  const threeMoves: Move[] = three.moves.map((m) =>
    m.from === 1 && m.to === 1 ? m : { ...m, from: 1, to: 4 },
  );

  const raw: Move[] = [...found.flatMap((ms) => ms.map((m) => MOVES[m]!.move)), ...threeMoves];
  const moves = simplifyAlg(raw, 4);
  if (applyMoves(start, moves, cube4) !== SOLVED)
    throw new Error('4x4x4 solver: the answer does not solve the cube (a bug)');
  return {
    moves,
    length: countMoves(moves, 4, 'htm'),
    ms: performance.now() - t0,
    phases: [...found.map((p) => p.length), three.length],
    nodes,
  };
}
