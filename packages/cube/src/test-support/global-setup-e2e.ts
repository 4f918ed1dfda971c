import { TEST_CACHE_DIR } from '@puz/config/vitest';
import { pairFullTable } from '../four-wca/pairs.js';

/**
 * The end-to-end suite's tables, built in the main process before any test file runs (see
 * global-setup.ts for why not inside a test): the 4x4x4 three-phase reduction's exact pairing
 * table (60 MB; ~5 minutes to build once per machine, then read from the scratch cache), which
 * only tpr.e2e.test.ts reads.
 */
export default function setup(): void {
  process.env.PUZ_CACHE_DIR = TEST_CACHE_DIR;
  pairFullTable();
}
