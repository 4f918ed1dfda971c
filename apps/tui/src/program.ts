import { Command, CommanderError } from 'commander';
import { mazeCommand } from './commands/maze.js';
import { describeFailure, EXIT } from './exit.js';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Runs `puz` with the given arguments (without node and the script); resolves to the exit code. */
export async function runPuz(
  argv: readonly string[],
  io: Io = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) },
): Promise<number> {
  let code: number = EXIT.ok;
  const program = new Command()
    .name('puz')
    .description(
      'Permutation puzzles and the search that solves them.\nThe interactive solver is on its way; these subcommands work today.',
    )
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run "puz --help" for usage)');

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
    .option('--json', 'print one JSON object')
    .action((file: string, options) => {
      const out = mazeCommand(file, options);
      io.stdout(out.stdout);
      code = out.code;
    });

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
