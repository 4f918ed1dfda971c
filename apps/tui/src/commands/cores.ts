import { availableParallelism } from 'node:os';

/**
 * A thread count the user asked for (`--jobs`, `--threads`), capped at the cores. The solvers are
 * CPU-bound, so threads past the cores only share them: `santa solve --jobs 1000` started 65
 * threads, took 3.5 GB and ran 25 times longer than `--jobs 2`, and `--threads 256` spent the
 * budget starting threads. The cap is said in a note (stderr), so a script written for a bigger
 * machine still runs here, and nobody wonders where the threads went.
 */
export function capAtCores(
  asked: number | undefined,
  flag: string,
  note: (line: string) => void,
  cores = availableParallelism(),
): number | undefined {
  if (asked === undefined || asked <= cores) return asked;
  note(
    `puz: ${flag} ${asked}: using ${cores}, the number of cores (more threads only share them)\n`,
  );
  return cores;
}
