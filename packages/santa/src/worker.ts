// The piscina worker of `solveBatch`: loads the data directory once per thread, then solves the
// puzzles it is sent. Kept free of top-level work so that importing it costs nothing.
import { loadSantaData, type SantaData } from './data.js';
import { polishPuzzle } from './polish.js';
import { jobPuzzle, type PuzzleJobData } from './queue/job.js';
import { type PuzzleSolution, solvePuzzle } from './solvers.js';

/** One task: a puzzle of the data directory `dir`, with the per-puzzle budget and seed. */
export interface SolveTask {
  dir: string;
  id: number;
  budgetMs?: number;
  budgetNodes?: number;
  seed?: number;
  /** `santa improve --polish`: the answer to shorten with the window optimiser, instead of solving. */
  polish?: string[];
  /** With `polish`: the window optimiser's first ball (states around each point). */
  polishBall?: number;
}

/** A queue job's task: the puzzle travels in the job itself (`santa worker`), no data directory. */
export interface QueueSolveTask {
  job: PuzzleJobData;
}

/** A task's answer: the solution, or why there is none (errors are values across the thread). */
export type SolveTaskResult =
  | { ok: true; solution: PuzzleSolution }
  | { ok: false; id: number; message: string };

let cached: SantaData | undefined;

export default function solveTask(task: SolveTask | QueueSolveTask): SolveTaskResult {
  if ('job' in task) return solveJob(task.job);
  try {
    if (!cached || cached.dir !== task.dir) cached = loadSantaData(task.dir);
    const puzzle = cached.puzzles.get(task.id);
    if (!puzzle) return { ok: false, id: task.id, message: `no puzzle with id ${task.id}` };
    const { budgetMs, budgetNodes, seed } = task;
    if (task.polish) {
      const type = cached.types.get(puzzle.type);
      const polished = polishPuzzle(puzzle, type, task.polish, {
        ...(budgetMs !== undefined ? { budgetMs } : {}),
        ...(task.polishBall !== undefined ? { maxBall: task.polishBall } : {}),
      });
      return { ok: true, solution: polished };
    }
    const solution = solvePuzzle(puzzle, cached.types.get(puzzle.type), {
      ...(budgetMs !== undefined ? { budgetMs } : {}),
      ...(budgetNodes !== undefined ? { budgetNodes } : {}),
      ...(seed !== undefined ? { seed } : {}),
    });
    return { ok: true, solution };
  } catch (error) {
    return { ok: false, id: task.id, message: (error as Error).message };
  }
}

function solveJob(job: PuzzleJobData): SolveTaskResult {
  try {
    const { puzzle, model } = jobPuzzle(job);
    const { budgetMs, budgetNodes, seed } = job;
    const solution = solvePuzzle(puzzle, model, {
      ...(budgetMs !== undefined ? { budgetMs } : {}),
      ...(budgetNodes !== undefined ? { budgetNodes } : {}),
      ...(seed !== undefined ? { seed } : {}),
    });
    return { ok: true, solution };
  } catch (error) {
    return { ok: false, id: job.id, message: (error as Error).message };
  }
}
