import { type OptimalTablesOptions, optimalTables } from './optimal-tables.js';
import { solveOriented } from './orient.js';
import type { TwoPhaseOptions, TwoPhaseSolution } from './twophase-options.js';
import { solveHome } from './twophase-search.js';
import { init } from './twophase-tables.js';

export type { TwoPhaseOptions, TwoPhaseSolution } from './twophase-options.js';
export { twoPhaseTableInUse } from './twophase-tables.js';

/*
 * Kociemba's two-phase algorithm. Phase 1 (IDA*, all 18 turns) brings twist, flip and the
 * middle-edge positions home, i.e. into <U, D, R2, L2, F2, B2>; phase 2 (IDA*, those 10 turns)
 * solves the rest. Phase-1 depths rise one by one across six views of the position (views.ts),
 * each phase-1 solution is finished by phase 2 within the best total so far, so answers only get
 * shorter; the search stops at `targetLength` or when `budgetMs` runs out.
 *
 * The search is written for speed: coordinates and tables are module-level typed arrays, the
 * recursion passes integers only, and the pruning tables are keyed by symmetry class (pruning.ts).
 * This file is the entry; the tables and bounds are twophase-tables.ts, the search
 * twophase-search.ts.
 */

/**
 * Build (or load from the disk cache) everything the solver needs, ahead of the first solve: the
 * small tables (~0.3 s to build, 5 MB), and a phase-1 table if one is cached (init). `full: true`
 * also builds the optimal solver's exact table when it is missing (~10-30 s once, then cached;
 * `onBuild` reports progress); the first default solve builds only the capped one (seconds).
 */
export function prepareTwoPhase(options: { full?: boolean } & OptimalTablesOptions = {}): void {
  if (options.full) optimalTables(options);
  init('cached');
}

/**
 * Kociemba's two-phase algorithm on six views of the position at once: phase-1 depths rise in
 * lockstep across them, so the view that happens to be easy answers first; all share the best
 * length so far. Centres anywhere (after wide, slice or rotation moves): see `anyOrientation`.
 */
export function solveTwoPhase(facelets: string, options: TwoPhaseOptions = {}): TwoPhaseSolution {
  const t0 = performance.now();
  const s = solveOriented(facelets, options.anyOrientation, 'two-phase', (home) =>
    solveHome(home, options, t0),
  );
  return { ...s, ms: performance.now() - t0 };
}
