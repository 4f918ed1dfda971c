import type { Suite } from '../types.js';
import { cube2Suite } from './cube2.js';
import { cube3Suite } from './cube3.js';
import { globeSuite } from './globe.js';
import { heuristicsSuite } from './heuristics.js';
import { mazeSuite } from './maze.js';
import { nxnSuite } from './nxn.js';
import { permSuite } from './perm.js';
import { santaSuite } from './santa.js';
import { searchSuite } from './search.js';
import { starcraftSuite } from './starcraft.js';
import { wreathSuite } from './wreath.js';

/** Every suite, in run order (one per package, core first). */
export const SUITES: readonly Suite[] = [
  permSuite,
  searchSuite,
  heuristicsSuite,
  mazeSuite,
  cube2Suite,
  cube3Suite,
  nxnSuite,
  globeSuite,
  wreathSuite,
  starcraftSuite,
  santaSuite,
];

export const SUITE_NAMES: readonly string[] = SUITES.map((s) => s.name);
