import { createRequire } from 'node:module';
import { UsageError } from '@puz/perm';
import { Command, CommanderError } from 'commander';
import { mazeCommand } from './commands/maze.js';
import { santaScoreCommand } from './commands/santa.js';
import { santaImproveCommand, santaSolveCommand } from './commands/santa-solve.js';
import { santaWorkerCommand } from './commands/santa-worker.js';
import { scrambleCommand } from './commands/scramble.js';
import { puzzleInput, solveAnyCommand } from './commands/solve-any.js';
import { FORMATS, MOVE_SETS, solve2Command } from './commands/solve2.js';
import { solve3Command } from './commands/solve3.js';
import { solveFourCommand, usesFourSolver } from './commands/solve4.js';
import { starcraftCommand } from './commands/starcraft.js';
import { describeFailure, EXIT } from './exit.js';
import type { Io } from './io.js';
import { refuseRepeatedOptions } from './repeated-options.js';

export type { Io } from './io.js';

/** The version in apps/tui/package.json (one directory up from src/ and from the bundle's dist/). */
function version(): string {
  return (createRequire(import.meta.url)('../package.json') as { version: string }).version;
}

/** Where a command writes and how it sets the exit code. */
interface Context {
  io: Io;
  exit: (code: number) => void;
}

/** Runs `puz` with the given arguments (without node and the script); resolves to the exit code. */
export async function runPuz(
  argv: readonly string[],
  io: Io = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) },
): Promise<number> {
  let code: number = EXIT.ok;
  const context: Context = { io, exit: (c) => (code = c) };
  const program = new Command()
    .name('puz')
    .description(
      'Permutation puzzles and the search that solves them.\nRun puz with no arguments in a terminal for the interactive solver.',
    )
    .version(version(), '-V, --version', 'print the version of puz')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run "puz --help" for usage)')
    .addHelpText(
      'after',
      `
Interactive solver (on a terminal):
  puz                 pick a puzzle, turn it, scramble, solve on a worker thread, play the answer back
  puz --data <dir>    the same, with a Santa 2023 data directory (puzzles.csv, puzzle_info.csv):
                      its globes and wreaths open by id (or set PUZ_SANTA_DATA=<dir>)

Exit codes:
  ${EXIT.ok}        success
  ${EXIT.noSolution}        no solution, or a limit reached (the message names it)
  ${EXIT.badInput}        bad input or usage
  ${EXIT.bug}       internal error (please report it)
  ${EXIT.cannotWrite}       an output could not be written (a closed pipe ends quietly)
  130/143  interrupted by SIGINT/SIGTERM, after printing or saving what was found

Colours: NO_COLOR=1 turns them off, FORCE_COLOR=1 on (it wins over NO_COLOR).`,
    );
  addMaze(program, context);
  addSolve(program, context);
  addStarcraft(program, context);
  addSanta(program, context);
  addScramble(program, context);
  refuseRepeatedOptions(program);

  try {
    if (argv.length === 0) {
      io.stdout(program.helpInformation());
      return EXIT.ok;
    }
    await program.parseAsync(argv as string[], { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its message (or the help) already.
      return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    const failure = describeFailure(error);
    io.stderr(`puz: ${failure.message}\n`);
    return failure.code;
  }
}

/** `puz maze FILE` */
function addMaze(program: Command, context: Context): void {
  program
    .command('maze')
    .description('solve a CS440 Pacman maze: reach the one dot, or eat them all')
    .argument('<file>', 'maze text: % wall, P start, . dot, space open')
    .option('-a, --algorithm <name>', 'bfs, dfs, greedy or astar', 'astar')
    .option('-w, --weight <w>', 'weighted A*: f = g + w·h (w >= 1; faster, at most w × optimal)')
    .option(
      '--space <space>',
      'several dots: "dots" (macro moves between dots) or "grid" (one cell per move)',
    )
    .option(
      '--max-nodes <n>',
      'give up (exit 1) after this many search nodes, a bound on memory (default 1,000,000)',
    )
    .option('--budget-ms <n>', 'give up (exit 1) after this much search time (default 20000)')
    .option('--json', 'print one JSON object')
    .action((file: string, options) => {
      const out = mazeCommand(file, options);
      context.io.stdout(out.stdout);
      context.exit(out.code);
    });
}

/** `puz solve PUZZLE`: 2x2x2 and 3x3x3 by their own commands, every other family through the registry */
function addSolve(program: Command, context: Context): void {
  program
    .command('solve')
    .description(
      'solve a puzzle: 2x2x2 optimally; 3x3x3 by two-phase, optimally or genetically; NxNxN (4..33) by reduction; Santa 2023 cubes, globes and wreaths',
    )
    .argument(
      '<puzzle>',
      '2x2x2, 3x3x3, NxNxN (N = 4..33), or a Santa type: cube_N/N/N, globe_A/B, wreath_N/N',
    )
    .option(
      '--scramble <alg>',
      'start from the solved puzzle turned by these moves (cube notation; Santa names for Santa types)',
    )
    .option(
      '--state <s>',
      'the state as text: a facelet string for cubes (see --format), ";"-separated labels for Santa types',
    )
    .option('--state-file <file>', 'read the state from a file')
    .option('--scrambles-file <file>', 'one scramble per line; one answer (JSON line) each')
    .option('--format <format>', `2x2x2: how the state is written: ${FORMATS.join(', ')}`)
    // No commander defaults below: an option a puzzle does not read is refused only if given.
    .option('--moves <set>', `the moves and model: ${MOVE_SETS.join(', ')} (default htm)`)
    .option(
      '--solver <name>',
      '2x2x2: table, bfs, bidirectional, astar, idastar; 3x3x3: twophase, optimal, genetic; 4x4x4: tpr (default), staged (or wca); others: see the error for a bad name',
    )
    .option(
      '--budget-ms <n>',
      'keep shortening the answer for this long (3x3x3 optimal: give up after it, table loading and thread start-up included)',
    )
    .option(
      '--max-length <n>',
      '3x3x3 two-phase: the first answer of at most n moves, within --budget-ms (default 10000), else exit 1 (default: at most 20)',
    )
    .option('--threads <n>', '3x3x3 optimal: worker threads for the search (default: the cores)')
    .option(
      '--table <name>',
      '3x3x3 optimal: the edge table, auto (nxp if built, else nx, else huge, when --budget-ms is 60000 or more or unset; else phase1), nxp (7.4 GB, built once in about an hour, the fewest nodes), nx (2.5 GB, built once in tens of minutes), huge (2.6 GB, built once in ~3 min, several times faster than phase1) or phase1 (70 MB)',
    )
    .option('--seed <n>', 'the random seed, where a solver makes random choices')
    .option('--goal <s>', 'Santa types: the goal state as ";"-separated labels (default: solved)')
    .option(
      '--wildcards <n>',
      'Santa types: the answer may leave this many labels wrong (default 0)',
    )
    .option('--any-orientation', 'any orientation of the solved cube is a goal')
    .option('--json', 'print JSON')
    .action(async (puzzle: string, options) => {
      if (puzzle === '2x2x2') context.exit(solve2Command(options, context.io));
      else if (puzzle === '3x3x3') context.exit(await solve3Command(options, context.io));
      else if (usesFourSolver(puzzle, options.solver))
        context.exit(solveFourCommand(options, context.io));
      else if (puzzleInput(puzzle)) context.exit(solveAnyCommand(puzzle, options, context.io));
      else
        throw new UsageError(
          `"${puzzle}" is not a puzzle puz can solve: try 2x2x2, 3x3x3, NxNxN (N = 4..33), cube_N/N/N, globe_A/B or wreath_N/N`,
        );
    });
}

/** `puz starcraft` */
function addStarcraft(program: Command, context: Context): void {
  program
    .command('starcraft')
    .description('the optimal StarCraft Zero build order (MIT 6.006, rules v1)')
    .option('--mode <mode>', 'single (one order per edge) or batch (several per edge)', 'single')
    .option('--json', 'print one JSON object')
    .action((options) => {
      context.io.stdout(starcraftCommand(options));
    });
}

/** `puz santa score`, `solve`, `improve` and `worker` */
function addSanta(program: Command, context: Context): void {
  const santa = program.command('santa').description('Santa 2023 (Kaggle) puzzles');
  santa
    .command('score')
    .description('replay and score a submission (wildcards honoured); exit 1 if any row is bad')
    .option(
      '--data <dir>',
      'directory with puzzles.csv and puzzle_info.csv (default: $PUZ_SANTA_DATA)',
    )
    .option('--submission <file>', 'the submission CSV (default: DIR/sample_submission.csv)')
    .option('--json', 'print one JSON object')
    .action((options) => {
      const out = santaScoreCommand(options);
      context.io.stdout(out.stdout);
      context.exit(out.code);
    });

  const dataOption = [
    '--data <dir>',
    'directory with puzzles.csv and puzzle_info.csv (default: $PUZ_SANTA_DATA)',
  ] as const;
  /** The options `santa solve` and `santa improve` share. */
  const batchOptions = (command: Command) =>
    command
      .option(...dataOption)
      .option('--ids <list>', 'ids and ranges, e.g. 0-29,35 (default: all)')
      .option('--types <list>', 'only these types, e.g. cube_4/4/4,globe_3/4')
      .option('--jobs <n>', 'worker threads (default: the number of cores)')
      .option('--budget-nodes <n>', 'improve by counted work, not time, where the solver can')
      .option(
        '--time-limit-s <n>',
        'stop a puzzle that runs longer than this (default 600, or twice its budget when more)',
      )
      .option('--save-every-s <n>', 'merge the answers found into --out this often (default 30)')
      .option(
        '--queue <url>',
        'redis://HOST:PORT: put one job per puzzle on this BullMQ queue for `puz santa worker`s (instead of --jobs threads)',
      )
      .option(
        '--seeds <k>',
        'with --queue: K jobs per puzzle with distinct seeds (--seed, --seed+1, …), the shortest answer kept; K = the number of workers keeps the wall time of one (default 1)',
      )
      .option('--json', 'print one JSON object');

  batchOptions(
    santa
      .command('solve')
      .description(
        'solve Santa puzzles on worker threads; merges into --out (a better row is never replaced; safe with several writers), written atomically',
      )
      .option('--out <file>', 'the submission to write or improve', 'submission.csv')
      .option(
        '--budget-ms <n>',
        "per-puzzle time for improving a first answer (default: each solver's)",
      )
      .option('--seed <n>', "the solvers' random seed (default: each solver's)"),
  ).action(async (options) => {
    const out = await santaSolveCommand(options, process.stderr, context.io.stderr);
    context.io.stdout(out.stdout);
    context.exit(out.code);
  });

  batchOptions(
    santa
      .command('improve')
      .description(
        're-solve rows of a submission with more time or another seed; --out keeps only improvements',
      )
      .requiredOption('--in <file>', 'the submission to improve')
      .option('--out <file>', 'where the improved submission goes (default: --in itself)')
      .option('--budget-ms <n>', 'per-puzzle time for improving (default 10000)')
      .option('--seed <n>', "the solvers' random seed (default: from the clock, printed)")
      .option(
        '--polish',
        'no re-solve: shorten each chosen row of --in with the window optimiser (windows replaced by shorter equivalents met in the middle; any type) for --budget-ms a row',
      )
      .option(
        '--polish-ball <n>',
        'with --polish: states around each point of the answer in the first pass (default 4000; it grows 4x while time is left)',
      ),
  ).action(async (options) => {
    const out = await santaImproveCommand(options, process.stderr, context.io.stderr);
    context.io.stdout(out.stdout);
    context.exit(out.code);
  });

  santa
    .command('worker')
    .description(
      'solve jobs from a `santa solve --queue` coordinator, on any machine that can reach its Redis; runs until Ctrl-C',
    )
    .requiredOption('--queue <url>', 'redis://HOST:PORT, as given to the coordinator')
    .option('--jobs <n>', 'puzzles solved at once, one thread each (default: the number of cores)')
    .option(
      '--lock-ms <n>',
      'how soon the jobs of a worker that died are given to another (default 30000)',
    )
    .option('--json', 'log each finished job as a JSON line on stdout')
    .action(async (options) => {
      context.exit(await santaWorkerCommand(options, context.io));
    });
}

/** `puz scramble PUZZLE` */
function addScramble(program: Command, context: Context): void {
  program
    .command('scramble')
    .description('a random-state scramble')
    .argument('<puzzle>', 'the puzzle: 2x2x2 or 3x3x3')
    .option('--seed <n>', 'seed, for the same scramble every time')
    .option('--metric <metric>', 'htm or qtm (2x2x2)')
    .option('--json', 'print JSON')
    .action((puzzle: string, options) => {
      context.io.stdout(scrambleCommand(puzzle, options));
    });
}
