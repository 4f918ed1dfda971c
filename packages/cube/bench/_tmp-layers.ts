import { twoPhaseTables } from '../src/three/tables.js';
import { buildPhase1, flipSliceSym } from '../src/three/phase1-table.js';
const { move, sym } = twoPhaseTables();
let t0 = performance.now();
const fs = flipSliceSym();
console.log('flipSliceSym', (performance.now() - t0).toFixed(0));
t0 = performance.now();
let lastD = -1; let lastT = t0; let lastDone = 0;
buildPhase1(fs, move, sym, (d, done, total) => {
  if (d !== lastD) { const now = performance.now(); console.log('layer', lastD, 'ms', (now - lastT).toFixed(0), 'known', lastDone, total); lastD = d; lastT = now; }
  lastDone = done;
});
console.log('last', lastD, (performance.now() - lastT).toFixed(0), 'total', (performance.now() - t0).toFixed(0));
