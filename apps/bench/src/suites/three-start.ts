/*
 * One start-up of the two-phase solver in a fresh process, spawned by the cube3 suite: prints
 * {"load", "tables", "rss"} — module import ms, prepareTwoPhase() ms, peak RSS bytes. With an empty
 * $PUZ_CACHE_DIR every table is built (cold); with a filled one they are read from disk (warm).
 */
const t0 = performance.now();
const { prepareTwoPhase } = await import('@puz/cube/three');
const t1 = performance.now();
prepareTwoPhase();
const tables = performance.now() - t1;
console.log(JSON.stringify({ load: t1 - t0, tables, rss: process.resourceUsage().maxRSS * 1024 }));
