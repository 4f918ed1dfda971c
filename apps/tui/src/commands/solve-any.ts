import { readFileSync } from 'node:fs';
import { applyMoves, CubeMoves, checkState, formatAlg, parseAlg, solvedFacelets } from '@puz/cube';
import { faceletsToSanta } from '@puz/cube/santa';
import type { Solution } from '@puz/perm';
import { solvers } from '@puz/santa';
import { UsageError } from '../exit.js';
import { progressLine } from '../progress.js';

/** The options `puz solve` takes for any registered puzzle (the 2x2x2/3x3x3 ones have more). */
export interface SolveAnyOptions {
  scramble?: string;
  state?: string;
  stateFile?: string;
  scramblesFile?: string;
  goal?: string;
  wildcards?: string;
  solver?: string;
  seed?: string;
  budgetMs?: string;
  json?: boolean;
}

/**
 * How a PUZZLE argument is read: `NxNxN` (N = 4..33) speaks WCA/SiGN notation and facelet strings,
 * and answers in cube notation; a Santa type (`cube_N/N/N`, `globe_A/B`, `wreath_N/N`) speaks its
 * move names and `;`-separated label lists, as puzzles.csv does.
 */
interface PuzzleInput {
  /** The registry's type name. */
  type: string;
  /** The cube size when the puzzle speaks cube notation. */
  cubeN?: number;
}

/** The PUZZLE argument as a registry type, or `undefined` when the registry does not own it. */
export function puzzleInput(puzzle: string): PuzzleInput | undefined {
  const m = /^(\d+)x(\d+)x(\d+)$/.exec(puzzle);
  if (m && m[1] === m[2] && m[2] === m[3]) {
    const n = Number(m[1]);
    const type = `cube_${n}/${n}/${n}`;
    return solvers.findFamily(type) ? { type, cubeN: n } : undefined;
  }
  return solvers.findFamily(puzzle) ? { type: puzzle } : undefined;
}

const integer = (text: string | undefined, flag: string, min: number): number | undefined => {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(`${flag} must be an integer >= ${min}, got "${text}"`);
  return n;
};

/** A `;`-separated label list (spaces around labels ignored). */
const labelList = (text: string): string[] =>
  text
    .trim()
    .split(';')
    .map((l) => l.trim());

/** Santa move names, separated by spaces, dots or commas. */
const santaMoves = (text: string): string[] => text.split(/[\s.,]+/).filter(Boolean);

/** Turns a cube-notation or Santa answer into the words printed for the puzzle. */
function spoken(input: PuzzleInput, moves: readonly string[]): string[] {
  if (input.cubeN === undefined) return [...moves];
  const n = input.cubeN;
  return formatAlg(parseAlg(moves.join(' '), n, { notation: 'santa' }), n)
    .split(' ')
    .filter(Boolean);
}

/**
 * `puz solve PUZZLE` for every puzzle of the registry: one JSON line (or two text lines) per
 * input; with `--scrambles-file`, one per line, written as each is solved.
 */
export function solveAnyCommand(
  puzzle: string,
  options: SolveAnyOptions,
  write: (text: string) => void,
): void {
  const input = puzzleInput(puzzle);
  if (!input) throw new UsageError(`"${puzzle}" is not a puzzle puz can solve`);
  const family = solvers.family(input.type);
  const model = solvers.puzzle(input.type);
  const solved = [...family.solved(input.type)];
  const goal = options.goal === undefined ? solved : labelList(options.goal);
  const wildcards = integer(options.wildcards, '--wildcards', 0) ?? 0;
  const seed = integer(options.seed, '--seed', 0);
  const budgetMs = integer(options.budgetMs, '--budget-ms', 0);
  // Fail on a bad --solver before any work.
  const entry = solvers.solver(input.type, options.solver);
  const cubeMoves = input.cubeN === undefined ? undefined : new CubeMoves(input.cubeN);

  const fromScramble = (alg: string): string[] => {
    if (input.cubeN === undefined) return model.replay(solved, santaMoves(alg));
    const n = input.cubeN;
    return faceletsToSanta(
      applyMoves(solvedFacelets(n), parseAlg(alg, n), cubeMoves as CubeMoves),
      n,
    );
  };
  const fromState = (text: string): string[] => {
    if (input.cubeN === undefined) return labelList(text);
    const facelets = text.replace(/\s+/g, '');
    checkState(facelets);
    return faceletsToSanta(facelets, input.cubeN);
  };
  const solveOne = (start: string[], scramble?: string) => {
    const progress = progressLine(process.stderr);
    let s: Solution;
    try {
      s = solvers.solve(input.type, start, goal, {
        solver: entry.name,
        wildcards,
        ...(seed !== undefined ? { seed } : {}),
        ...(budgetMs !== undefined ? { budgetMs } : {}),
        onProgress: (p) => progress.update({ ...p, generated: p.expanded, frontier: 0 }),
      });
    } finally {
      progress.done();
    }
    const moves = spoken(input, s.moves);
    const out = {
      puzzle,
      solver: s.solver,
      moves,
      length: s.length,
      optimal: s.optimal,
      ms: Math.round(s.ms * 100) / 100,
      expanded: s.stats.expanded,
      ...(scramble !== undefined ? { scramble } : {}),
    };
    const metric = input.cubeN === undefined ? 'moves' : 'single-layer quarter turns';
    write(
      options.json
        ? `${JSON.stringify(out)}\n`
        : `${moves.join(' ') || '(already solved)'}\n${out.length} ${metric}, ${s.solver}${s.optimal ? ' (optimal)' : ''}, ${out.ms} ms\n`,
    );
  };

  if (options.scramblesFile !== undefined) {
    const lines = readFileSync(options.scramblesFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const line of lines) solveOne(fromScramble(line), line);
    return;
  }
  if (options.scramble !== undefined) solveOne(fromScramble(options.scramble));
  else if (options.stateFile !== undefined)
    solveOne(fromState(readFileSync(options.stateFile, 'utf8')));
  else if (options.state !== undefined) solveOne(fromState(options.state));
  else
    throw new UsageError('give the start: --scramble, --state, --state-file or --scrambles-file');
}
