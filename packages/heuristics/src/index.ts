export type { CacheWarning, ReadCachedOptions } from './cache.js';
export { cacheDir, readCached, setCacheWarning, writeCached } from './cache.js';
export { maxOf, weighted } from './combinators.js';
export { misplacedStickers } from './misplaced.js';
export { farthestPairBound, mstBound, mstCost, multiGoalBound } from './multi-goal.js';
export type { PatternDatabaseOptions, PatternDatabaseSpec } from './pattern-database.js';
export { PatternDatabase } from './pattern-database.js';
