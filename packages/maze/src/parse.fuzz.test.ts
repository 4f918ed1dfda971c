import { SearchLimitError } from '@puz/perm';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { MazeParseError } from './errors.js';
import { parseMaze } from './maze.js';
import { replay, solveMaze } from './solve.js';
import { dotDistances, heldKarp } from './test-support.js';

/** What a parsed maze must satisfy, whatever text it came from. */
function checkMaze(text: string): ReturnType<typeof parseMaze> | undefined {
  let maze: ReturnType<typeof parseMaze>;
  try {
    maze = parseMaze(text);
  } catch (error) {
    // The only way to refuse text: a MazeParseError with a 1-based place (0 when none applies).
    expect(error).toBeInstanceOf(MazeParseError);
    const e = error as MazeParseError;
    expect(e.line).toBeGreaterThanOrEqual(0);
    expect(e.column).toBeGreaterThanOrEqual(0);
    expect(e.message).not.toMatch(/\n/);
    return undefined;
  }
  expect(maze.walls.length).toBe(maze.width * maze.height);
  expect(maze.walls[maze.start]).toBe(0);
  for (const dot of maze.dots) expect(maze.walls[dot]).toBe(0);
  return maze;
}

// Text drawn mostly from the maze alphabet (so many samples parse), with stray characters.
const mazeChar = fc.constantFrom('%', '%', '%', ' ', ' ', '.', 'P', '\n', '\n', '\r', 'x', '\t');
const mazeLike = fc.array(mazeChar, { maxLength: 120 }).map((cs) => cs.join(''));

test('any text: a maze or a MazeParseError, never another error', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.string({ unit: 'binary', maxLength: 80 }),
        mazeLike,
      ),
      (text) => {
        checkMaze(text);
      },
    ),
    { numRuns: 2000 },
  );
});

// Well-formed grids (equal rows, one P) with random walls and up to 6 dots.
const grid = fc
  .record({
    width: fc.integer({ min: 1, max: 9 }),
    height: fc.integer({ min: 1, max: 7 }),
    cells: fc.array(fc.constantFrom<string>('%', ' ', ' ', '.'), { minLength: 63, maxLength: 63 }),
    start: fc.nat(),
  })
  .map(({ width, height, cells, start }) => {
    const chars = cells.slice(0, width * height);
    let dots = 0;
    for (let i = 0; i < chars.length; i++) if (chars[i] === '.' && ++dots > 6) chars[i] = ' ';
    chars[start % chars.length] = 'P';
    const rows = Array.from({ length: height }, (_, r) =>
      chars.slice(r * width, (r + 1) * width).join(''),
    );
    return `${rows.join('\n')}\n`;
  });

test('random grids parse, and every algorithm either answers (replayed, optimal when it says so) or says why not', () => {
  fc.assert(
    fc.property(
      grid,
      fc.constantFrom('bfs', 'dfs', 'greedy', 'astar' as const),
      (text, algorithm) => {
        const maze = checkMaze(text);
        expect(maze).toBeDefined();
        if (!maze) return;
        let s: ReturnType<typeof solveMaze>;
        try {
          s = solveMaze(maze, { algorithm, maxNodes: 20_000 });
        } catch (error) {
          expect(error).toBeInstanceOf(SearchLimitError);
          return;
        }
        const exact = heldKarp(dotDistances(text));
        if (!s.found) {
          expect(exact).toBe(Number.POSITIVE_INFINITY);
          return;
        }
        expect(replay(maze, s.moves).path).toHaveLength(s.cost + 1);
        if (s.optimal) expect(s.cost).toBe(maze.dots.length === 0 ? 0 : exact);
      },
    ),
    { numRuns: 300 },
  );
});
