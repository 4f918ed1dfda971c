import { TEST_CACHE_DIR } from '@puz/config/vitest';
import { prepareOptimal, prepareTwoPhase } from '@puz/cube/three';

/**
 * The 3x3x3 tables wca.e2e.test.ts solves with (optimal ~30 s, 80 MB, once per machine), built in
 * the main process before any test file runs, as @puz/cube's suite does: built inside a test on an
 * empty cache, they would hold its worker long enough for vitest's worker RPC to time out
 * (vitest-dev/vitest#8164).
 */
export default function setup(): void {
  process.env.PUZ_CACHE_DIR = TEST_CACHE_DIR;
  prepareTwoPhase();
  prepareOptimal();
}
