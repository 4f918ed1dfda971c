import type { Maze } from './maze.js';

const LABELS = '123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The maze as text with the path drawn: `%` walls, `P` the start, `.` the path, and with several
 * dots each dot marked by when it was eaten (1-9, a-z, A-Z, then `*`); uneaten dots stay `o`.
 */
export function renderMaze(
  maze: Maze,
  path: readonly number[] = [],
  eatOrder: readonly number[] = [],
): string {
  const grid: string[] = Array.from(maze.walls, (w) => (w ? '%' : ' '));
  for (const cell of maze.dots) grid[cell] = 'o';
  for (const cell of path) grid[cell] = '.';
  if (maze.dots.length > 1) {
    eatOrder.forEach((dot, n) => {
      grid[maze.dots[dot] as number] = LABELS[n] ?? '*';
    });
  }
  grid[maze.start] = 'P';
  const rows: string[] = [];
  for (let r = 0; r < maze.height; r++)
    rows.push(grid.slice(r * maze.width, (r + 1) * maze.width).join(''));
  return rows.join('\n');
}
