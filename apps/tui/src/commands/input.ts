import { UsageError } from '@puz/perm';
import { readTextFile } from '@puz/perm/node';

const MiB = 1 << 20;

/*
 * Caps on what a command reads, far above any real input and far below what would exhaust the
 * heap: the largest state (a 33x33x33 as facelets, or a Santa label list) is tens of KB, a
 * maze of 4000x4000 cells is 16 MB, a scrambles file of a million lines some tens of MB.
 */
export const MAX_BYTES = {
  state: 1 * MiB,
  scrambles: 64 * MiB,
  maze: 16 * MiB,
} as const;

/** The text of the `--state-file` (refused, exit 2, when missing, a directory or too big). */
export const readStateFile = (path: string): string =>
  readTextFile(path, { maxBytes: MAX_BYTES.state, what: 'the state file' });

/**
 * An integer option, or `undefined` when it was not given. Only decimal digits (and a leading
 * minus) count: `Number('')` is 0 and `Number('1e3')` is 1000, and neither is what a person typed.
 */
export function integerOption(
  text: string | undefined,
  flag: string,
  min = Number.MIN_SAFE_INTEGER,
): number | undefined {
  if (text === undefined) return undefined;
  const n = /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(
      `${flag} must be an integer${min > Number.MIN_SAFE_INTEGER ? ` >= ${min}` : ''}, got "${text}"`,
    );
  return n;
}

/** Refuses options that the chosen puzzle or solver would otherwise silently ignore. */
export function refuseOptions<O extends object>(
  options: O,
  flags: { [K in keyof O]?: string },
  why: string,
): void {
  for (const [key, flag] of Object.entries(flags) as [keyof O, string][])
    if (options[key] !== undefined && options[key] !== false)
      throw new UsageError(`${flag} does not apply to ${why}`);
}
