import { TEST_CACHE_DIR } from '@puz/config/vitest';
import { fourTables } from '@puz/cube/four';
import { centrePairTable, pairSymTable, tprTables } from '@puz/cube/four-wca';
import { prepareCycleTables } from '@puz/cube/nxn';
import { prepareOptimal, prepareTwoPhase } from '@puz/cube/three';

/**
 * The app's tests solve 3x3x3 and 4x4x4 cubes: build @puz/cube's tables once, in the main process, before
 * any test file runs (as @puz/cube's own suite does), so no test worker blocks for half a minute
 * building the optimal solver's tables.
 */
export default function setup(): void {
  process.env.PUZ_CACHE_DIR = TEST_CACHE_DIR;
  prepareTwoPhase();
  prepareOptimal();
  fourTables();
  // `puz solve 4x4x4`'s default (tpr): its tables are ~20 s once per machine.
  tprTables();
  centrePairTable();
  pairSymTable();
  // `puz solve 7x7x7` and the Santa NxNxN solves: the 3-cycle tables searched to halves of 4, as
  // @puz/cube's suite does (seconds; the full ones took 6 minutes on this machine's first run and
  // timed a test out: a machine whose cache held them from earlier runs hid that).
  process.env.PUZ_NXN_HALF ??= '4';
  prepareCycleTables();
}
