import { TEST_CACHE_DIR } from '@puz/config/vitest';
import { pairSymTable } from '../four-wca/pair-sym-table.js';

/**
 * The end-to-end suite's tables, built in the main process before any test file runs (see
 * global-setup.ts for why not inside a test): the 4x4x4 three-phase reduction's exact pairing
 * table (symmetry-reduced, 7.8 MB; ~12 s to build once per machine, then read from the
 * scratch cache), which tpr.e2e.test.ts and pair-sym.e2e.test.ts read.
 */
export default function setup(): void {
  process.env.PUZ_CACHE_DIR = TEST_CACHE_DIR;
  pairSymTable();
}
