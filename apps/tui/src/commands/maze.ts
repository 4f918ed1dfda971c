import {
  DEFAULT_MAX_NODES,
  MAZE_ALGORITHMS,
  type Maze,
  type MazeAlgorithm,
  MazeParseError,
  parseMaze,
  renderMaze,
  solveMaze,
} from '@puz/maze';
import { SearchLimitError, UsageError } from '@puz/perm';
import { readTextFile } from '@puz/perm/node';
import { EXIT } from '../exit.js';
import { progressLine } from '../progress.js';
import { integerOption, MAX_BYTES } from './input.js';

function readMaze(file: string): Maze {
  const text = readTextFile(file, { maxBytes: MAX_BYTES.maze, what: 'the maze' });
  try {
    return parseMaze(text);
  } catch (error) {
    if (error instanceof MazeParseError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
}

export interface MazeCommandOptions {
  algorithm: string;
  weight?: string;
  space?: string;
  maxNodes?: string;
  budgetMs?: string;
  json?: boolean;
}

/**
 * The default time limit of `puz maze`. The node limit alone let bigDots.txt (a shipped fixture,
 * default options) search for over a minute without a word before it stopped.
 */
export const MAZE_BUDGET_MS = 20_000;

export interface CommandOutput {
  stdout: string;
  code: number;
}

/** `puz maze FILE`: solve a CS440 Pacman maze (one dot, or eat them all). */
export function mazeCommand(
  file: string,
  options: MazeCommandOptions,
  stderr: NodeJS.WriteStream = process.stderr,
): CommandOutput {
  const algorithm = options.algorithm as MazeAlgorithm;
  if (!MAZE_ALGORITHMS.includes(algorithm))
    throw new UsageError(
      `--algorithm must be one of ${MAZE_ALGORITHMS.join(', ')}, got "${options.algorithm}"`,
    );
  const weight = options.weight === undefined ? 1 : Number(options.weight);
  if (!(weight >= 1) || !Number.isFinite(weight))
    throw new UsageError(`--weight must be a number >= 1, got "${options.weight}"`);
  // Only A* weighs its heuristic: BFS and DFS have none, greedy uses it alone. Accepted there, the
  // weight was printed beside an answer it never touched ("bfs (weight 2) ... (optimal)").
  if (options.weight !== undefined && algorithm !== 'astar')
    throw new UsageError(`--weight is for --algorithm astar (weighted A*), not ${algorithm}`);
  const space = options.space;
  if (space !== undefined && space !== 'dots' && space !== 'grid')
    throw new UsageError(`--space must be "dots" or "grid", got "${space}"`);
  const maxNodes = integerOption(options.maxNodes, '--max-nodes', 1) ?? DEFAULT_MAX_NODES;
  const budgetMs = integerOption(options.budgetMs, '--budget-ms', 1) ?? MAZE_BUDGET_MS;
  const maze = readMaze(file);
  const progress = progressLine(stderr);
  let s: ReturnType<typeof solveMaze>;
  try {
    // Past --max-nodes this throws SearchLimitError: exit 1, the limit named.
    s = solveMaze(maze, {
      algorithm,
      weight,
      space,
      maxNodes,
      budgetMs,
      onProgress: progress.update,
    });
  } catch (error) {
    // The search's own message names its option (budgetMs); say the flag and the way out.
    if (error instanceof SearchLimitError && error.stats.ms >= budgetMs)
      throw new SearchLimitError(
        `the maze search stopped at its time limit of ${(budgetMs / 1000).toLocaleString('en-US')} s (${error.stats.expanded.toLocaleString('en-US')} expanded): raise it with --budget-ms, or trade optimality for speed (--weight 2, --algorithm greedy)`,
        error.stats,
      );
    throw error;
  } finally {
    progress.done();
  }

  const code = s.found ? EXIT.ok : EXIT.noSolution;
  if (options.json) {
    const out = {
      puzzle: 'maze',
      file,
      solver: algorithm,
      weight,
      space: s.space,
      dots: maze.dots.length,
      found: s.found,
      cost: s.found ? s.cost : null,
      length: s.moves.length,
      moves: s.moves,
      eatOrder: s.eatOrder,
      optimal: s.found && s.optimal,
      expanded: s.stats.expanded,
      generated: s.stats.generated,
      ms: Math.round(s.ms * 10) / 10,
    };
    return { stdout: `${JSON.stringify(out)}\n`, code };
  }
  if (!s.found) {
    const why =
      s.unreachableDot !== undefined
        ? `dot ${s.unreachableDot + 1} cannot be reached from P`
        : 'no path eats every dot';
    return { stdout: `no solution: ${why}\n`, code };
  }
  const summary = [
    `${algorithm}${weight !== 1 ? ` (weight ${weight})` : ''}${maze.dots.length > 1 ? `, ${s.space} space` : ''}:`,
    `cost ${s.cost}${s.optimal ? ' (optimal)' : ''},`,
    `${s.stats.expanded.toLocaleString('en-US')} expanded,`,
    `${s.ms.toFixed(1)} ms`,
  ].join(' ');
  return { stdout: `${renderMaze(maze, s.path, s.eatOrder)}\n${summary}\n`, code };
}
