// What recognising a puzzle by its moves costs: each type of the Santa puzzle_info.csv (the real
// file when present, else the sample), built fresh as a PermPuzzle under another name, then
// identified by the registry (the family's model built or taken from its cache, then compared
// move by move). Run: pnpm --filter @puz/puzzles bench
import { PermPuzzle } from '@puz/perm';
import { santaTypes } from '@puz/test-kit';
import { solvers } from '../src/index.js';

const { types, source } = santaTypes();
console.log(`identify, ${types.size} types of the ${source} puzzle_info.csv`);
let total = 0;
for (const [type, table] of types) {
  const puzzle = new PermPuzzle({ name: `renamed ${type}`, moves: [...table.entries()] });
  // First: builds the family's model of that size (as solving by name did), then compares.
  const t0 = performance.now();
  const found = solvers.identify(puzzle);
  const first = performance.now() - t0;
  // Again, on another fresh copy: the model is cached, so this is the comparison alone.
  const copy = new PermPuzzle({ name: 'copy', moves: [...table.entries()] });
  const t1 = performance.now();
  solvers.identify(copy);
  const compare = performance.now() - t1;
  if (found?.type !== type) throw new Error(`${type} identified as ${found?.type}`);
  total += first;
  console.log(
    `${type.padEnd(16)} ${String(puzzle.size).padStart(5)} positions  first ${first.toFixed(2).padStart(8)} ms  compare ${compare.toFixed(2).padStart(7)} ms`,
  );
}
console.log(`total first identifications: ${total.toFixed(0)} ms`);
