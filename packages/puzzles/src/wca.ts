import { CubeMoves, formatAlg, type Move, parseAlg, solvedFacelets } from '@puz/cube';
import {
  type OptimalOptions,
  type OptimalSolution,
  type OptimalTableChoice,
  solveGenetic,
  solveOptimal,
  solveOptimalParallel,
  solveTwoPhase,
} from '@puz/cube/three';
import { solve2x2x2, type TwoSolver } from '@puz/cube/two';
import {
  InvalidStateError,
  ParseError,
  PermPuzzle,
  type PuzzleFamily,
  type SolveOptions,
  type SolveProgress,
  type SolverAnswer,
  type SolverEntry,
  type TableProgress,
  throwIfAborted,
  UnknownPuzzleError,
} from '@puz/perm';

/*
 * The WCA 2x2x2 and 3x3x3 as permutation puzzles: a state is the facelet string (U R F D L B
 * faces, Kociemba's reading order) as a label list, so `start.join('')` is what the cube solvers
 * read. Moves are face turns only, with the half turns as moves of their own (`U2`) so that an
 * answer's length is its HTM count; a quarter-turn inverse is `-U` (PermPuzzle's spelling of U').
 * Whole-cube rotations are not moves: they would count in `length`, where WCA counts them 0.
 * So the 3x3x3's centres never move (a state with its centres turned away is unreachable here:
 * `puz solve 3x3x3` handles those), and the 2x2x2 turns U, R, F only, about its fixed DBL corner,
 * the usual model (every position up to orientation, and still optimal in HTM and QTM).
 */

const FACE_TURNS: Record<2 | 3, readonly string[]> = {
  2: ['U', 'R', 'F'],
  3: ['U', 'R', 'F', 'D', 'L', 'B'],
};

/** The metrics a WCA answer is counted (and minimised) in (`SolveOptions.metric`). */
export type WcaMetric = 'htm' | 'qtm';

/**
 * `SolveOptions` with the 3x3x3 solvers' own settings, so that `puz solve 3x3x3` reaches them
 * through the registry (the registry hands a solver the options object it was given):
 * - `maxLength` (twophase): never answer longer; with `budgetMs` a hard limit (no answer that
 *   short by then is a `SearchLimitError`), without it no time limit.
 * - `onTableBuild` (twophase): the shared `TableProgress` of the phase-1 table (`fraction` 0..1),
 *   the first time it is built on a machine (seconds).
 * - `table` (optimal): which pruning tables (`auto`, `phase1`, `huge`, `nx`).
 * - `threads` (optimal, through `solveAsync` only): worker threads (default: the machine's
 *   available parallelism); the synchronous `solve` searches on the calling thread.
 * - `progressIntervalMs` (optimal): the least time between progress reports (default 100).
 */
export interface WcaSolveOptions extends SolveOptions {
  maxLength?: number;
  onTableBuild?: (progress: TableProgress) => void;
  table?: OptimalTableChoice;
  threads?: number;
  progressIntervalMs?: number;
}

const models = new Map<number, PermPuzzle>();

/** The WCA n×n×n (n = 2, 3) as a PermPuzzle named `2x2x2` / `3x3x3`, built once. */
export function wcaPuzzle(n: 2 | 3): PermPuzzle {
  let puzzle = models.get(n);
  if (!puzzle) {
    const cube = new CubeMoves(n);
    const moves: [string, ArrayLike<number>][] = [];
    for (const face of FACE_TURNS[n])
      for (const turn of [face, `${face}2`]) moves.push([turn, cube.permOf(parseAlg(turn, n))]);
    puzzle = new PermPuzzle({ name: `${n}x${n}x${n}`, moves, solved: [...solvedFacelets(n)] });
    models.set(n, puzzle);
  }
  return puzzle;
}

const sizeOfType = (type: string): 2 | 3 | undefined =>
  type === '2x2x2' ? 2 : type === '3x3x3' ? 3 : undefined;

/** n when `puzzle` is one of these cubes by structure (positions, then every move compared). */
function identifySize(puzzle: PermPuzzle): 2 | 3 | undefined {
  for (const n of [2, 3] as const)
    if (puzzle.size === 6 * n * n && wcaPuzzle(n).sameMoves(puzzle)) return n;
  return undefined;
}

/**
 * The facelet string of `start`, after the checks the cube solvers cannot make here: the goal is
 * the solved cube, and the stickers no move turns (3x3x3 centres, the 2x2x2's DBL corner) are home.
 */
