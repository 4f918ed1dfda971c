import { rng } from '@puz/perm';
import { applyMoves, CubeMoves, formatAlg, parseAlg, solvedFacelets } from '../src/index.js';
import { scramble3 } from '../src/test-support/scramble3.js';
import { optimalTables, randomFacelets3, solveOptimal } from '../src/three/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/optimal.bench.ts [--deep] [--limit-s N]
 * The optimal 3x3x3 solver: positions up to 14 moves (each must take under 10 s), then deeper ones
 * (15 and 16 moves from home; with --deep also 17, 18, uniformly random positions and the
 * superflip), each with a time limit after which the bound searched in full is reported instead.
 * Every answer is replayed.
 */
const args = process.argv.slice(2);
const deep = args.includes('--deep');
const limitAt = args.indexOf('--limit-s');
const limitS = limitAt >= 0 ? Number(args[limitAt + 1]) : deep ? 600 : 120;
const cube = new CubeMoves(3);
const solved = solvedFacelets(3);

const t = performance.now();
optimalTables({
  onBuild: ({ table, fraction }) => {
    if (fraction === 0) process.stdout.write(`building the ${table} table… `);
    if (fraction === 1) process.stdout.write('done\n');
  },
});
console.log(
  `tables ready in ${((performance.now() - t) / 1000).toFixed(1)} s (built, or read from the cache)`,
);

function run(label: string, state: string): { ms: number; length?: number } {
  let bound = 0;
  const controller = new AbortController();
  try {
    const s = solveOptimal(state, {
      signal: controller.signal,
      onProgress: (p) => {
        bound = p.depth;
        if (p.ms > limitS * 1000) controller.abort();
      },
      progressIntervalMs: 1000,
    });
    if (applyMoves(state, s.moves, cube) !== solved) throw new Error('answer does not solve');
    console.log(
      `${label}: ${s.length} moves in ${(s.ms / 1000).toFixed(2)} s, ${s.stats.expanded.toLocaleString('en-US')} nodes (${(s.stats.expanded / s.ms / 1000).toFixed(1)} M/s): ${formatAlg(s.moves, 3)}`,
    );
    return { ms: s.ms, length: s.length };
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    console.log(
      `${label}: stopped after ${limitS} s; no solution shorter than ${bound} moves (searched in full)`,
    );
    return { ms: limitS * 1000 };
  }
}

const r = rng(14);
const upTo14: number[] = [];
for (let i = 0; i < 10; i++) {
  const s = scramble3(r, 14);
  upTo14.push(run(`14-move scramble #${i + 1}`, applyMoves(solved, parseAlg(s, 3), cube)).ms);
}
const sorted = [...upTo14].sort((a, b) => a - b);
console.log(
  `positions <= 14 moves: mean ${(upTo14.reduce((a, b) => a + b, 0) / 10000).toFixed(2)} s, median ${(sorted[5]! / 1000).toFixed(2)} s, max ${(sorted[9]! / 1000).toFixed(2)} s`,
);
if (sorted[9]! > 10_000) console.log('  ** a position <= 14 moves took more than 10 s **');

for (const n of deep ? [15, 16, 17, 18] : [15, 15, 16]) {
  run(`${n}-move scramble`, applyMoves(solved, parseAlg(scramble3(r, n), 3), cube));
}
if (deep) {
  const rr = rng(2023);
  run('a uniformly random position', randomFacelets3(rr));
  run(
    'superflip',
    applyMoves(solved, parseAlg("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", 3), cube),
  );
}
process.exit(0);
