import { parity, SearchLimitError, throwIfAborted } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { applyMoves, parseFacelets, solvedFacelets } from '../facelets.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { countMoves, simplifyAlg } from '../notation.js';
import { cubieFromFacelets } from '../three/cubie.js';
import { solveTwoPhase } from '../three/twophase.js';
import { phase1, phase2 } from './centres.js';
import { MOVES } from './model.js';
import { joinedPairs, pairStage } from './pairing.js';
import { applyMove, coordsOf, isReduced, reducedFacelets } from './state.js';
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

/** The reduced cube's 3x3x3 is solvable: corner and edge permutations of one parity (no PLL parity). */
function noPllParity(facelets: string): boolean {
  const c = cubieFromFacelets(reducedFacelets(facelets));
  return parity(c.cp as never) === parity(c.ep as never);
}

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
  const rl = (c0.masks[0] as number) | (c0.masks[1] as number);
  const p1 = phase1(tables, rl, 1);
  nodes += p1.nodes;
  found.push(p1.answers[0] as number[]);
  f = applyAll(f, found[0] as number[]);
  throwIfAborted(options.signal);

  // Phase 2: U/D centres, wing parity.
  const c1 = coordsOf(f);
  const wingParity = parity(Uint8Array.from(c1.pos) as never);
  const p2 = phase2(tables, (c1.masks[0] as number) & 0xff, (c1.masks[2] as number) | (c1.masks[3] as number), wingParity, 1);
  nodes += p2.nodes;
  found.push(p2.answers[0] as number[]);
  f = applyAll(f, found[1] as number[]);
  throwIfAborted(options.signal);

  // Phase 3: centres and pairs, in stages.
  const pairing: number[] = [];
  for (;;) {
    const c = coordsOf(f);
    const keep = joinedPairs(c.pos);
    const centresHome = isReduced(f);
    if (centresHome) break;
    const stageStart = f;
    // A goal that joins the last pairs must leave no PLL parity.
    const accept = (path: readonly number[]) => {
      const g = applyAll(stageStart, path);
      return joinedPairs(coordsOf(g).pos).length < 12 || noPllParity(g);
    };
    const answer = pairStage(
      tables,
      { r: c.masks[0] as number, u: c.masks[2] as number, f: c.masks[4] as number, pos: c.pos },
      keep,
      2,
      20,
      50_000_000,
      accept,
    );
    if (!answer) throw new SearchLimitError('4x4x4 solver: a pairing stage found nothing within its limits');
    nodes += answer.nodes;
    pairing.push(...answer.moves);
    f = applyAll(f, answer.moves);
    throwIfAborted(options.signal);
  }
  found.push(pairing);

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
