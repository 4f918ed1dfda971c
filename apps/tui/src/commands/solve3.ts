import {
  applyMoves,
  CubeMoves,
  checkState,
  formatAlg,
  type Move,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import {
  edgeTableOf,
  type OptimalTableChoice,
  prepareOptimal,
  solveGenetic,
  solveOptimalParallel,
  solveTwoPhase,
} from '@puz/cube/three';
import { EXIT, UsageError } from '../exit.js';
import type { Io } from '../io.js';
import { progressLine, withTableNote } from '../progress.js';
import { capAtCores } from './cores.js';
import { integerOption, readStateFile, refuseOptions } from './input.js';
import { solveScramblesFileAsync } from './scrambles-file.js';
import { checkOneInput, type SolveOptions } from './solve2.js';
import { SIGNAL_EXIT, solveTwoPhaseOnThread } from './twophase-thread.js';

const cube3 = new CubeMoves(3);

export type Solve3Options = SolveOptions;

const SOLVERS = ['twophase', 'optimal', 'genetic'] as const;
const TABLES: readonly OptimalTableChoice[] = ['auto', 'huge', 'nx', 'phase1'];
type Solver3 = (typeof SOLVERS)[number];

interface Answer {
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
    if (solver === 'optimal') {
      // Tables first (read from the cache, or built once with a note), then the search on worker
      // threads sharing them.
      prepareOptimalTables(table as OptimalTableChoice, process.stderr);
      const progress = progressLine(process.stderr);
      try {
        // With a budget it gives up once that is spent, saying which lengths it ruled out.
        const s = await solveOptimalParallel(facelets, {
          anyOrientation,
          table: table as OptimalTableChoice,
          ...(budgetMs === undefined ? {} : { budgetMs }),
          ...(threads === undefined ? {} : { threads }),
          onProgress: (p) => progress.update(p),
          progressIntervalMs: 50,
        });
        return { moves: s.moves, length: s.length, ms: s.ms, expanded: s.nodes, optimal: true };
      } finally {
        progress.done();
      }
    }
    if (solver === 'genetic') {
      const s = solveGenetic(facelets, {
        seed,
        anyOrientation,
        ...(budgetMs === undefined ? {} : { budgetMs }),
      });
      return {
        moves: s.moves,
        length: s.length,
        ms: s.ms,
        expanded: s.generations,
        optimal: false,
      };
    }
    // --max-length N: the first answer that short, within --budget-ms (default 10 s) or exit 1;
    // else with a budget, keep improving until it runs out; with neither, stop at 20 or fewer.
    const twoPhase =
      maxLength !== undefined
        ? { maxLength, anyOrientation, ...(budgetMs === undefined ? {} : { budgetMs }) }
        : budgetMs === undefined
          ? { anyOrientation }
          : { targetLength: 0, budgetMs, anyOrientation };
    // A budget is time spent improving: on a thread of its own, so that Ctrl-C stops it with the
    // best answer so far printed (exit 130), not the process killed with the answer dropped.
    if (budgetMs !== undefined && options.scramblesFile === undefined) {
      const s = await solveTwoPhaseOnThread(facelets, twoPhase);
      if (s.stoppedBy) {
        stoppedBy = s.stoppedBy;
        io.stderr(`puz: stopped by ${s.stoppedBy}: the best answer found so far\n`);
      }
      return { moves: s.moves, length: s.length, ms: s.ms, expanded: s.probes, optimal: false };
    }
    const s = withTableNote(process.stderr, 'the two-phase tables', () =>
      solveTwoPhase(facelets, twoPhase),
    );
    return { moves: s.moves, length: s.length, ms: s.ms, expanded: s.probes, optimal: false };
  };
  /** The signal that stopped a budgeted two-phase solve, if one did: the exit code says it. */
  let stoppedBy: keyof typeof SIGNAL_EXIT | undefined;
  const done = () => (stoppedBy ? SIGNAL_EXIT[stoppedBy] : EXIT.ok);
  const solveOne = async (facelets: string, scramble?: string) => {
    const s = await run(facelets);
    const out = {
      puzzle: '3x3x3',
      solver,
      moves: formatAlg(s.moves, 3).split(' ').filter(Boolean),
      length: s.length,
      metric: 'htm',
      optimal: s.optimal,
      ms: Math.round(s.ms * 100) / 100,
      expanded: s.expanded,
      ...(scramble ? { scramble } : {}),
    };
    const label = { twophase: 'two-phase', optimal: 'optimal', genetic: 'genetic' }[solver];
    return options.json
      ? `${JSON.stringify(out)}\n`
      : `${out.moves.join(' ') || '(already solved)'}\n${out.length} HTM, ${label}, ${out.ms} ms\n`;
  };
  const fromScramble = (alg: string) => applyMoves(solvedFacelets(3), parseAlg(alg, 3), cube3);
  if (options.scramblesFile !== undefined)
    return solveScramblesFileAsync(options.scramblesFile, '3x3x3', options.json, io, (line) =>
      solveOne(fromScramble(line), line),
    );
  if (options.scramble !== undefined) {
    io.stdout(await solveOne(fromScramble(options.scramble)));
    return done();
  }
  const text = (
    options.stateFile !== undefined ? readStateFile(options.stateFile) : (options.state ?? '')
  ).replace(/\s+/g, '');
  checkState(text);
  if (text.length !== 54)
    throw new UsageError(`a 3x3x3 facelet string has 54 letters; this one has ${text.length}`);
  io.stdout(await solveOne(text));
  return done();
}

/**
 * The optimal solver's tables, read from the cache or built once: the 70 MB ones with a note
 * (about 30 s), the huge one with a line of progress per layer (minutes), on a terminal.
 */
function prepareOptimalTables(table: OptimalTableChoice, stream: NodeJS.WriteStream): void {
  withTableNote(stream, 'the optimal solver tables (about 30 s)', () =>
    prepareOptimal({ table: 'phase1' }),
  );
  if (table === 'phase1') return;
  if (table === 'auto' && edgeTableOf({ table }) === 'phase1') {
    // Nothing slow is built unasked; say what would make a long search faster.
    if (stream.isTTY)
      stream.write(
        'note: --table huge builds 2.6 GB of tables once (~3 min) that search random positions several times faster\n',
      );
    return;
  }
  const t0 = performance.now();
  let shown = false;
  const what =
    edgeTableOf({ table }) === 'nx'
      ? 'the nx optimal table (2.5 GB, once, then cached; tens of minutes)'
      : 'the huge optimal table (2.6 GB, once, then cached; about 3 min)';
  prepareOptimal({
    table,
    onHugeBuild: (depth, done, total) => {
      if (!stream.isTTY) return;
      shown = true;
      const s = ((performance.now() - t0) / 1000).toFixed(0);
      stream.write(
        `\r\x1b[2Kbuilding ${what}: layer ${depth}, ${((100 * done) / total).toFixed(1)}% known, ${s} s`,
      );
    },
  });
  if (shown) stream.write('\r\x1b[2K');
}
