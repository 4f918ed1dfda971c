import {
  rng,
  SearchLimitError,
  type Solution,
  type SolveLimits,
  type SolveProgress,
  throwIfAborted,
} from '@puz/perm';
import type { Move } from '../move.js';
import { simplifyAlg } from '../notation.js';
import { cubieFromFacelets } from './cubie.js';
import { toFacets } from './genetic-facets.js';
import { MAX_FITNESS, STAGES, type Stage, stageOf } from './genetic-fitness.js';
import { buildGenes, type Gene } from './genetic-genes.js';
import { Population } from './genetic-population.js';
import { solveOriented } from './orient.js';

/*
 * A genetic 3x3x3 solver after a Habr post (a browser toy that averaged ~300 moves): a population
 * of cubes whose genomes are sequences of formulas (genetic-genes.ts) buds, spreads and lends
 * credit (genetic-population.ts) under a layer-by-layer fitness (genetic-fitness.ts) until one
 * cube is solved. It is a demonstration of the method, not a competitive solver: answers are
 * long (about 115 moves after simplification, against the seed's ~300) and depend on the seed.
 */

/**
 * The repo's one progress shape: `expanded` counts generations (the solver's work unit, as in its
 * answer's stats), `depth` is the best cube's stage (0 the cross ... 6 solved), `ms` the time.
 */
export interface GeneticProgress extends SolveProgress {
  bestFitness: number;
  /** The stage the best cube is working on (`depth` as a name). */
  stage: Stage;
}

export interface GeneticOptions extends SolveLimits {
  /** Seed of every random choice (default 1): same seed and position, same answer. */
  seed?: number;
  // budgetNodes: give up (GenerationLimitError) after this many generations (default 50 000).
  // budgetMs: stop after this long, the shortest answer found by then, else GenerationLimitError.
  /** @deprecated use `budgetNodes` (the same count: generations). */
  maxGenerations?: number;
  /** Cubes in the population (default 256). */
  populationSize?: number;
  /** Stops the evolution: the signal's reason is thrown. */
  signal?: AbortSignal;
  /**
   * false (default): the answer leads with the rotation (free in HTM) that brings the centres home
   * and ends on the solved facelet string. true: face turns only, any orientation solved.
   */
  anyOrientation?: boolean;
  /** Called at most every 100 ms with the state of the best cube. */
  onProgress?: (p: GeneticProgress) => void;
}

/**
 * The repo's `Solution` in WCA `Move`s: the rotation first (unless anyOrientation), then face
 * turns; `length` counts face turns (HTM: rotations count 0). Its work unit is the generation:
 * `stats.expanded` counts generations (as its limit error's stats do).
 */
export interface GeneticSolution extends Solution<Move> {
  optimal: false;
}

/** No cube of the population was solved within `budgetNodes` generations (a search limit, as in perm). */
export class GenerationLimitError extends SearchLimitError {
  override readonly name = 'GenerationLimitError';
}

/**
 * Once a cube is solved the population runs this many generations more and the shortest solved
 * genome wins: other lineages often finish a little later with fewer moves.
 */
const POLISH_GENERATIONS = 50;
const PROGRESS_MS = 100;

let genePool: Gene[] | null = null;

/** Solve a 3x3x3 facelet string (URFDLB) by the seed's genetic algorithm. */
export function solveGenetic(facelets: string, options: GeneticOptions = {}): GeneticSolution {
  const t0 = performance.now();
  const s = solveOriented(facelets, options.anyOrientation, 'genetic', (home) =>
    solveHome(home, options, t0),
  );
  return { ...s, ms: performance.now() - t0 };
}

/** The evolution for a position with its centres home (checked by `solveOriented`). */
function solveHome(start: string, options: GeneticOptions, t0: number): GeneticSolution {
  throwIfAborted(options.signal, 'the genetic solve');
  const deadline = t0 + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  genePool ??= buildGenes();
  const genes = genePool;
  const maxGenerations = options.budgetNodes ?? options.maxGenerations ?? 50_000;
  const population = new Population(
    toFacets(cubieFromFacelets(start)),
    genes,
    options.populationSize ?? 256,
    rng(options.seed ?? 1),
  );

  let generation = 0;
  let solvedAt = -1;
  let lastReport = t0;
  // The solved cube needs no evolution.
  let winner: number[] | null = population.bestFitness === MAX_FITNESS ? [] : null;
  let winnerMoves = Number.POSITIVE_INFINITY;
  while (winner === null || (solvedAt >= 0 && generation < solvedAt + POLISH_GENERATIONS)) {
    const late = performance.now() > deadline;
    if (generation >= maxGenerations || late) {
      if (winner) break;
      const stats = { expanded: generation, ms: performance.now() - t0 };
      throw new GenerationLimitError(
        late
          ? `no cube was solved within ${options.budgetMs} ms (${generation.toLocaleString('en-US')} generations; raise the budget or try another seed)`
          : `no cube was solved in ${maxGenerations.toLocaleString('en-US')} generations (raise budgetNodes or try another seed)`,
        stats,
      );
    }
    population.step();
    generation++;
    if (population.bestFitness === MAX_FITNESS) {
      if (solvedAt < 0) solvedAt = generation;
      const b = population.best();
      // The best slot is solved unless a loan just sent the last solved cube exploring.
      if (population.fitnessOf(b) === MAX_FITNESS && population.movesOf(b) < winnerMoves) {
        winnerMoves = population.movesOf(b);
        winner = population.genome(b);
      }
    }
    if ((generation & 63) === 0) {
      throwIfAborted(options.signal, 'the genetic solve');
      const now = performance.now();
      if (options.onProgress && now - lastReport >= PROGRESS_MS) {
        lastReport = now;
        const b = population.best();
        const stage = stageOf(population.cube(b));
        options.onProgress({
          expanded: generation,
          depth: stage === 'solved' ? STAGES.length : STAGES.indexOf(stage),
          ms: now - t0,
          bestFitness: population.fitnessOf(b),
          stage,
        });
      }
    }
  }

  const raw = (winner as number[]).flatMap((g) => (genes[g] as Gene).moves);
  // (solveOriented replays it on the position given.)
  const moves = simplifyAlg(raw, 3);
  return {
    moves,
    length: moves.length,
    ms: performance.now() - t0,
    optimal: false,
    stats: { expanded: generation },
  };
}
