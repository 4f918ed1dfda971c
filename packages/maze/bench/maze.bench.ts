import { readFileSync } from 'node:fs';
import { dataFile } from '@puz/test-kit';
import { type MazeAlgorithm, type MazeSolveOptions, parseMaze, solveMaze } from '../src/index.js';

/*
 * pnpm --filter @puz/maze bench: every CS440 maze, median of a few runs, beside the seed's
 * (CS440 report, Java) figures where it gives them.
 */

const read = (name: string) => readFileSync(dataFile('cs440', `${name}.txt`).path, 'utf8');

const seed: Record<string, string> = {
  'tinySearch astar': 'cost 34, 245 expanded, 54 ms',
  'smallSearch astar': 'cost 191, 6,561 expanded, 1,511 ms',
  'mediumSearch astar': 'cost 308, 1,871,262 expanded, 171,752 ms',
  'mediumMaze astar': 'cost 68, 184 expanded, 7 ms',
  'bigMaze astar': 'cost 266, 779 expanded, 14 ms',
  'openMaze astar': 'cost 74, 390 expanded, 2 ms',
  'mediumMaze bfs': 'cost 68, 339 expanded, 3 ms',
  'bigMaze bfs': 'cost 266, 795 expanded, 3 ms',
  'openMaze bfs': 'cost 74, 573 expanded, 2 ms',
};

const cases: [string, MazeAlgorithm, MazeSolveOptions, number][] = [
  ['mediumMaze', 'bfs', {}, 9],
  ['mediumMaze', 'astar', {}, 9],
  ['bigMaze', 'bfs', {}, 9],
  ['bigMaze', 'astar', {}, 9],
  ['openMaze', 'bfs', {}, 9],
  ['openMaze', 'astar', {}, 9],
  ['tinySearch', 'astar', {}, 9],
  ['tinySearch', 'astar', { space: 'grid' }, 5],
  ['smallSearch', 'astar', {}, 5],
  ['smallSearch', 'astar', { space: 'grid' }, 3],
  ['mediumSearch', 'astar', {}, 3],
  ['mediumSearch', 'astar', { space: 'grid' }, 1],
  ['bigDots', 'astar', { weight: 3 }, 3],
  ['bigDots', 'astar', { weight: 2 }, 3],
];

console.log(
  '| maze | algorithm | space | cost | optimal | expanded | generated | median ms | runs | seed (Java) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [name, algorithm, options, runs] of cases) {
  if (process.argv.includes('--quick') && options.space === 'grid' && name === 'mediumSearch')
    continue;
  const maze = parseMaze(read(name));
  const times: number[] = [];
  let last = solveMaze(maze, { algorithm, ...options });
  times.push(last.ms);
  for (let i = 1; i < runs; i++) {
    last = solveMaze(maze, { algorithm, ...options });
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] as number;
  const label = `${algorithm}${options.weight ? ` w=${options.weight}` : ''}`;
  const note =
    options.weight || options.space === 'grid' ? '' : (seed[`${name} ${algorithm}`] ?? '');
  console.log(
    `| ${name} | ${label} | ${last.space} | ${last.cost} | ${last.optimal ? 'yes' : 'no'} | ${last.stats.expanded.toLocaleString('en-US')} | ${last.stats.generated.toLocaleString('en-US')} | ${median.toFixed(1)} | ${runs} | ${note} |`,
  );
}
