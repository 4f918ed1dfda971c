import { readFileSync } from 'node:fs';
import { pairFullTable, pairTable, solveTpr, type TprOptions } from '../src/four-wca/index.js';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../src/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/four-wca-ab.ts FILE [--no-cp] [--opt key=value ...]
 * solveTpr on the scrambles of FILE (one a line: four-wca.bench.ts --save writes them), so two
 * configurations (or this and an older commit's) run on the same states in one sitting. Prints
 * each state's length, ms and nodes by phase, then the means; every answer is replayed.
 * --no-cp: without the centre-pair bound; --full-pairs: the plain 60 MB exact pairing table; --hash-pairs: pairs.ts's depth-8 hash for the pairing bound; --opt phase1Answers=60 etc.: other TprOptions.
 */
const args = process.argv.slice(2);
const file = args[0] as string;
const options: TprOptions & Record<string, unknown> = {};
if (args.includes('--no-cp')) options.centrePair = false;
// The depth-8 pairing hash (pairs.ts, seconds to build) instead of the exact 60 MB table.
if (args.includes('--hash-pairs')) options.pairs = pairTable();
// The plain exact table (pair-full.ts, 60 MB) instead of the default symmetry-reduced one (15 MB).
if (args.includes('--full-pairs')) options.pairs = pairFullTable();
args.forEach((a, i) => {
  if (a === '--opt') {
    const [k, v] = (args[i + 1] as string).split('=');
    options[k as string] = Number(v);
  }
});
const cube = new CubeMoves(4);
const solved = solvedFacelets(4);
const scrambles = readFileSync(file, 'utf8').split('\n').filter(Boolean);
// Tables first (read or built), apart from the solves.
solveTpr(applyMoves(solved, parseAlg("R U Rw' F", 4), cube), options);
const lengths: number[] = [];
const ms: number[] = [];
const cpu: number[] = [];
const nodes = [0, 0, 0, 0];
const phaseMs = [0, 0, 0, 0];
for (const [i, alg] of scrambles.entries()) {
  const state = applyMoves(solved, parseAlg(alg, 4), cube);
  const c = process.cpuUsage();
  const s = solveTpr(state, options);
  const used = process.cpuUsage(c);
  if (applyMoves(state, s.moves, cube) !== solved) throw new Error(`state ${i}: does not solve`);
  lengths.push(s.length);
  ms.push(s.ms);
  cpu.push((used.user + used.system) / 1000);
  s.stats.phaseNodes.forEach((n, k) => {
    nodes[k] = (nodes[k] as number) + n;
  });
  s.stats.phaseMs.forEach((n, k) => {
    phaseMs[k] = (phaseMs[k] as number) + n;
  });
  console.log(
    `state ${i}: ${s.length} (${s.method}, ${s.phases.join('+')}), ${s.ms.toFixed(0)} ms, nodes ${s.stats.phaseNodes.join('/')}`,
  );
}
const n = scrambles.length;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1] as number;
console.log(
  `${args.slice(1).join(' ') || 'defaults'}: ${n} states, mean ${mean(lengths).toFixed(2)} OBTM (${Math.min(...lengths)}-${Math.max(...lengths)}), mean ${mean(ms).toFixed(0)} ms, median ${median(ms).toFixed(0)} ms, mean CPU ${mean(cpu).toFixed(0)} ms; nodes by phase ${nodes.map((x) => (x / n / 1e6).toFixed(3)).join(' / ')} M; ms by phase ${phaseMs.map((x) => (x / n).toFixed(0)).join(' / ')}`,
);
process.exit(0);
