import {
  applyMoves,
  CubeMoves,
  FACES,
  isSolvedAnyOrientation,
  type Move,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import { orientCentres } from '@puz/cube/three';
import { PermPuzzle, type Solution } from '@puz/perm';
import { probeMoves, ShortProbe } from '@puz/search';

/*
 * Issue 33, class 12: every `puz solve` first asks the short probe (@puz/search's `shortProbe`, a
 * meet-in-the-middle search over the puzzle's own moves) for an answer within a few moves, and
 * only then runs the long method. Two-phase answered `R U` with 8 moves and the NxNxN reduction
 * turns a few-move scramble into dozens; the probe answers both with a proved shortest answer.
 */

/**
 * The probe's work for a puzzle of `size` positions (positions written; see `ShortProbeOptions`):
 * the goal side is built once with this much, and each start gets as much again. A 3x3x3
 * reaches 8 moves (a table of 4), a 33x33x33 4 (about a second, a tenth of its reduction).
 */
export function probeWork(size: number): number {
  return Math.min(4e7, 5e6 + 3000 * size);
}

/** What the probe answered, in the solver's own move words. */
export interface ProbeAnswer {
  moves: string[];
  length: number;
  ms: number;
  expanded: number;
}

/** The last goal side built for each model: a scrambles file pays for its table once. */
const sides = new WeakMap<PermPuzzle, { goal: string; side: ShortProbe }>();

/** The goal side of `model` for `goal`, built once (within the probe's work) and kept. */
function sideFor(model: PermPuzzle, goal: readonly string[]): ShortProbe {
  const key = goal.join(';');
  const kept = sides.get(model);
  if (kept?.goal === key) return kept.side;
  const moves = kept?.side.moves ?? probeMoves(model);
  const side = new ShortProbe(model, goal, { moves, maxWork: probeWork(model.size) });
  sides.set(model, { goal: key, side });
  return side;
}

/**
 * The shortest answer from `start` to `goal` if one is within the probe's reach, cut where it
 * first gets within `wildcards`, and checked by a replay; else undefined.
 */
export function probeRegistry(
  model: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  wildcards: number,
  signal?: AbortSignal,
): ProbeAnswer | undefined {
  if (start.length !== model.size || goal.length !== model.size) return undefined;
  const r = sideFor(model, goal).probe(start, {
    maxWork: probeWork(model.size),
    ...(signal ? { signal } : {}),
  });
  if (!r.moves) return undefined;
  const cut = r.moves.slice(0, model.firstWithin(start, goal, r.moves, wildcards));
  const check = model.check(start, goal, cut, wildcards);
  if (!check.valid) throw new Error(`the short probe's answer fails the replay: ${check.message}`);
  return { moves: cut, length: cut.length, ms: r.ms, expanded: r.expanded };
}

/** A probe answer as the registry's `Solution`: optimal when the goal is exact (no wildcards). */
export function probeSolution(answer: ProbeAnswer, wildcards: number): Solution {
  return {
    moves: answer.moves,
    length: answer.length,
    ms: answer.ms,
    optimal: wildcards === 0,
    solver: 'probe',
    stats: { expanded: answer.expanded },
  };
}

let cube3: { puzzle: PermPuzzle; side: ShortProbe; cube: CubeMoves } | undefined;

/** The 3x3x3 as the probe sees it: 54 facelets, the face turns of HTM (`-U` is U'). */
function cube3Model() {
  if (!cube3) {
    const cube = new CubeMoves(3);
    const puzzle = new PermPuzzle({
      name: '3x3x3',
      moves: FACES.flatMap((f) =>
        ['', '2'].map((s) => [`${f}${s}`, cube.perm(parseAlg(`${f}${s}`, 3)[0] as Move)] as const),
      ),
    });
    const side = new ShortProbe(puzzle, [...solvedFacelets(3)], { maxWork: probeWork(54) });
    cube3 = { puzzle, side, cube };
  }
  return cube3;
}

/**
 * The probe on a 3x3x3 facelet string, as `puz solve 3x3x3`'s solvers answer: the rotation that
 * brings the centres home (none with anyOrientation), then face turns; length in HTM. Checked.
 */
export function probeCube3(
  facelets: string,
  anyOrientation: boolean,
): { moves: Move[]; length: number; ms: number; expanded: number } | undefined {
  const { puzzle, side, cube } = cube3Model();
  const { home, lead } = orientCentres(facelets, anyOrientation);
  const r = side.probe([...home], { maxWork: probeWork(puzzle.size) });
  if (!r.moves) return undefined;
  const turns = parseAlg(
    r.moves.map((m) => (m.startsWith('-') ? `${m.slice(1)}'` : m)).join(' '),
    3,
  );
  const answer = [...lead, ...turns];
  const end = applyMoves(facelets, answer, cube);
  if (anyOrientation ? !isSolvedAnyOrientation(end) : end !== solvedFacelets(3))
    throw new Error(`the short probe's 3x3x3 answer does not solve the cube (a bug)`);
  return { moves: answer, length: turns.length, ms: r.ms, expanded: r.expanded };
}
