export { cubeScramble, cubeSignToken, santaCubeToken } from './cube-notation.js';
export type { DataKind, DataSource, Found, Where } from './data.js';
export { DATA_ENV, dataDir, dataFile, fixtureDir, realDataDir } from './data.js';
export type { MoveTable, PuzzleInfo } from './puzzle-info.js';
export {
  puzzleInfoFile,
  readPuzzleInfo,
  SAMPLE_PUZZLE_INFO,
  santaTypes,
} from './puzzle-info.js';
export type { TestRedis } from './redis.js';
export { freePort, hasRedisServer, startRedis } from './redis.js';
export { repoRoot } from './repo.js';
