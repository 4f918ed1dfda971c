import { applyMoves, CubeMoves, checkState, formatAlg, parseAlg, solvedFacelets } from '@puz/cube';
import { faceletsToSanta } from '@puz/cube/santa';
import type { RegistrySolution } from '@puz/perm';
import { UsageError } from '@puz/perm';
import { solvers } from '@puz/puzzles';
import { answerMoves } from '../app/answer-moves.js';
import { EXIT } from '../exit.js';
import type { Io } from '../io.js';
import { progressLine } from '../progress.js';
import { integerOption, readStateFile, refuseOptions } from './input.js';
import { probeRegistry, probeSolution } from './probe.js';
import { solveScramblesFile } from './scrambles-file.js';
import { checkOneInput } from './solve2.js';

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
  maxLength?: string;
  format?: string;
  moves?: string;
  anyOrientation?: boolean;
  /** Refused: --threads is for the 3x3x3 optimal solver. */
  threads?: string;
  /** Refused: --table is for the 3x3x3 optimal solver. */
  table?: string;
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

/** A `;`-separated label list (spaces around labels ignored). */
const labelList = (text: string): string[] =>
  text
    .trim()
    .split(';')
    .map((l) => l.trim());

/** Santa move names, separated by spaces, dots or commas. */
const santaMoves = (text: string): string[] => text.split(/[\s.,]+/).filter(Boolean);

/**
 * Turns a cube-notation or Santa answer into the words printed for the puzzle: cube layers named
 * from the nearer face and turns of one layer in a row merged, as the app shows them (`33R` on a
 * 33x33x33 is `L'`, `30D 30D` is `4U2`).
 */
function spoken(input: PuzzleInput, moves: readonly string[]): string[] {
  if (input.cubeN === undefined) return [...moves];
  const n = input.cubeN;
  return formatAlg(answerMoves(parseAlg(moves.join(' '), n, { notation: 'santa' }), n), n)
    .split(' ')
    .filter(Boolean);
}

/**
 * `puz solve PUZZLE` for every puzzle of the registry: one JSON line (or two text lines) per
 * input; with `--scrambles-file`, one per line, written as each is solved. Returns the exit code.
 */
export function solveAnyCommand(puzzle: string, options: SolveAnyOptions, io: Io): number {
  const input = puzzleInput(puzzle);
  if (!input) throw new UsageError(`"${puzzle}" is not a puzzle puz can solve`);
  checkOneInput(options);
  // The registry's solvers read no --format, --moves or --any-orientation: refuse, never ignore.
  refuseOptions(
    options,
    {
      format: '--format',
      moves: '--moves',
      anyOrientation: '--any-orientation',
      maxLength: '--max-length',
      threads: '--threads',
      table: '--table',
    },
    `${puzzle} (--max-length is for the 3x3x3 two-phase solver, --threads and --table for the 3x3x3 optimal one; the others for the 2x2x2 and 3x3x3)`,
  );
  const family = solvers.family(input.type);
  const model = solvers.puzzle(input.type);
  const solved = [...family.solved(input.type)];
  const goal = options.goal === undefined ? solved : labelList(options.goal);
  const wildcards = integerOption(options.wildcards, '--wildcards', 0) ?? 0;
  const seed = integerOption(options.seed, '--seed', 0);
  const budgetMs = integerOption(options.budgetMs, '--budget-ms', 0);
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
  const solveOne = (start: string[], scramble?: string): string => {
    // A start a few moves from the goal gets the shortest answer before the long method runs.
    const quick = probeRegistry(model, start, goal, wildcards);
    const progress = progressLine(process.stderr);
    let s: RegistrySolution;
    try {
      s = quick
        ? probeSolution(quick, wildcards)
        : solvers.solve(input.type, start, goal, {
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
    return options.json
      ? `${JSON.stringify(out)}\n`
      : `${moves.join(' ') || '(already solved)'}\n${out.length} ${metric}, ${s.solver}${s.optimal ? ' (optimal)' : ''}, ${out.ms} ms\n`;
  };

  if (options.scramblesFile !== undefined)
    return solveScramblesFile(options.scramblesFile, puzzle, options.json, io, (line) =>
      solveOne(fromScramble(line), line),
    );
  const start =
    options.scramble !== undefined
      ? fromScramble(options.scramble)
      : fromState(
          options.stateFile !== undefined
            ? readStateFile(options.stateFile)
            : (options.state as string),
        );
  io.stdout(solveOne(start));
  return EXIT.ok;
}
