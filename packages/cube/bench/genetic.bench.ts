import { rng } from '@puz/perm';
import { applyMoves, solvedFacelets } from '../src/facelets.js';
import { CubeMoves } from '../src/moves.js';
import { solveGenetic } from '../src/three/genetic.js';
import { randomFacelets3 } from '../src/three/random.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/genetic.bench.ts [N]
 * The genetic solver (the seed's browser version averaged ~300 moves) on N (default 20) uniformly
 * random positions from a fixed seed, each solved with its own fixed solver seed. Every answer is
 * replayed here too, not only inside the solver.
 */
const N = Number(process.argv[2] ?? 20);
const cube = new CubeMoves(3);
const solved = solvedFacelets(3);
const r = rng(2025);
const states = Array.from({ length: N }, () => randomFacelets3(r));

const lengths: number[] = [];
const times: number[] = [];
const generations: number[] = [];
let failures = 0;
for (const [i, state] of states.entries()) {
  try {
    const s = solveGenetic(state, { seed: i + 1 });
    if (applyMoves(state, s.moves, cube) !== solved) throw new Error('answer does not solve');
    lengths.push(s.length);
    times.push(s.ms);
    generations.push(s.stats.expanded);
    console.log(
      `#${i + 1}: ${s.length} moves, ${s.ms.toFixed(0)} ms, ${s.stats.expanded} generations`,
    );
  } catch (e) {
    failures++;
    console.log(`#${i + 1}: FAILED ${(e as Error).message}`);
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const stats = (xs: number[], digits: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const median = s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return `mean ${mean(xs).toFixed(digits)}, median ${median.toFixed(digits)}, max ${s[s.length - 1]!.toFixed(digits)}`;
};
console.log(`solved ${N - failures}/${N} (every answer replayed)`);
if (lengths.length > 0) {
  console.log(`length: ${stats(lengths, 1)} moves`);
  console.log(`time: ${stats(times, 0)} ms`);
  console.log(`generations: ${stats(generations, 0)}`);
}
if (failures > 0) process.exitCode = 1;
