import { MazeParseError } from './errors.js';

/** A Pacman maze: cells numbered row by row (cell = row·width + column). */
export interface Maze {
  readonly width: number;
  readonly height: number;
  /** 1 for a wall. */
  readonly walls: Uint8Array;
  readonly start: number;
  /** Dot cells, in reading order; dot i is `dots[i]`. */
  readonly dots: readonly number[];
}

/** The four moves, in the order successors are generated. */
export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Parses the CS440 text format: `%` wall, `P` Pacman's start, `.` a dot, space an open cell.
 * Rows must be equally wide; exactly one `P`. Trailing blank lines and CRLF endings are fine.
 */
export function parseMaze(text: string): Maze {
  // A byte-order mark (Windows editors write one) is not a cell: CSV and cube files accept it too.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new MazeParseError('the maze is empty', 0, 0);
  const width = (lines[0] as string).length;
  const height = lines.length;
  const walls = new Uint8Array(width * height);
  const dots: number[] = [];
  let start = -1;
  lines.forEach((line, row) => {
    if (line.length !== width) {
      throw new MazeParseError(
        `row is ${line.length} characters wide, the first row ${width} (rows must be equally wide)`,
        row + 1,
        0,
      );
    }
    for (let col = 0; col < width; col++) {
      const ch = line[col] as string;
      const cell = row * width + col;
      if (ch === '%') walls[cell] = 1;
      else if (ch === '.') dots.push(cell);
      else if (ch === 'P') {
        if (start >= 0) {
          throw new MazeParseError(
            `a second start "P" (the first is at line ${Math.floor(start / width) + 1}, column ${(start % width) + 1})`,
            row + 1,
            col + 1,
          );
        }
        start = cell;
      } else if (ch !== ' ') {
        throw new MazeParseError(
          `unknown character ${JSON.stringify(ch)} (expected "%", "P", "." or a space)`,
          row + 1,
          col + 1,
        );
      }
    }
  });
  if (start < 0) throw new MazeParseError('no start: the maze needs one "P"', 0, 0);
  return { width, height, walls, start, dots };
}

/** The open neighbour of a cell in a direction, or -1 (a wall or the edge). */
export function step(maze: Maze, cell: number, direction: number): number {
  const { width, height } = maze;
  const row = Math.floor(cell / width);
  const col = cell - row * width;
  let next = -1;
  if (direction === 0 && row > 0) next = cell - width;
  else if (direction === 1 && col + 1 < width) next = cell + 1;
  else if (direction === 2 && row + 1 < height) next = cell + width;
  else if (direction === 3 && col > 0) next = cell - 1;
  return next >= 0 && maze.walls[next] === 0 ? next : -1;
}

/** Steps from `from` to every cell (BFS); -1 where unreachable. */
export function distancesFrom(maze: Maze, from: number): Int32Array {
  const dist = new Int32Array(maze.walls.length).fill(-1);
  const queue = new Int32Array(maze.walls.length);
  dist[from] = 0;
  queue[0] = from;
  for (let head = 0, tail = 1; head < tail; head++) {
    const cell = queue[head] as number;
    for (let d = 0; d < 4; d++) {
      const next = step(maze, cell, d);
      if (next >= 0 && dist[next] === -1) {
        dist[next] = (dist[cell] as number) + 1;
        queue[tail++] = next;
      }
    }
  }
  return dist;
}

/** |Δrow| + |Δcolumn|. */
export function manhattan(maze: Maze, a: number, b: number): number {
  const w = maze.width;
  return Math.abs(Math.floor(a / w) - Math.floor(b / w)) + Math.abs((a % w) - (b % w));
}
