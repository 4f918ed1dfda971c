/*
 * One start-up of the two-phase solver in a fresh process, spawned by the cube3 suite: prints
 * {"load", "tables", "first", "full", "rss"} — module import ms, prepareTwoPhase() ms, the first
 * solve's ms (default options, the position given as argv[2]), whether the exact phase-1 table
 * was read, and peak RSS bytes. With an empty $PUZ_CACHE_DIR every small table is built (cold);
 * with a filled one they are read from disk (warm).
 */
const t0 = performance.now();
const { cachedOptimalTables, prepareTwoPhase, solveTwoPhase } = await import('@puz/cube/three');
const t1 = performance.now();
prepareTwoPhase();
const t2 = performance.now();
solveTwoPhase(process.argv[2] as string);
console.log(
  JSON.stringify({
    load: t1 - t0,
    tables: t2 - t1,
    first: performance.now() - t2,
    full: cachedOptimalTables() !== undefined,
    rss: process.resourceUsage().maxRSS * 1024,
  }),
);
