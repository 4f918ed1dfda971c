import { readFileSync } from 'node:fs';
import {
  applyMoves,
  CubeMoves,
  checkState,
  formatAlg,
  parseAlg,
  solvedFacelets,
  solveTwoPhase,
} from '@puz/cube';
import { UsageError } from '../exit.js';
import { withTableNote } from '../progress.js';
import type { SolveOptions } from './solve2.js';

const cube3 = new CubeMoves(3);

export interface Solve3Options extends SolveOptions {
  budgetMs?: string;
}

/** `puz solve 3x3x3`: the two-phase solver (optimal and genetic solvers are issue 5's next steps). */
export function solve3Command(options: Solve3Options): string {
  const solver = options.solver ?? 'twophase';
  if (solver !== 'twophase')
    throw new UsageError(`the 3x3x3 solvers available so far: twophase (got "${solver}")`);
  if (options.moves !== undefined && options.moves !== 'htm')
    throw new UsageError('3x3x3 answers are in HTM (face turns)');
  const budgetMs = options.budgetMs === undefined ? undefined : Number(options.budgetMs);
  if (budgetMs !== undefined && !(budgetMs > 0))
    throw new UsageError(`--budget-ms must be a positive number, got "${options.budgetMs}"`);
  const inputs = [options.scramble, options.state, options.stateFile, options.scramblesFile].filter(
    (x) => x !== undefined,
  );
  if (inputs.length !== 1)
    throw new UsageError(
      'give exactly one of --scramble ALG, --state S, --state-file F, --scrambles-file F',
    );

  const solveOne = (facelets: string, scramble?: string) => {
    // With a budget, keep improving until it runs out; without, stop at 21 moves or fewer.
    const s = withTableNote(process.stderr, 'the two-phase tables', () =>
      solveTwoPhase(facelets, budgetMs === undefined ? {} : { targetLength: 0, budgetMs }),
    );
    const out = {
      puzzle: '3x3x3',
      solver,
      moves: formatAlg(s.moves, 3).split(' ').filter(Boolean),
      length: s.length,
      optimal: false,
      ms: Math.round(s.ms * 100) / 100,
      expanded: s.probes,
      ...(scramble ? { scramble } : {}),
    };
    return options.json
      ? `${JSON.stringify(out)}\n`
      : `${out.moves.join(' ') || '(already solved)'}\n${out.length} HTM, two-phase, ${out.ms} ms\n`;
  };
  const fromScramble = (alg: string) => applyMoves(solvedFacelets(3), parseAlg(alg, 3), cube3);
  if (options.scramblesFile !== undefined) {
    const lines = readFileSync(options.scramblesFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    return lines.map((line) => solveOne(fromScramble(line), line)).join('');
  }
  if (options.scramble !== undefined) return solveOne(fromScramble(options.scramble));
  const text = (
    options.stateFile !== undefined
      ? readFileSync(options.stateFile, 'utf8')
      : (options.state ?? '')
  ).replace(/\s+/g, '');
  checkState(text);
  if (text.length !== 54)
    throw new UsageError(`a 3x3x3 facelet string has 54 letters; this one has ${text.length}`);
  return solveOne(text);
}
