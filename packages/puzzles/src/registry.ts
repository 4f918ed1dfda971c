import { cubeFamily } from '@puz/cube/santa';
import { globeFamily } from '@puz/globe';
import { SolverRegistry } from '@puz/perm';
import { wreathFamily } from '@puz/wreath';
import { wcaFamily } from './wca.js';

/**
 * Every permutation-puzzle family puz can solve: Santa 2023's cubes (`cube_N/N/N`, N = 2..33),
 * globes (`globe_A/B`) and wreaths (`wreath_N/N`), and the WCA `2x2x2` and `3x3x3` (facelet
 * states, face turns, HTM or QTM: `wca.ts`). The one dispatch that `puz solve`, the app's
 * worker and `@puz/santa`'s batch and queue workers share, so a family or a solver registered
 * here appears in all of them at once. A puzzle is found by its type name (`solve`) or by its
 * structure (`solvePuzzle`: any `PermPuzzle` with a family's moves, whatever its name).
 *
 * It lives here, above the families and below `@puz/santa`, so that solving a globe does not
 * pull in Santa's CSV files, worker threads or Redis.
 */
export const solvers = new SolverRegistry([cubeFamily, globeFamily, wreathFamily, wcaFamily]);
