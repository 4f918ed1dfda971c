import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Why `puz --data DIR` cannot open the interactive solver, or undefined when it can. It used to
 * say nothing: off a terminal the arguments went to the subcommands ("unknown option '--data'",
 * though `--help` lists it), and on one a missing directory opened the app without its puzzles.
 */
export function interactiveDataProblem(dir: string, terminal: boolean): string | undefined {
  if (dir === '') return '--data is empty: give the directory of puzzles.csv and puzzle_info.csv';
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return `--data ${dir}: no such directory (it should hold puzzles.csv and puzzle_info.csv)`;
  const missing = ['puzzles.csv', 'puzzle_info.csv'].filter((f) => !existsSync(join(dir, f)));
  if (missing.length > 0) return `--data ${dir}: no ${missing.join(' or ')} there`;
  if (!terminal)
    return `puz --data ${dir} opens the interactive solver, which needs a terminal; in a script use puz santa score|solve --data ${dir}`;
  return undefined;
}
