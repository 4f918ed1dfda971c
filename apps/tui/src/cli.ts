import { runPuz } from './program.js';

process.exitCode = await runPuz(process.argv.slice(2));
