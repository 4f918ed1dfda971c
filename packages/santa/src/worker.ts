// The piscina worker of `solveBatch`: loads the data directory once per thread, then solves the
// puzzles it is sent. Kept free of top-level work so that importing it costs nothing.
import { loadSantaData, type SantaData } from './data.js';
import { type PuzzleSolution, solvePuzzle } from './solvers.js';

/** One task: a puzzle of the data directory `dir`, with the per-puzzle budget and seed. */
export interface SolveTask {
  dir: string;
  id: number;
  budgetMs?: number;
  budgetNodes?: number;
  seed?: number;
}

/** A task's answer: the solution, or why there is none (errors are values across the thread). */
export type SolveTaskResult =
  | { ok: true; solution: PuzzleSolution }
  | { ok: false; id: number; message: string };

let cached: SantaData | undefined;

export default function solveTask(task: SolveTask): SolveTaskResult {
  try {
    if (!cached || cached.dir !== task.dir) cached = loadSantaData(task.dir);
    const puzzle = cached.puzzles.get(task.id);
    if (!puzzle) return { ok: false, id: task.id, message: `no puzzle with id ${task.id}` };
    const { budgetMs, budgetNodes, seed } = task;
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
