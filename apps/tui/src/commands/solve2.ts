import { applyMoves, CubeMoves, checkState, formatAlg, parseAlg, solvedFacelets } from '@puz/cube';
import {
  faceletsFromPosition,
  faceletsToCab203,
  mit6006,
  parseCs440Net,
  positionFromFacelets,
  ROTATIONS,
  solve2x2x2,
  solveCab203,
  solveCs440,
  TWO_SOLVERS,
  type TwoSolver,
} from '@puz/cube/two';
import { apply, fromArray, SearchLimitError, UsageError } from '@puz/perm';
import { solveWca } from '@puz/puzzles';

import { EXIT } from '../exit.js';
import type { Io } from '../io.js';
import { withTableNote } from '../progress.js';
import { readStateFile, refuseOptions } from './input.js';
import { solveScramblesFile } from './scrambles-file.js';

export const MOVE_SETS = ['htm', 'qtm', '6006', 'cab203', 'cs440'] as const;
export const FORMATS = ['facelets', 'cs440', 'perm6006'] as const;

/**
 * The `puz solve` flags as commander gives them (strings, unparsed). Not the solver boundary's
 * `SolveOptions` (@puz/perm), which the registry's solvers take: the commands read these into it.
 */
export interface SolveFlags {
  scramble?: string;
  state?: string;
  stateFile?: string;
  scramblesFile?: string;
  format?: string;
  moves?: string;
  solver?: string;
  anyOrientation?: boolean;
  budgetMs?: string;
  maxLength?: string;
  /** 3x3x3 optimal: worker threads. */
  threads?: string;
  /** 3x3x3 optimal: auto, huge, nx, nxp or phase1. */
  table?: string;
  seed?: string;
  goal?: string;
  wildcards?: string;
  json?: boolean;
}

/** Exactly one start: refused (exit 2) when none or several are given. */
export function checkOneInput(options: SolveFlags): void {
  const inputs = [options.scramble, options.state, options.stateFile, options.scramblesFile].filter(
    (x) => x !== undefined,
  );
  if (inputs.length !== 1)
    throw new UsageError(
      'give exactly one of --scramble ALG, --state S, --state-file F, --scrambles-file F',
    );
}

const cube2 = new CubeMoves(2);

/** The start state as a 2x2x2 facelet string, from whichever input was given. */
function readState(
  options: SolveFlags,
  text: string | undefined,
  scramble: string | undefined,
): string {
  if (scramble !== undefined) return applyMoves(solvedFacelets(2), parseAlg(scramble, 2), cube2);
  const format =
    options.format ?? (options.stateFile && /\n/.test(text ?? '') ? 'cs440' : 'facelets');
  const body = (text ?? '').trim();
  if (format === 'cs440') return parseCs440Net(body);
  if (format === 'perm6006') {
    const numbers = body
      .split(/[\s,()[\]]+/)
      .filter(Boolean)
      .map(Number);
    const position = fromArray(numbers);
    if (position.length !== 24)
      throw new UsageError(`a 6.006 position has 24 numbers; this one has ${position.length}`);
    const facelets = faceletsFromPosition(position);
    checkState(facelets);
    return facelets;
  }
  if (format !== 'facelets')
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got "${format}"`);
  const facelets = body.replace(/\s+/g, '');
  checkState(facelets);
  if (facelets.length !== 24)
    throw new UsageError(`a 2x2x2 facelet string has 24 letters; this one has ${facelets.length}`);
  return facelets;
}

export interface Solved {
  puzzle: '2x2x2';
  solver: string;
  moveSet: string;
  moves: string[];
  length: number;
  optimal: boolean;
  ms: number;
  expanded: number;
}

/** Solves one 2x2x2 state with the chosen move set and solver; every answer is replayed. */
export function solveOne(facelets: string, options: SolveFlags): Solved {
  const moveSet = options.moves ?? 'htm';
  if (!(MOVE_SETS as readonly string[]).includes(moveSet))
    throw new UsageError(`--moves must be one of ${MOVE_SETS.join(', ')}, got "${moveSet}"`);
  const solver =
    options.solver ??
    (moveSet === 'cs440'
      ? 'astar'
      : moveSet === '6006' || moveSet === 'cab203'
        ? 'bidirectional'
        : 'table');
  const t0 = performance.now();
  if (moveSet === 'htm' || moveSet === 'qtm') {
    if (!(TWO_SOLVERS as readonly string[]).includes(solver))
      throw new UsageError(`--solver must be one of ${TWO_SOLVERS.join(', ')}, got "${solver}"`);
    // Through the registry (@puz/puzzles' WCA family, as the app's worker solves): the free
    // rotation that brings the DBL corner home, then the family's solver, its answer replayed.
    // --any-orientation (face turns conjugated, no rotation) is @puz/cube/two's own, called as is.
    const s = withTableNote(process.stderr, "God's table", () => {
      if (options.anyOrientation) {
        const a = solve2x2x2(facelets, {
          metric: moveSet,
          solver: solver as TwoSolver,
          anyOrientation: true,
        });
        return { moves: a.moves, length: a.length, expanded: a.stats.expanded };
      }
      const a = solveWca(2, facelets, { solver, metric: moveSet });
      return { moves: a.moves, length: a.solution.length, expanded: a.solution.stats.expanded };
    });
    return {
      puzzle: '2x2x2',
      solver,
      moveSet,
      moves: formatAlg(s.moves, 2).split(' ').filter(Boolean),
      length: s.length,
      optimal: true,
      ms: performance.now() - t0,
      expanded: s.expanded,
    };
  }
  if (moveSet === 'cs440') {
    if (solver !== 'astar')
      throw new UsageError('the CS440 model is solved by A* (--solver astar)');
    let s: ReturnType<typeof solveCs440>;
    try {
      s = solveCs440(facelets, { rotationInvariant: options.anyOrientation });
    } catch (error) {
      if (error instanceof SearchLimitError) {
        // A limit, not bad input: the position is fine, this model's search is too weak for it.
        throw new SearchLimitError(
          `the CS440 model (A* with the seed's misplaced/12 heuristic) gave up after ${error.stats.expanded.toLocaleString('en-US')} expansions: this position is too deep for it; --moves qtm solves any position optimally`,
          error.stats,
        );
      }
      throw error;
    }
    return {
      puzzle: '2x2x2',
      solver,
      moveSet,
      moves: s.moves,
      length: s.moves.length,
      optimal: true,
      ms: performance.now() - t0,
      expanded: s.stats.expanded,
    };
  }
  if (moveSet === 'cab203') {
    if (solver !== 'bfs' && solver !== 'bidirectional')
      throw new UsageError('the CAB203 model is solved by BFS (--solver bfs)');
    const s = solveCab203(faceletsToCab203(facelets));
    return {
      puzzle: '2x2x2',
      solver: 'bfs',
      moveSet,
      moves: s.moves,
      length: s.distance,
      optimal: true,
      ms: performance.now() - t0,
      expanded: s.classes.reduce((a, b) => a + b, 0),
    };
  }
  if (solver !== 'bidirectional')
    throw new UsageError(
      `the 6.006 model is solved by bidirectional BFS (--solver bidirectional), got "${solver}"`,
    );
  // 6.006: the BDR cubelet never moves, so first turn the whole cube to put it home (free).
  const rotation = ROTATIONS.find((r) => bdrHome(apply(r.perm, [...facelets]).join('')));
  if (!rotation) throw new UsageError('no rotation puts the BDR cubelet home');
  const turned = apply(rotation.perm, [...facelets]).join('');
  const path = mit6006.shortestPath(positionFromFacelets(turned), mit6006.I);
  if (!path) throw new UsageError('this position cannot be solved with the 6.006 twists');
  const names = [
    ...formatAlg(rotation.moves, 2).split(' ').filter(Boolean),
    ...path.map((t) => mit6006.name(t) as string),
  ];
  return {
    puzzle: '2x2x2',
    solver: 'bidirectional',
    moveSet,
    moves: names,
    length: path.length,
    optimal: true,
    ms: performance.now() - t0,
    expanded: 0,
  };
}

