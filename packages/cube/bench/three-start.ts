/*
 * One start-up of the two-phase solver in a fresh process: prints {"load", "tables"} in ms — the
 * module import (under tsx this includes transpiling the sources) and `prepareTwoPhase()`.
 * three.bench.ts runs it with an empty cache directory (cold: every table built) and again with
 * the filled one (warm: read from disk).
 */
const t0 = performance.now();
const { prepareTwoPhase } = await import('../src/three/index.js');
const t1 = performance.now();
prepareTwoPhase();
console.log(JSON.stringify({ load: t1 - t0, tables: performance.now() - t1 }));
