import {
  applyMoves,
  CubeMoves,
  checkState,
  formatAlg,
  type Move,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import type { OptimalTableChoice } from '@puz/cube/three';
import { SearchLimitError, UsageError } from '@puz/perm';
import { solveWca, type WcaAnswer } from '@puz/puzzles';
import { EXIT } from '../exit.js';
import type { Io } from '../io.js';
import { tableBuildProgress, withTableNote } from '../progress.js';
import { capAtCores } from './cores.js';
import { integerOption, readStateFile, refuseOptions } from './input.js';
import { solveOptimalWithin } from './optimal3.js';
import { probeCube3 } from './probe.js';
import { solveScramblesFileAsync } from './scrambles-file.js';
import { checkOneInput, type SolveFlags } from './solve2.js';
import { SIGNAL_EXIT, TwoPhaseThread } from './twophase-thread.js';

const cube3 = new CubeMoves(3);

export type Solve3Options = SolveFlags;

const SOLVERS = ['twophase', 'optimal', 'genetic'] as const;
const TABLES: readonly OptimalTableChoice[] = ['auto', 'huge', 'nx', 'nxp', 'phase1'];
type Solver3 = (typeof SOLVERS)[number];

/** The registry's answer as the CLI prints it (the rotation first, then face turns). */
function fromRegistry(a: WcaAnswer): Answer {
  const { length, ms, stats, optimal } = a.solution;
  return { moves: a.moves, length, ms, expanded: stats.expanded, optimal };
}

export interface Answer {
  /** Set when the short probe found it (before the chosen solver ran). */
  by?: 'probe';
  /** The rotation that brings the centres home (unless --any-orientation), then face turns. */
  moves: Move[];
  /** Face turns: HTM, where rotations count 0. */
  length: number;
  ms: number;
  expanded: number;
  optimal: boolean;
}

/**
 * `puz solve 3x3x3`: two-phase (default), optimal (IDA* on worker threads) or genetic (seed 002);
 * the exit code.
 */
export async function solve3Command(options: Solve3Options, io: Io): Promise<number> {
  const solver = (options.solver ?? 'twophase') as Solver3;
  if (!SOLVERS.includes(solver))
    throw new UsageError(`the 3x3x3 solvers: ${SOLVERS.join(', ')} (got "${options.solver}")`);
  checkOneInput(options);
  refuseOptions(options, { goal: '--goal', wildcards: '--wildcards' }, 'cubes (Santa types only)');
  // Only the genetic solver makes random choices.
  if (solver !== 'genetic')
    refuseOptions(options, { seed: '--seed' }, `the ${solver} solver (it makes no random choice)`);
  if (solver !== 'optimal') {
    refuseOptions(options, { threads: '--threads' }, `the ${solver} solver (one thread)`);
    refuseOptions(options, { table: '--table' }, `the ${solver} solver (optimal only)`);
  }
  const table = options.table ?? 'auto';
  if (!TABLES.includes(table as OptimalTableChoice))
    throw new UsageError(`--table is one of ${TABLES.join(', ')} (got "${table}")`);
  const asked = integerOption(options.threads, '--threads', 1);
  if (asked !== undefined && asked > 256)
    throw new UsageError(`--threads is at most 256, got ${asked}`);
  const threads = capAtCores(asked, '--threads', io.stderr);
  if (options.format !== undefined && options.format !== 'facelets')
    throw new UsageError(
      `a 3x3x3 state is read as facelets only (--format facelets), got "${options.format}"`,
    );
  if (
    options.format !== undefined &&
    options.state === undefined &&
    options.stateFile === undefined
  )
    throw new UsageError('--format says how --state or --state-file is written: give one of them');
  const seed = integerOption(options.seed, '--seed') ?? 1;
  if (options.moves !== undefined && options.moves !== 'htm')
    throw new UsageError('3x3x3 answers are in HTM (face turns)');
  const budgetMs = integerOption(options.budgetMs, '--budget-ms', 1);
  if (solver !== 'twophase')
    refuseOptions(
      options,
      { maxLength: '--max-length' },
      `the ${solver} solver (the two-phase solver takes it; optimal answers are the shortest already)`,
    );
  const maxLength = integerOption(options.maxLength, '--max-length', 1);

  // Centres anywhere (wide, slice, rotation moves): the solvers reorient, or not (--any-orientation).
  const anyOrientation = options.anyOrientation === true;
  const run = async (facelets: string): Promise<Answer> => {
    const t0 = performance.now();
    // A position a few moves from solved gets the shortest answer at once, whatever the solver.
    const quick = probeCube3(facelets, anyOrientation);
    if (quick) {
      if (maxLength !== undefined && quick.length > maxLength)
        throw new SearchLimitError(
          `no answer of at most ${maxLength} moves: the shortest has ${quick.length} (the short probe searched every shorter one)`,
          { expanded: quick.expanded, ms: quick.ms },
        );
      return { ...quick, optimal: true, by: 'probe' };
    }
    if (solver === 'optimal')
      return solveOptimalWithin(facelets, {
        anyOrientation,
        table: table as OptimalTableChoice,
        ...(budgetMs === undefined ? {} : { budgetMs }),
        ...(threads === undefined ? {} : { threads }),
        t0,
      });
    // Two-phase and genetic go through the registry's WCA family (`solveWca`: the rotation first,
    // or with --any-orientation the cube read by its centres), as the app solves.
    if (solver === 'genetic')
      return fromRegistry(
        solveWca(3, facelets, {
          solver: 'genetic',
          seed,
          anyOrientation,
          ...(budgetMs === undefined ? {} : { budgetMs }),
        }),
      );
    // --max-length N: the first answer that short, within --budget-ms (default 10 s) or exit 1;
    // else with a budget, keep improving until it runs out; with neither, stop at 20 or fewer.
    // A budget is time spent improving: on a thread of its own, so that Ctrl-C stops it with the
    // best answer so far printed (exit 130), not the process killed with the answer dropped.
    // One thread serves a whole --scrambles-file; it solves through the registry too.
    if (budgetMs !== undefined) {
      thread ??= new TwoPhaseThread();
      const s = await thread.solve(facelets, {
        budgetMs,
        anyOrientation,
        ...(maxLength === undefined ? {} : { maxLength }),
      });
      if (s.stoppedBy) io.stderr(`puz: stopped by ${s.stoppedBy}: the best answer found so far\n`);
      return { moves: s.moves, length: s.length, ms: s.ms, expanded: s.expanded, optimal: false };
    }
    // The first default solve on a machine builds a phase-1 table (a few seconds, once).
    const onTableBuild = tableBuildProgress(process.stderr, "the 3x3x3 two-phase solver's table");
    const limits = maxLength === undefined ? {} : { maxLength };
    return fromRegistry(
      withTableNote(process.stderr, 'the two-phase tables', () =>
        solveWca(3, facelets, { solver: 'twophase', anyOrientation, ...limits, onTableBuild }),
      ),
    );
  };
  /** Budgeted two-phase solves' thread; its `stoppedBy` (a signal) decides the exit code. */
  let thread: TwoPhaseThread | undefined;
  const stoppedBy = () => thread?.stoppedBy;
  const done = (code: number = EXIT.ok) => {
    const signal = stoppedBy();
    return signal ? SIGNAL_EXIT[signal] : code;
  };
  async function solveInput(): Promise<number> {
    const solveOne = async (facelets: string, scramble?: string) => {
      const s = await run(facelets);
      const out = {
        puzzle: '3x3x3',
        solver: s.by ?? solver,
        moves: formatAlg(s.moves, 3).split(' ').filter(Boolean),
        length: s.length,
        metric: 'htm',
        optimal: s.optimal,
        ms: Math.round(s.ms * 100) / 100,
        expanded: s.expanded,
        ...(scramble ? { scramble } : {}),
      };
      const label =
        s.by === 'probe'
          ? 'optimal (short probe)'
          : { twophase: 'two-phase', optimal: 'optimal', genetic: 'genetic' }[solver];
      return options.json
        ? `${JSON.stringify(out)}\n`
        : `${out.moves.join(' ') || '(already solved)'}\n${out.length} HTM, ${label}, ${out.ms} ms\n`;
    };
    const fromScramble = (alg: string) => applyMoves(solvedFacelets(3), parseAlg(alg, 3), cube3);
    if (options.scramblesFile !== undefined)
      return solveScramblesFileAsync(
        options.scramblesFile,
        '3x3x3',
        options.json,
        io,
        (line) => solveOne(fromScramble(line), line),
        stoppedBy,
      );
    if (options.scramble !== undefined) {
      io.stdout(await solveOne(fromScramble(options.scramble)));
      return EXIT.ok;
    }
    const text = (
      options.stateFile !== undefined ? readStateFile(options.stateFile) : (options.state ?? '')
    ).replace(/\s+/g, '');
    checkState(text);
    if (text.length !== 54)
      throw new UsageError(`a 3x3x3 facelet string has 54 letters; this one has ${text.length}`);
    io.stdout(await solveOne(text));
    return EXIT.ok;
  }
  try {
    return done(await solveInput());
  } finally {
    await thread?.close();
  }
}
