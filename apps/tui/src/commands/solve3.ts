import { readFileSync } from 'node:fs';
import {
  applyMoves,
  CubeMoves,
  checkState,
  formatAlg,
  type Move,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import { solveGenetic, solveOptimal, solveTwoPhase } from '@puz/cube/three';
import { UsageError } from '../exit.js';
import { progressLine, withTableNote } from '../progress.js';
import type { SolveOptions } from './solve2.js';

const cube3 = new CubeMoves(3);

export interface Solve3Options extends SolveOptions {
  budgetMs?: string;
  seed?: string;
}

const SOLVERS = ['twophase', 'optimal', 'genetic'] as const;
type Solver3 = (typeof SOLVERS)[number];

interface Answer {
  /** The rotation that brings the centres home (unless --any-orientation), then face turns. */
  moves: Move[];
  /** Face turns: HTM, where rotations count 0. */
  length: number;
  ms: number;
  expanded: number;
  optimal: boolean;
}

/** `puz solve 3x3x3`: two-phase (default), optimal (IDA*) or genetic (seed 002). */
export function solve3Command(options: Solve3Options): string {
  const solver = (options.solver ?? 'twophase') as Solver3;
  if (!SOLVERS.includes(solver))
    throw new UsageError(`the 3x3x3 solvers: ${SOLVERS.join(', ')} (got "${options.solver}")`);
  const seed = options.seed === undefined ? 1 : Number(options.seed);
  if (!Number.isSafeInteger(seed))
    throw new UsageError(`--seed must be an integer, got "${options.seed}"`);
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

  // Centres anywhere (wide, slice, rotation moves): the solvers reorient, or not (--any-orientation).
  const anyOrientation = options.anyOrientation === true;
  const run = (facelets: string): Answer => {
    if (solver === 'optimal') {
      const progress = progressLine(process.stderr);
      try {
        // With a budget it gives up once that is spent, saying which lengths it ruled out.
        const s = withTableNote(process.stderr, 'the optimal solver tables (about 30 s)', () =>
          solveOptimal(facelets, {
            anyOrientation,
            ...(budgetMs === undefined ? {} : { budgetMs }),
            onProgress: (p) => progress.update(p),
            progressIntervalMs: 50,
          }),
        );
        return { moves: s.moves, length: s.length, ms: s.ms, expanded: s.nodes, optimal: true };
      } finally {
        progress.done();
      }
    }
    if (solver === 'genetic') {
      const s = solveGenetic(facelets, {
        seed,
        anyOrientation,
        ...(budgetMs === undefined ? {} : { budgetMs }),
      });
      return {
        moves: s.moves,
        length: s.length,
        ms: s.ms,
        expanded: s.generations,
        optimal: false,
      };
    }
    // With a budget, keep improving until it runs out; without, stop at 21 moves or fewer.
    const s = withTableNote(process.stderr, 'the two-phase tables', () =>
      solveTwoPhase(
        facelets,
        budgetMs === undefined ? { anyOrientation } : { targetLength: 0, budgetMs, anyOrientation },
      ),
    );
    return { moves: s.moves, length: s.length, ms: s.ms, expanded: s.probes, optimal: false };
  };
  const solveOne = (facelets: string, scramble?: string) => {
    const s = run(facelets);
    const out = {
      puzzle: '3x3x3',
      solver,
      moves: formatAlg(s.moves, 3).split(' ').filter(Boolean),
      length: s.length,
      metric: 'htm',
      optimal: s.optimal,
      ms: Math.round(s.ms * 100) / 100,
      expanded: s.expanded,
      ...(scramble ? { scramble } : {}),
    };
    const label = { twophase: 'two-phase', optimal: 'optimal', genetic: 'genetic' }[solver];
    return options.json
      ? `${JSON.stringify(out)}\n`
      : `${out.moves.join(' ') || '(already solved)'}\n${out.length} HTM, ${label}, ${out.ms} ms\n`;
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
