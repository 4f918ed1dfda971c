import './env.js';
import { EXIT } from './exit.js';
import { relaunchForTables } from './huge-pages.js';
import { interactiveDataProblem } from './interactive-data.js';
import { exitOnUnwritableOutput } from './stdio-errors.js';

// First, so even `--help` into a full disk or a closed pipe ends with one line and exit 74.
exitOnUnwritableOutput();

const args = process.argv.slice(2);
// The optimal 3x3x3 runs in a copy of this process with transparent huge pages (huge-pages.ts).
const relaunched = await relaunchForTables(args);
if (relaunched !== undefined) process.exit(relaunched);
// `puz --data DIR` opens the app with a Santa data directory (its globes and wreaths by id).
const dataOnly = args.length === 2 && args[0] === '--data';
const terminal = process.stdin.isTTY === true && process.stdout.isTTY === true;
const dataProblem = dataOnly ? interactiveDataProblem(args[1] as string, terminal) : undefined;
if (dataProblem !== undefined) {
  process.stderr.write(`puz: ${dataProblem}\n`);
  process.exitCode = EXIT.badInput;
} else if ((args.length === 0 || dataOnly) && terminal) {
  if (dataOnly) process.env.PUZ_SANTA_DATA = args[1];
  // The interactive app; loaded only here so that subcommands start fast.
  const { runApp } = await import('./app/run.js');
  process.exitCode = await runApp();
} else {
  // Subcommands; off a terminal with no arguments, the help (Ink needs a TTY for keys). Loaded
  // here, after the relaunch above, so that a relaunching process does not load them first.
  const { runPuz } = await import('./program.js');
  process.exitCode = await runPuz(args);
}
