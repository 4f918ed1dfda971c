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
import { PermPuzzle, type RegistrySolution } from '@puz/perm';
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
  const side = new ShortProbe(model, goal, { moves, budgetNodes: probeWork(model.size) });
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
    budgetNodes: probeWork(model.size),
    ...(signal ? { signal } : {}),
  });
  if (!r.moves) return undefined;
  const cut = r.moves.slice(0, model.firstWithin(start, goal, r.moves, wildcards));
  const check = model.check(start, goal, cut, wildcards);
  if (!check.valid) throw new Error(`the short probe's answer fails the replay: ${check.message}`);
  return { moves: cut, length: cut.length, ms: r.ms, expanded: r.expanded };
}

/** A probe answer as the registry's `Solution`: optimal when the goal is exact (no wildcards). */
export function probeSolution(answer: ProbeAnswer, wildcards: number): RegistrySolution {
  return {
    moves: answer.moves,
    length: answer.length,
    ms: answer.ms,
    optimal: wildcards === 0,
    solver: 'probe',
    stats: { expanded: answer.expanded },
  };
}

interface WcaProbe {
  puzzle: PermPuzzle;
  side: ShortProbe;
  cube: CubeMoves;
}
const wcaProbes = new Map<number, WcaProbe>();

/**
 * An n-cube as the probe sees it: its facelets and the outer block turns of WCA notation, face
 * turns (and, n ≥ 4, wide turns `Rw`) quarter and half, each one move (`-U` is U'): HTM on the
 * 3x3x3, the outer block turn metric on bigger cubes.
 */
function wcaModel(n: number): WcaProbe {
  let probe = wcaProbes.get(n);
  if (!probe) {
    const cube = new CubeMoves(n);
    const blocks = n >= 4 ? ['', 'w'] : [''];
    const puzzle = new PermPuzzle({
      name: `${n}x${n}x${n}`,
      moves: FACES.flatMap((f) =>
        blocks.flatMap((w) =>
          ['', '2'].map((s) => {
            const name = `${f}${w}${s}`;
            return [name, cube.perm(parseAlg(name, n)[0] as Move)] as const;
          }),
        ),
      ),
    });
    const side = new ShortProbe(puzzle, [...solvedFacelets(n)], {
      budgetNodes: probeWork(puzzle.size),
    });
    probe = { puzzle, side, cube };
    wcaProbes.set(n, probe);
  }
  return probe;
}
const cube3Model = () => wcaModel(3);

/**
 * The probe on a 4x4x4 (or bigger) facelet string in WCA moves, as `puz solve 4x4x4`'s default
 * solver answers (outer block turns, counted one each, to the solved cube as given); checked.
 */
export function probeWcaCube(
  n: number,
  facelets: string,
): { moves: Move[]; length: number; ms: number; expanded: number } | undefined {
  const { puzzle, side, cube } = wcaModel(n);
  const r = side.probe([...facelets], { budgetNodes: probeWork(puzzle.size) });
  if (!r.moves) return undefined;
  const answer = parseAlg(
    r.moves.map((m) => (m.startsWith('-') ? `${m.slice(1)}'` : m)).join(' '),
    n,
  );
  if (applyMoves(facelets, answer, cube) !== solvedFacelets(n))
    throw new Error(`the short probe's ${n}x${n}x${n} answer does not solve the cube (a bug)`);
  return { moves: answer, length: r.moves.length, ms: r.ms, expanded: r.expanded };
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
  const r = side.probe([...home], { budgetNodes: probeWork(puzzle.size) });
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
