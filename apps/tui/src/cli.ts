import { runPuz } from './program.js';

const args = process.argv.slice(2);
if (args.length === 0 && process.stdin.isTTY && process.stdout.isTTY) {
  // The interactive app; loaded only here so that subcommands start fast.
  const { runApp } = await import('./app/run.js');
  await runApp();
} else {
  // Subcommands; off a terminal with no arguments, the help (Ink needs a TTY for keys).
  process.exitCode = await runPuz(args);
}
