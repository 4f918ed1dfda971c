/*
 * One start-up of the two-phase solver in a fresh process: prints {"load", "tables", "first",
 * "length", "table"} — the module import ms (under tsx this includes transpiling the sources),
 * `prepareTwoPhase()` ms, the first solve's ms and length (default options, the position given as
 * argv[2]), and which phase-1 table it read. three.bench.ts runs it with an empty
 * cache directory (cold: the first solve builds every table, the exact phase-1 one included) and
 * then with that directory warm.
 */
const t0 = performance.now();
const { prepareTwoPhase, solveTwoPhase, twoPhaseTableInUse } = await import(
  '../src/three/index.js'
);
const t1 = performance.now();
prepareTwoPhase();
const t2 = performance.now();
const s = solveTwoPhase(process.argv[2] as string);
console.log(
  JSON.stringify({
    load: t1 - t0,
    tables: t2 - t1,
    first: performance.now() - t2,
    length: s.length,
    table: twoPhaseTableInUse(),
  }),
);
