import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';

/*
 * Transparent huge pages for the big pruning tables. A search probes gigabytes of table at random:
 * with 4 KB pages nearly every probe also misses the TLB, and the page walk is a second trip to
 * memory. Linux backs memory with 2 MB pages when the allocation asks for them (THP in its default
 * `madvise` mode), but Node's ArrayBuffer allocator (glibc's malloc) does not ask — unless glibc's
 * `glibc.malloc.hugetlb=1` tunable is set, which makes malloc madvise its large mappings. Tunables
 * are read when the process starts, so a process that wants them relaunches itself with the
 * variable set. Measured on the optimal 3x3x3 search with the 7.35 GB nxp table: 1.24x less CPU
 * a node (packages/cube/README.md, "The nxp table").
 */

/** The glibc tunable that makes malloc ask for transparent huge pages (glibc 2.35 and later). */
export const HUGE_PAGES_TUNABLE = 'glibc.malloc.hugetlb=1';
/** Set (to anything) to keep a process from relaunching itself with huge pages. */
export const NO_HUGE_PAGES = 'PUZ_NO_HUGE_PAGES';

/** Whether env's GLIBC_TUNABLES already holds the tunable. */
export const hugePagesRequested = (env: NodeJS.ProcessEnv = process.env): boolean =>
  (env.GLIBC_TUNABLES ?? '').split(':').includes(HUGE_PAGES_TUNABLE);

/** One line for a benchmark's header: whether this process asked for huge pages, and the THP mode. */
export const hugePagesStatus = (): string =>
  `huge pages ${hugePagesRequested() ? 'on' : 'off'} (THP ${transparentHugePages() ?? 'unknown'})`;

/** The kernel's THP mode (`always`, `madvise` or `never`), or undefined off Linux. */
export function transparentHugePages(
  path = '/sys/kernel/mm/transparent_hugepage/enabled',
): string | undefined {
  try {
    return /\[(\w+)\]/.exec(readFileSync(path, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The environment a relaunch with huge pages should have, or undefined when a relaunch would gain
 * nothing: not Linux, THP off (`never`) or already `always`, the tunable already set, or
 * PUZ_NO_HUGE_PAGES set.
 */
export function hugePagesEnv(
  env: NodeJS.ProcessEnv = process.env,
  thpMode: () => string | undefined = transparentHugePages,
): NodeJS.ProcessEnv | undefined {
  if (process.platform !== 'linux' || thpMode() !== 'madvise') return undefined;
  if (env[NO_HUGE_PAGES] !== undefined || hugePagesRequested(env)) return undefined;
  const tunables = env.GLIBC_TUNABLES
    ? `${env.GLIBC_TUNABLES}:${HUGE_PAGES_TUNABLE}`
    : HUGE_PAGES_TUNABLE;
  // The relaunched process sees NO_HUGE_PAGES too, so that it can never relaunch again.
  return { ...env, GLIBC_TUNABLES: tunables, [NO_HUGE_PAGES]: '1' };
}

/**
 * Runs this same command again (same Node, flags and arguments, stdio shared) with huge pages and
 * resolves to its exit code — 128 + the signal's number when a signal ended it, as a shell reports
 * it — for the caller to exit with; undefined when `hugePagesEnv` says a relaunch would gain
 * nothing, or the relaunch cannot start (the caller goes on as it is). SIGINT, SIGTERM and SIGHUP
 * sent to this process are passed on, so an interrupt reaches the process doing the work (a
 * terminal's Ctrl-C reaches both; a `kill` of this one must be forwarded). Costs one Node start-up
 * (~50 ms): for commands that load large tables, not for every command.
 */
export async function relaunchWithHugePages(): Promise<number | undefined> {
  const env = hugePagesEnv();
  if (env === undefined) return undefined;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  const forward = (signal: NodeJS.Signals) => () => {
    child.kill(signal);
  };
  const handlers = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map(
    (signal) => [signal, forward(signal)] as const,
  );
  for (const [signal, handler] of handlers) process.on(signal, handler);
  try {
    return await new Promise<number | undefined>((resolve) => {
      child.once('error', () => resolve(undefined));
      child.once('exit', (code, signal) =>
        resolve(signal !== null ? 128 + (constants.signals[signal] ?? 15) : (code ?? 1)),
      );
    });
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  }
}
