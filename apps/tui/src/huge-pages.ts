import { relaunchWithHugePages } from '@puz/perm/node';

/*
 * The optimal 3x3x3 probes gigabytes of table (nx, nxp) at random; with transparent huge pages
 * each probe costs less (@puz/perm/node's huge-pages.ts: 1.24x less CPU a node with nxp). glibc
 * reads the setting when a process starts, so `puz solve 3x3x3 --solver optimal` relaunches itself
 * with it — one more Node start-up (~50 ms) against a solve of seconds to minutes; every other
 * command runs as it is. PUZ_NO_HUGE_PAGES=1 turns the relaunch off.
 */

/** Whether the command line asks for the optimal 3x3x3 (the only command with tables this big). */
export function wantsHugePages(args: readonly string[]): boolean {
  if (args[0] !== 'solve' || args[1] !== '3x3x3') return false;
  const at = args.indexOf('--solver');
  return (at >= 0 && args[at + 1] === 'optimal') || args.includes('--solver=optimal');
}

/** Runs the command again with huge pages when it wants them: the exit code to end with, or
 * undefined to go on in this process. */
export const relaunchForTables = async (args: readonly string[]): Promise<number | undefined> =>
  wantsHugePages(args) ? await relaunchWithHugePages() : undefined;
