import { TEST_CACHE_DIR } from '@puz/config/vitest';
import { fourTables } from '../four/tables.js';
import { centrePairTable } from '../four-wca/centre-pair.js';
import { tprTables } from '../four-wca/tables.js';
import { catalogOf, cubeUnits } from '../nxn/catalog.js';
import { prepareCycleTables } from '../nxn/cycle-table.js';
import { santaCornerTable } from '../santa-small/lower-bound-corners.js';
import { slicePhase1 } from '../santa-small/slice-phase1.js';
import { prepareOptimal } from '../three/optimal.js';
import { prepareTwoPhase } from '../three/twophase.js';

/**
 * Builds the 3x3x3 tables (two-phase ~0.3 s, optimal ~30 s) and the 4x4x4 reduction's (~25 s) into the suite's scratch cache before
 * any test file runs. Built inside a test instead, the optimal tables would block that worker for
 * half a minute, long enough for vitest's worker RPC to time out; here, in the main process, they
 * are built once and every test reads them from disk.
 */
export default function setup(): void {
  process.env.PUZ_CACHE_DIR = TEST_CACHE_DIR;
  prepareTwoPhase();
  prepareOptimal();
  // The exact phase-1 table in Santa's metric (70 MB, ~30 s once): lower-bound.test.ts reads it.
  slicePhase1();
  // And its corner table (88 MB, ~10 s once).
  santaCornerTable();
  fourTables();
  // The three-phase reduction's (2.8 MB, seconds), so that no test worker builds them.
  tprTables();
  // And its last phase's centre-pair table (49 MB, seconds).
  centrePairTable();
  // The nxn 3-cycle tables searched to halves of 4 (lengths ≤ 8; recipes cover the rest): a
  // few seconds, where the full halves take minutes (cycle-table.e2e.test.ts searches one).
  process.env.PUZ_NXN_HALF ??= '4';
  prepareCycleTables();
  // And the catalogs of the sizes the tests solve (cached on disk too): built inside a test, a
  // 6-cube's took 20-35 s on a busy machine and timed the first solve out.
  for (let n = 4; n <= 8; n++) for (let u = 0; u < cubeUnits(n).units.length; u++) catalogOf(n, u);
}
