/** Where a row's figures come from: timed in this run, copied from a published source, or a skipped anchor. */
export type Source = 'measured' | 'quoted' | 'skipped';

/** One line of the results table. Times are milliseconds per run of the row's task. */
export interface Row {
  suite: string;
  name: string;
  source: Source;
  /** Timed repetitions (0 for quoted rows). */
  runs: number;
  min?: number;
  median?: number;
  max?: number;
  /** Domain figures: moves, expanded, nodes/s, table bytes, ... (already formatted or numeric). */
  figures: Record<string, number | string>;
  /**
   * Ours against anchors: `value` = anchor median / our median for times (> 1: ours faster),
   * or the ratio named by `what` for other figures.
   */
  ratios?: Ratio[];
  note?: string;
}

/** One comparison of a row with an anchor. */
export interface Ratio {
  vs: string;
  value: number;
  what: string;
}

export type SuiteStatus = 'ok' | 'skipped' | 'failed';

export interface SuiteResult {
  suite: string;
  status: SuiteStatus;
  /** Why it was skipped or failed; data directory used; ... */
  note?: string;
  rows: Row[];
  /** Wall time of the whole suite, ms. */
  ms: number;
  /** Process peak resident set size after the suite (resourceUsage().maxRSS), bytes: cumulative. */
  peakRss: number;
  /** Heap in use after the suite minus before it (memoryUsage().heapUsed), bytes: what it kept. */
  heapDelta?: number;
}

export interface RunContext {
  quick: boolean;
  /** Santa 2023 data directory with puzzles.csv, or undefined (fixtures are used in quick mode). */
  santaData: string | undefined;
  /** Progress lines (stderr). */
  log: (line: string) => void;
}

/** A named suite: returns its rows, or throws (WrongAnswerError fails it; SkipSuite skips it). */
export interface Suite {
  name: string;
  /** One line for --help and the README. */
  description: string;
  run(ctx: RunContext): Promise<Row[]>;
}

/** A suite whose answer is wrong: the run fails (exit 1). */
export class WrongAnswerError extends Error {
  override readonly name = 'WrongAnswerError';
}

/** A suite that cannot run here (data or a tool absent): reported, never a failure. */
export class SkipSuite extends Error {
  override readonly name = 'SkipSuite';
}

/** The whole run, as written by --json and read by --compare. */
export interface BenchReport {
  version: 1;
  date: string;
  quick: boolean;
  machine: {
    cpus: string;
    cores: number;
    memGiB: number;
    node: string;
    platform: string;
    /** 1-minute load average at the start and the end of the run: other work on the machine. */
    load?: [number, number];
  };
  suites: SuiteResult[];
  wallMs: number;
}