function faceletsOf(
  puzzle: PermPuzzle,
  n: 2 | 3,
  start: readonly string[],
  goal: readonly string[],
) {
  if (identifySize(puzzle) !== n)
    throw new UnknownPuzzleError(
      `"${puzzle.name}" is not the ${n}x${n}x${n} these solvers solve (${puzzle.size} positions, moves ${puzzle.someMoves()})`,
    );
  const solved = solvedFacelets(n);
  if (goal.join('') !== solved)
    throw new InvalidStateError(
      'labels',
      `the ${n}x${n}x${n} solvers solve to the solved cube (${solved}); give no goal`,
    );
  for (const orbit of puzzle.orbits()) {
    const i = orbit[0] as number;
    if (orbit.length === 1 && start[i] !== solved[i])
      throw new InvalidStateError(
        n === 3 ? 'centres' : 'orbit',
        n === 3
          ? 'the centres are turned away from U R F D L B: face turns never move them (puz solve 3x3x3 reorients first)'
          : 'the DBL corner is not home: U, R and F never move it (turn the whole cube first)',
      );
  }
  return start.join('');
}

/** Cube moves as this puzzle's move names: `U` `U2` `-U` (a U' is `-U`); QTM half turns twice. */
function names(moves: readonly Move[], n: 2 | 3): string[] {
  const out: string[] = [];
  for (const token of formatAlg(moves, n).split(' ').filter(Boolean)) {
    const m = /^([URFDLB])(2|')?$/.exec(token);
    if (!m) throw new Error(`a WCA solver answered "${token}", not a face turn (a bug)`);
    out.push(m[2] === "'" ? `-${m[1]}` : `${m[1]}${m[2] ?? ''}`);
  }
  return out;
}

function metricOf(options: SolveOptions): WcaMetric {
  const metric = options.metric ?? 'htm';
  if (metric !== 'htm' && metric !== 'qtm')
    throw new ParseError('the metric is htm or qtm', String(metric), 0, String(metric));
  return metric;
}

/** A 2x2x2 solver entry: one of @puz/cube/two's exact searches, in HTM or QTM. */
function twoSolver(solver: TwoSolver, summary: string): SolverEntry {
  return {
    name: solver,
    summary,
    optimal: true,
    accepts: (type) => type === '2x2x2',
    solve: (puzzle, start, goal, options: SolveOptions): SolverAnswer => {
      const facelets = faceletsOf(puzzle, 2, start, goal);
      throwIfAborted(options.signal);
      const t0 = performance.now();
      const s = solve2x2x2(facelets, {
        solver,
        metric: metricOf(options),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onProgress
          ? {
              onProgress: (p) =>
                options.onProgress?.({ expanded: p.expanded, depth: p.depth, ms: p.ms }),
            }
          : {}),
      });
      // With DBL home the solver's whole-cube rotation is none: face turns only.
      return {
        moves: names(s.moves, 2),
        ms: performance.now() - t0,
        optimal: true,
        stats: { expanded: s.stats.expanded },
      };
    },
  };
}

const THREE_ONLY = (type: string) => type === '3x3x3';

/** The 3x3x3's facelet string, after the checks every 3x3x3 solver makes (HTM only). */
function threeFacelets(
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  options: SolveOptions,
): string {
  const facelets = faceletsOf(puzzle, 3, start, goal);
  if (metricOf(options) !== 'htm')
    throw new ParseError('the 3x3x3 solvers count HTM only', 'qtm', 0, 'qtm');
  throwIfAborted(options.signal);
  return facelets;
}

/** The optimal 3x3x3's own options from the registry's (the same `budgetNodes`, `budgetMs`). */
function optimalOptions(options: WcaSolveOptions): OptimalOptions {
  const { table, signal, budgetMs, budgetNodes, onProgress, progressIntervalMs } = options;
  return {
    ...(table ? { table } : {}),
    ...(signal ? { signal } : {}),
    ...(budgetMs === undefined ? {} : { budgetMs }),
    ...(budgetNodes === undefined ? {} : { budgetNodes }),
    ...(progressIntervalMs === undefined ? {} : { progressIntervalMs }),
    // Its progress is a SearchProgress (frontier = generated = the bound): the shared fields.
    ...(onProgress
      ? {
          onProgress: (p: SolveProgress) =>
            onProgress({ expanded: p.expanded, depth: p.depth, ms: p.ms }),
        }
      : {}),
  };
}

const optimalAnswer = (s: OptimalSolution): SolverAnswer => ({
  moves: names(s.moves, 3),
  ms: s.ms,
  optimal: true,
  stats: { expanded: s.stats.expanded },
});