/** The BDR cubelet (6.006 labels 21-23) in its place, untwisted. */
function bdrHome(facelets: string): boolean {
  const position = positionFromFacelets(facelets);
  return position[21] === 21 && position[22] === 22 && position[23] === 23;
}

/** `puz solve 2x2x2 ...`: one state, or one JSON line per line of a scrambles file; the exit code. */
export function solve2Command(options: SolveFlags, io: Io): number {
  checkOneInput(options);
  // The 2x2x2 solvers are exact and deterministic: no budget to spend, no random choice to seed.
  refuseOptions(
    options,
    {
      budgetMs: '--budget-ms',
      maxLength: '--max-length',
      seed: '--seed',
      goal: '--goal',
      wildcards: '--wildcards',
      threads: '--threads',
      table: '--table',
    },
    'the 2x2x2 (its solvers are optimal and deterministic; --goal/--wildcards are for Santa types)',
  );
  if (options.format !== undefined) {
    if (options.state === undefined && options.stateFile === undefined)
      throw new UsageError(
        '--format says how --state or --state-file is written: give one of them',
      );
    if (!(FORMATS as readonly string[]).includes(options.format))
      throw new UsageError(
        `--format must be one of ${FORMATS.join(', ')}, got "${options.format}"`,
      );
  }
  if (options.scramblesFile !== undefined) {
    return solveScramblesFile(options.scramblesFile, '2x2x2', options.json, io, (line) => {
      const solved = solveOne(readState(options, undefined, line), options);
      return options.json
        ? `${JSON.stringify({ ...solved, scramble: line, ms: round(solved.ms) })}\n`
        : `${solved.moves.join(' ')}  (${solved.length})\n`;
    });
  }
  const text = options.stateFile !== undefined ? readStateFile(options.stateFile) : options.state;
  const solved = solveOne(readState(options, text, options.scramble), options);
  if (options.json) io.stdout(`${JSON.stringify({ ...solved, ms: round(solved.ms) })}\n`);
  else {
    const metric =
      solved.moveSet === 'htm' || solved.moveSet === 'qtm'
        ? ` ${solved.moveSet.toUpperCase()}`
        : ' moves';
    io.stdout(
      `${solved.moves.join(' ') || '(already solved)'}\n${solved.length}${metric}, optimal, ${solved.solver}, ${round(solved.ms)} ms\n`,
    );
  }
  return EXIT.ok;
}

const round = (ms: number) => Math.round(ms * 100) / 100;
