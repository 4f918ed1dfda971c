import './env.js';
import { runPuz } from './program.js';
import { exitOnUnwritableOutput } from './stdio-errors.js';

// First, so even `--help` into a full disk or a closed pipe ends with one line and exit 74.
exitOnUnwritableOutput();

const args = process.argv.slice(2);
// `puz --data DIR` opens the app with a Santa data directory (its globes and wreaths by id).
const dataOnly = args.length === 2 && args[0] === '--data';
if ((args.length === 0 || dataOnly) && process.stdin.isTTY && process.stdout.isTTY) {
  if (dataOnly) process.env.PUZ_SANTA_DATA = args[1];
  // The interactive app; loaded only here so that subcommands start fast.
  const { runApp } = await import('./app/run.js');
  process.exitCode = await runApp();
} else {
  // Subcommands; off a terminal with no arguments, the help (Ink needs a TTY for keys).
  process.exitCode = await runPuz(args);
}