const solvers: SolverEntry[] = [
  twoSolver('table', "2x2x2: God's table (every position's distance), shortest in HTM or QTM"),
  twoSolver('idastar', '2x2x2: IDA* with pattern databases, shortest in HTM or QTM'),
  twoSolver('astar', '2x2x2: A* with pattern databases, shortest in HTM or QTM'),
  twoSolver('bidirectional', '2x2x2: bidirectional BFS, shortest in HTM or QTM'),
  twoSolver('bfs', '2x2x2: breadth-first search, shortest in HTM or QTM'),
  {
    name: 'twophase',
    summary:
      '3x3x3: Kociemba two-phase (HTM); stops at 20 moves, or keeps shortening for budgetMs (maxLength: never longer)',
    optimal: false,
    accepts: THREE_ONLY,
    solve: (puzzle, start, goal, options: WcaSolveOptions): SolverAnswer => {
      const facelets = threeFacelets(puzzle, start, goal, options);
      const { budgetMs, maxLength, onTableBuild, signal } = options;
      const s = solveTwoPhase(facelets, {
        // maxLength: the first answer that short (within budgetMs when given); else a budget is
        // spent shortening (as the app and `puz solve 3x3x3 --budget-ms` do); else the first <= 20.
        ...(maxLength !== undefined
          ? { maxLength, ...(budgetMs === undefined ? {} : { budgetMs }) }
          : budgetMs !== undefined
            ? { targetLength: 0, budgetMs }
            : {}),
        ...(onTableBuild ? { onTableBuild } : {}),
        ...(signal ? { signal } : {}),
      });
      return {
        moves: names(s.moves, 3),
        ms: s.ms,
        optimal: false,
        stats: { expanded: s.stats.expanded },
      };
    },
  },
  {
    name: 'optimal',
    summary:
      '3x3x3: IDA* over pattern tables, shortest in HTM (tables built once, ~30 s, then cached)',
    optimal: true,
    accepts: THREE_ONLY,
    // A complete method: a spent budget (budgetMs, budgetNodes) is a SearchLimitError naming the
    // lengths ruled out; a signal stops it.
    solve: (puzzle, start, goal, options: WcaSolveOptions): SolverAnswer =>
      optimalAnswer(
        solveOptimal(threeFacelets(puzzle, start, goal, options), optimalOptions(options)),
      ),
    // The same search split over worker threads (`threads`), for `solveAsync`.
    solveAsync: async (puzzle, start, goal, options: WcaSolveOptions): Promise<SolverAnswer> => {
      const facelets = threeFacelets(puzzle, start, goal, options);
      const { threads } = options;
      return optimalAnswer(
        await solveOptimalParallel(facelets, {
          ...optimalOptions(options),
          ...(threads === undefined ? {} : { threads }),
        }),
      );
    },
  },
  {
    name: 'genetic',
    summary:
      '3x3x3: a genetic algorithm (seed 002), for comparison: long answers; seed, budgetMs and budgetNodes (generations) honoured',
    optimal: false,
    accepts: THREE_ONLY,
    // Its work unit is the generation: stats.expanded counts generations.
    solve: (puzzle, start, goal, options: WcaSolveOptions): SolverAnswer => {
      const facelets = threeFacelets(puzzle, start, goal, options);
      const s = solveGenetic(facelets, {
        seed: options.seed ?? 1,
        ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
        ...(options.budgetNodes === undefined ? {} : { budgetNodes: options.budgetNodes }),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      return {
        moves: names(s.moves, 3),
        ms: s.ms,
        optimal: false,
        stats: { expanded: s.stats.expanded },
      };
    },
  },
];

/**
 * The WCA 2x2x2 and 3x3x3 family (types `2x2x2`, `3x3x3`): facelet-string states, face-turn
 * moves, answers counted in HTM (or QTM for the 2x2x2, `metric: 'qtm'`).
 */
export const wcaFamily: PuzzleFamily = {
  name: 'wca',
  types: '2x2x2, 3x3x3 (WCA: facelet states, face turns; metric htm or qtm)',
  owns: (type) => sizeOfType(type) !== undefined,
  identify: (puzzle) => {
    const n = identifySize(puzzle);
    return n === undefined ? undefined : `${n}x${n}x${n}`;
  },
  puzzle: (type) => {
    const n = sizeOfType(type);
    if (n === undefined) throw new ParseError(`"${type}" is not 2x2x2 or 3x3x3`, type, 0, type);
    return wcaPuzzle(n);
  },
  solved: (type) => {
    const n = sizeOfType(type);
    if (n === undefined) throw new ParseError(`"${type}" is not 2x2x2 or 3x3x3`, type, 0, type);
    return [...solvedFacelets(n)];
  },
  solvers,
};
