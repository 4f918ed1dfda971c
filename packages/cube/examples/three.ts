// Solve one 3x3x3 position three ways: two-phase (fast, short), optimal (IDA*), genetic (seed 002).

import { applyMoves, CubeMoves, formatAlg, parseAlg, solvedFacelets } from '@puz/cube';
import { randomFacelets3, solveGenetic, solveOptimal, solveTwoPhase } from '@puz/cube/three';
import { rng } from '@puz/perm';

const random = randomFacelets3(rng(1)); // a uniformly random position, as a facelet string
const fast = solveTwoPhase(random); // stops at the first answer of <= 20 moves
const short = solveTwoPhase(random, { targetLength: 0, budgetMs: 100 }); // shortest in 100 ms
// At most 18 moves within 2 s, else a SearchLimitError saying how far the search got.
const bounded = solveTwoPhase(random, { maxLength: 18, budgetMs: 2000 });
console.log(
  `two-phase: ${fast.length} moves in ${fast.ms.toFixed(1)} ms; ${short.length} in 100 ms; ${bounded.length} within 18`,
);

// Optimal solving is exponential in the distance: give it a position a dozen moves from home.
const state = applyMoves(
  solvedFacelets(3),
  parseAlg("R U2 F' L D2 B' U R' F2 D", 3),
  new CubeMoves(3),
);
const best = solveOptimal(state); // builds its tables once (~30 s), then reads them from the cache
console.log(
  `optimal: ${formatAlg(best.moves, 3)} (${best.length} moves, ${best.ms.toFixed(0)} ms)`,
);

const genetic = solveGenetic(state, { seed: 1 });
console.log(`genetic: ${genetic.length} moves in ${genetic.ms.toFixed(0)} ms`);
