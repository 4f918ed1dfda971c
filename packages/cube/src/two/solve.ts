import { apply, type Solution } from '@puz/perm';
import {
  astar,
  bfs,
  bidirectionalBfs,
  distanceTable,
  idastar,
  type SearchOptions,
  type SearchProblem,
  type SearchStats,
} from '@puz/search';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { solvedFacelets } from '../facelets.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import {
  dblHome,
  HTM_MOVES,
  moveIndex,
  moveTables,
  PERMS,
  permCoord,
  TWISTS,
  twistCoord,
} from './coords.js';
import { cornersFromFacelets } from './corners.js';
import { conjugateMove, ROTATIONS } from './rotations.js';
import { godsTable, METRIC_MOVES, solveFromTable, type TwoMetric } from './table.js';

export const TWO_SOLVERS = ['table', 'bfs', 'bidirectional', 'astar', 'idastar'] as const;
export type TwoSolver = (typeof TWO_SOLVERS)[number];

export interface TwoSolveOptions extends SearchOptions {
  /** 'htm' (default: U U2 U' ...) or 'qtm' (quarter turns only). */
  metric?: TwoMetric;
  solver?: TwoSolver;
  /**
   * false (default): the answer starts with the whole-cube rotation (x, y, z: free) that puts the
   * DBL corner home, and ends with the cube solved as the facelet string is lettered. true: face
   * turns only, ending solved in whatever orientation.
   */
  anyOrientation?: boolean;
}

/**
 * The repo's `Solution`, in WCA `Move`s: rotations first (unless anyOrientation), then face
 * turns; `length` counts the face turns only (the length in the metric); always optimal.
 */
export interface TwoSolution extends Solution<Move> {
  optimal: true;
  stats: SearchStats;
}

const cube2 = new CubeMoves(2);
const INVERSE = [2, 1, 0, 5, 4, 3, 8, 7, 6]; // U↔U', U2↔U2, ...

/** An optimal solution of any 2x2x2 facelet string (24 letters, U R F D L B faces). */
export function solve2x2x2(facelets: string, options: TwoSolveOptions = {}): TwoSolution {
  const t0 = performance.now();
  const metric = options.metric ?? 'htm';
  const solver = options.solver ?? 'table';
  if (!(TWO_SOLVERS as readonly string[]).includes(solver))
    throw new RangeError(`unknown 2x2x2 solver "${solver}" (use ${TWO_SOLVERS.join(', ')})`);
  if (facelets.length !== 24)
    throw new InvalidStateError(
      'length',
      `a 2x2x2 facelet string has 24 letters; this one has ${facelets.length}`,
    );
  checkState(facelets);

  // Turn the whole cube so that DBL is home; then U, R and F suffice.
  const rotation = ROTATIONS.find((r) =>
    dblHome(cornersFromFacelets(apply(r.perm, [...facelets]).join(''))),
  );
  if (!rotation) throw new InvalidStateError('corner', 'no rotation brings the DBL corner home');
  const state = cornersFromFacelets(apply(rotation.perm, [...facelets]).join(''));
  const start = permCoord(state) * TWISTS + twistCoord(state);

  const { path, stats } = search(start, metric, solver, options);
  const turns = path.map((k) => HTM_MOVES[k] as Move);
  const moves = options.anyOrientation
    ? turns.map((m) => conjugateMove(rotation.moves, m))
    : [...rotation.moves, ...turns];

  // Replay: every answer is checked before it is returned.
  const end = apply(cube2.permOf(moves), [...facelets]).join('');
  const solved = options.anyOrientation
    ? ROTATIONS.some((r) => apply(r.perm, [...end]).join('') === solvedFacelets(2))
    : end === solvedFacelets(2);
  if (!solved) throw new Error('2x2x2 solver: the answer does not solve the cube (a bug)');
  return { moves, length: turns.length, ms: performance.now() - t0, optimal: true, stats };
}

/**
 * Move pruning for IDA*: in HTM two turns of one face in a row are never needed (they merge);
 * in QTM "U U" is how a half turn is spelled, so only a turn followed by its inverse is cut.
 */
function pruneFor(metric: TwoMetric): (previous: number | undefined, k: number) => boolean {
  if (metric === 'htm')
    return (previous, k) =>
      previous !== undefined && Math.floor(previous / 3) === Math.floor(k / 3);
  return (previous, k) => previous !== undefined && INVERSE[previous] === k;
}

let heuristicTables: { perm: Uint8Array; twist: Uint8Array; metric: TwoMetric } | undefined;

/** Pattern databases for A* and IDA*: exact distances of the permutation alone and the twists alone. */
function heuristics(metric: TwoMetric) {
  if (heuristicTables?.metric === metric) return heuristicTables;
  const t = moveTables();
  const moves = METRIC_MOVES[metric];
  const perm = distanceTable(PERMS, (p, push) => {
    for (const k of moves) push(t.perm[p * 9 + k] as number);
  });
  const twist = distanceTable(TWISTS, (w, push) => {
    for (const k of moves) push(t.twist[w * 9 + k] as number);
  });
  heuristicTables = {
    metric,
    perm: Uint8Array.from({ length: PERMS }, (_, i) => perm.get(i)),
    twist: Uint8Array.from({ length: TWISTS }, (_, i) => twist.get(i)),
  };
  return heuristicTables;
}

function search(
  start: number,
  metric: TwoMetric,
  solver: TwoSolver,
  options: SearchOptions,
): { path: number[]; stats: SearchStats } {
  if (solver === 'table') {
    const t0 = performance.now();
    const path = solveFromTable(godsTable(metric), metric, start);
    return {
      path,
      stats: {
        expanded: path.length,
        generated: path.length * METRIC_MOVES[metric].length,
        peakFrontier: 0,
        ms: performance.now() - t0,
      },
    };
  }
  // Built after the table's path, which takes none of them (it answers in tens of µs).
  const searchOptions: SearchOptions = {
    signal: options.signal,
    budgetNodes: options.budgetNodes ?? options.nodeLimit,
    onProgress: options.onProgress,
    progressIntervalMs: options.progressIntervalMs,
  };
  const t = moveTables();
  const moves = METRIC_MOVES[metric];
  const problem: SearchProblem<number, number> = {
    start,
    isGoal: (i) => i === 0,
    successors(i, push) {
      for (const k of moves) push(k, moveIndex(i, k, t));
    },
  };
  let result: ReturnType<typeof bfs<number, number>>;
  if (solver === 'bfs') result = bfs(problem, searchOptions);
  else if (solver === 'bidirectional') {
    result = bidirectionalBfs(
      {
        ...problem,
        goals: [0],
        predecessors(i, push) {
          for (const k of moves) push(k, moveIndex(i, INVERSE[k] as number, t));
        },
      },
      searchOptions,
    );
  } else {
    const h = heuristics(metric);
    const estimate = (i: number) =>
      Math.max(h.perm[Math.floor(i / TWISTS)] as number, h.twist[i % TWISTS] as number);
    result =
      solver === 'astar'
        ? astar(problem, estimate, searchOptions)
        : idastar(problem, estimate, {
            ...searchOptions,
            pathCheck: false,
            prune: pruneFor(metric),
          });
  }
  if (!result.found)
    throw new Error('2x2x2 search found no solution (a bug: every checked state is solvable)');
  return { path: result.moves, stats: result.stats };
}
