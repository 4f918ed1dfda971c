import { pairDistance } from '../src/four-wca/pair-full.js';
import {
  N_CLASSES,
  N_SYMS,
  SIG,
  SIGINV,
  SYM_SIZE,
  symIndex,
  symPerm,
} from '../src/four-wca/pair-sym.js';
import { pairSymTable, symDistance } from '../src/four-wca/pair-sym-table.js';
import { pairFullTable, TAU_MOVES } from '../src/four-wca/pairs.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/four-wca-sym-check.ts [--n 20000]
 * Builds (or reads) the symmetry-reduced pairing table (timed) and checks it against the full
 * 239.5 M table (pair-full.ts, read from the cache or built): the exact distance of --n seeded
 * random even permutations by both, and that the index is the same for a permutation's symmetries.
 */
const args = process.argv.slice(2);
const nAt = args.indexOf('--n');
const N = nAt >= 0 ? Number(args[nAt + 1]) : 20_000;
console.log(`classes ${N_CLASSES}, entries ${SYM_SIZE}, ${(SYM_SIZE / 4 / 1e6).toFixed(1)} MB`);
let seed = 12345;
const rand = (k: number) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return Math.floor((seed / 2 ** 32) * k);
};
const randomEven = () => {
  const p = Int8Array.from({ length: 12 }, (_, i) => i);
  for (let i = 11; i > 0; i--) {
    const j = rand(i + 1);
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  if (odd(p)) [p[10], p[11]] = [p[11]!, p[10]!];
  return p;
};
/** Whether p is an odd permutation (by its cycles). */
function odd(p: Int8Array): boolean {
  const seen = new Uint8Array(12);
  let parity = 0;
  for (let i = 0; i < 12; i++) {
    if (seen[i]) continue;
    let len = 0;
    for (let j = i; !seen[j]; j = p[j]!) {
      seen[j] = 1;
      len++;
    }
    parity ^= (len - 1) & 1;
  }
  return parity === 1;
}
const t0 = performance.now();
const ps = pairSymTable({
  log: (l) => console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${l}`),
});
console.log(
  `symmetry-reduced: depth ${ps.depth}, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const q = new Int8Array(12);
for (let i = 0; i < 2000; i++) {
  const p = randomEven();
  const idx = symIndex(p, 0);
  symPerm(idx, q, 0);
  if (symIndex(q, 0) !== idx) throw new Error(`round trip ${p}`);
  for (let s = 1; s < N_SYMS; s++) {
    for (let e = 0; e < 12; e++) q[e] = SIG[s * 12 + p[SIGINV[s * 12 + e]!]!]!;
    if (symIndex(q, 0) !== idx) throw new Error(`rotation ${s} of ${p}`);
  }
}
console.log('index: round trips and symmetries agree on 2000');
const t1 = performance.now();
const full = pairFullTable();
console.log(`full table read in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
const hist = new Map<number, number>();
for (let i = 0; i < N; i++) {
  const p = randomEven();
  const a = symDistance(ps, p, 0);
  const b = pairDistance(full, TAU_MOVES, p, 0);
  if (a !== b) throw new Error(`distance ${a} vs ${b} for ${p}`);
  hist.set(a, (hist.get(a) ?? 0) + 1);
}
console.log(
  `distances agree on ${N}:`,
  [...hist]
    .sort((x, y) => x[0] - y[0])
    .map(([d, c]) => `${d}:${c}`)
    .join(' '),
);
