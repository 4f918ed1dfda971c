import { applyMoves, CubeMoves, formatAlg, parseAlg, solvedFacelets } from '@puz/cube';
import { solveFour } from '@puz/cube/four';
import { pairSymReady, pairSymTable, solveTpr, type TprSolution } from '@puz/cube/four-wca';
import { EXIT } from '../exit.js';
import type { Io } from '../io.js';
import { integerOption, readStateFile, refuseOptions } from './input.js';
import { probeWcaCube } from './probe.js';
import { solveScramblesFile } from './scrambles-file.js';
import type { SolveAnyOptions } from './solve-any.js';
import { checkOneInput } from './solve2.js';

/**
 * `puz solve 4x4x4` (default solver "tpr"): @puz/cube/four-wca's three-phase reduction, answers
 * in WCA notation counted in outer block turns (~46 on random states, cubing.js's length; its
 * first use builds its tables once, ~20 s (12 of them the 7.8 MB pairing table), said on
 * stderr). `--solver staged` (or its older name "wca"): @puz/cube/four's staged reduction, about
 * 25 moves longer. `--solver cubeN` still reaches the registry's Santa-metric solver
 * (solve-any.ts).
 */
export const usesFourSolver = (puzzle: string, solver: string | undefined) =>
  puzzle === '4x4x4' &&
  (solver === undefined || solver === 'tpr' || solver === 'staged' || solver === 'wca');

const cube4 = new CubeMoves(4);
const tprAnswer = (s: TprSolution) => ({
  moves: s.moves,
  length: s.length,
  ms: s.ms,
  nodes: s.stats.expanded,
});

export function solveFourCommand(options: SolveAnyOptions, io: Io): number {
  checkOneInput(options);
  refuseOptions(
    options,
    {
      goal: '--goal',
      wildcards: '--wildcards',
      seed: '--seed',
      maxLength: '--max-length',
      format: '--format',
      moves: '--moves',
      anyOrientation: '--any-orientation',
      threads: '--threads',
      table: '--table',
    },
    '4x4x4 (--solver cubeN takes the Santa options)',
  );
  const tpr = options.solver === undefined || options.solver === 'tpr';
  // tpr answers in about a second and has no budget to spend; the staged solver takes one.
  if (tpr)
    refuseOptions(
      options,
      { budgetMs: '--budget-ms' },
      '4x4x4 with the tpr solver, the default (--solver staged takes a budget)',
    );
  // --budget-ms (staged only): time to keep trying further pairings (the shortest answer is kept).
  const budgetMs = integerOption(options.budgetMs, '--budget-ms', 0);
  const solveOne = (facelets: string, scramble?: string): string => {
    // A cube a few block turns from solved: the short probe's proved shortest answer (issue 33).
    const quick = probeWcaCube(4, facelets);
    // Built (and said, a line a search depth) only when needed (the probe answered nothing) and
    // not there yet; solveTpr then finds it in memory.
    if (!quick && tpr && !pairSymReady()) {
      io.stderr(
        'puz: building the 4x4x4 tables once (~20 s; the pairing table, 7.8 MB in the table cache, ~12 s of it)\n',
      );
      pairSymTable({ log: (line) => io.stderr(`puz: ${line}\n`) });
    }
    const s = quick
      ? { moves: quick.moves, length: quick.length, ms: quick.ms, nodes: quick.expanded }
      : tpr
        ? tprAnswer(solveTpr(facelets))
        : solveFour(facelets, budgetMs !== undefined ? { budgetMs } : {});
    const moves = formatAlg(s.moves, 4).split(' ').filter(Boolean);
    const solver = quick ? 'probe' : tpr ? 'tpr' : 'staged';
    const out = {
      puzzle: '4x4x4',
      solver,
      moves,
      length: s.length,
      optimal: quick !== undefined,
      ms: Math.round(s.ms * 100) / 100,
      expanded: s.nodes,
      ...(scramble !== undefined ? { scramble } : {}),
    };
    return options.json
      ? `${JSON.stringify(out)}\n`
      : `${moves.join(' ') || '(already solved)'}\n${s.length} outer block turns, ${quick ? 'optimal (short probe)' : solver}, ${out.ms} ms\n`;
  };
  const fromScramble = (alg: string) => applyMoves(solvedFacelets(4), parseAlg(alg, 4), cube4);
  if (options.scramblesFile !== undefined)
    return solveScramblesFile(options.scramblesFile, '4x4x4', options.json, io, (line) =>
      solveOne(fromScramble(line), line),
    );
  const text =
    options.scramble !== undefined
      ? fromScramble(options.scramble)
      : options.stateFile !== undefined
        ? readStateFile(options.stateFile)
        : (options.state as string);
  io.stdout(
    solveOne(options.scramble !== undefined ? text : text.replace(/\s+/g, ''), options.scramble),
  );
  return EXIT.ok;
}
