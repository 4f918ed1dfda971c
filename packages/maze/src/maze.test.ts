import { describe, expect, test } from 'vitest';
import { MazeParseError } from './errors.js';
import { distancesFrom, parseMaze, step } from './maze.js';
import { cs440 } from './test-support.js';

describe('parseMaze', () => {
  test('reads walls, the start and the dots', () => {
    const maze = parseMaze('%%%%\n%P.%\n%. %\n%%%%\n');
    expect([maze.width, maze.height, maze.start]).toEqual([4, 4, 5]);
    expect(maze.dots).toEqual([6, 9]);
    expect(maze.walls[0]).toBe(1);
    expect(step(maze, 5, 1)).toBe(6); // east
    expect(step(maze, 5, 0)).toBe(-1); // north is a wall
  });

  test('CRLF line ends and trailing blank lines are fine', () => {
    expect(parseMaze('%%%\r\n%P%\r\n%%%\r\n\r\n').height).toBe(3);
  });

  test('a UTF-8 byte-order mark is not a cell (issue 33)', () => {
    const maze = parseMaze('\ufeff%%%%\n%P.%\n%%%%\n');
    expect([maze.width, maze.start, maze.dots]).toEqual([4, 5, [6]]);
  });

  test.each([
    ['', /empty/],
    ['%%%\n% %\n%%%', /no start/],
    [
      '%%%%\n%PP%\n%%%%',
      /line 2, column 3: a second start "P" \(the first is at line 2, column 2\)/,
    ],
    ['%%%\n%P%%\n%%%', /line 2: row is 4 characters wide, the first row 3/],
    ['%%%\n%Px\n%%%', /line 2, column 3: unknown character "x"/],
    ['%%%\n%P\t\n%%%', /unknown character "\\t"/],
  ])('%j is refused: %s', (text, message) => {
    expect(() => parseMaze(text)).toThrow(MazeParseError);
    expect(() => parseMaze(text)).toThrow(message);
  });

  test('every CS440 maze parses', () => {
    for (const name of [
      'mediumMaze',
      'bigMaze',
      'openMaze',
      'tinySearch',
      'smallSearch',
      'mediumSearch',
      'bigDots',
    ]) {
      const maze = parseMaze(cs440(name));
      expect(maze.dots.length).toBeGreaterThan(0);
      expect(distancesFrom(maze, maze.start)[maze.start]).toBe(0);
    }
  });
});
