import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MazeAlgorithm, parseMaze, replay, solveMaze } from '@puz/maze';
import { fixtureDir } from '@puz/test-kit';
import {
  expect,
  expectEqual,
  perSecond,
  quotedRow,
  repeat,
  speedRatio,
  timedRow,
} from '../measure.js';
import type { Row, Suite } from '../types.js';

/** Optimal costs (BFS and A* agree; the CS440 report gives the same for the mazes it solved). */
const OPTIMAL: Record<string, number> = {
  mediumMaze: 68,
  bigMaze: 266,
  openMaze: 74,
  tinySearch: 34,
  smallSearch: 191,
  mediumSearch: 308,
};

/** CS440 report (seed 004, Java): cost, expanded, ms. */
const SEED: Record<string, [number, number, number]> = {
  'mediumMaze bfs': [68, 339, 3],
  'bigMaze bfs': [266, 795, 3],
  'openMaze bfs': [74, 573, 2],
  'mediumMaze astar': [68, 184, 7],
  'bigMaze astar': [266, 779, 14],
  'openMaze astar': [74, 390, 2],
  'tinySearch astar': [34, 245, 54],
  'smallSearch astar': [191, 6561, 1511],
  'mediumSearch astar': [308, 1_871_262, 171_752],
};

export const mazeSuite: Suite = {
  name: 'maze',
  description:
    'CS440 Pacman mazes: BFS and A* single-dot, A* all-dots; costs checked, vs the report (quoted, Java)',
  async run(ctx) {
    const read = (name: string) =>
      parseMaze(readFileSync(join(fixtureDir('cs440'), `${name}.txt`), 'utf8'));
    const cases: [string, MazeAlgorithm, number, number][] = [
      // maze, algorithm, A* weight, runs
      ['mediumMaze', 'bfs', 1, 9],
      ['mediumMaze', 'astar', 1, 9],
      ['bigMaze', 'bfs', 1, 9],
      ['bigMaze', 'astar', 1, 9],
      ['openMaze', 'bfs', 1, 9],
      ['openMaze', 'astar', 1, 9],
      ['tinySearch', 'astar', 1, 5],
      ['smallSearch', 'astar', 1, 5],
      ...(ctx.quick
        ? []
        : ([
            ['mediumSearch', 'astar', 1, 3],
            ['bigDots', 'astar', 3, 3],
          ] as [string, MazeAlgorithm, number, number][])),
    ];
    const rows: Row[] = [];
    for (const [name, algorithm, weight, runs] of cases) {
      const maze = read(name);
      const { samples, result } = await repeat(runs, () => solveMaze(maze, { algorithm, weight }), {
        warmup: runs >= 5,
      });
      // The answer first: the moves replay, eat every dot, and cost what they say.
      const walked = replay(maze, result.moves);
      expectEqual(walked.path.length - 1, result.cost, `${name} ${algorithm}: replayed length`);
      if (weight === 1) {
        expect(result.optimal, `${name} ${algorithm}: not reported optimal`);
        expectEqual(result.cost, OPTIMAL[name], `${name} ${algorithm}: optimal cost`);
      }
      const label = `${name} ${algorithm}${weight !== 1 ? ` w=${weight}` : ''}`;
      const row = timedRow('maze', label, samples, {
        cost: result.cost,
        expanded: result.stats.expanded,
        'nodes/s': perSecond(result.stats.expanded, samples.reduce((a, b) => a + b) / runs),
      });
      rows.push(row);
      const seed = weight === 1 ? SEED[`${name} ${algorithm}`] : undefined;
      if (seed) {
        const q = quotedRow(
          'maze',
          `${label} (CS440 report, Java)`,
          { cost: seed[0], expanded: seed[1] },
          'seed 004',
        );
        q.median = seed[2];
        speedRatio(row, q, 'CS440 Java (quoted)');
        rows.push(q);
      }
    }
    ctx.log(`maze: ${rows.length} rows`);
    return rows;
  },
};
