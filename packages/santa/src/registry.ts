import { cubeFamily } from '@puz/cube/santa';
import { globeFamily } from '@puz/globe';
import { SolverRegistry } from '@puz/perm';
import { wreathFamily } from '@puz/wreath';

/**
 * Every puzzle family puz can solve, keyed by Santa type name (`cube_N/N/N`, `globe_A/B`,
 * `wreath_N/N`): the one dispatch that the batch solver, the app's worker and `puz solve` use,
 * so a solver registered by its family appears in all three at once.
 */
export const solvers = new SolverRegistry([cubeFamily, globeFamily, wreathFamily]);
