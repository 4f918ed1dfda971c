/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/twophase-pair.bench.ts OLD_REPO
 * NEW_REPO [N] [rounds]: the two-phase 3x3x3 (default options) of two checkouts, loaded from their
 * source into one process, on the same N seeded random positions. After a warm-up pass each, the
 * timed passes alternate old and new per position (which goes first flips every position), so a
 * change of machine load hits both alike: on 2 shared cores this is steadier than two processes.
 * Prints both sums, new/old, the median per-position ratio, and both total lengths (a refactor
 * must leave them equal). solveTwoPhase replays every answer on the position before returning it.
 * Used for the issue-30 split of twophase.ts (see the cube README).
 */
import { pathToFileURL } from 'node:url';

const [oldRepo, newRepo, nArg, rArg] = process.argv.slice(2);
const N = Number(nArg ?? 100);
const R = Number(rArg ?? 3);
const load = async (repo: string) => ({
  three: await import(pathToFileURL(`${repo}/packages/cube/src/three/index.ts`).href),
  perm: await import(pathToFileURL(`${repo}/packages/perm/src/index.ts`).href),
});
const sides = [await load(oldRepo!), await load(newRepo!)];
const r = sides[0]!.perm.rng(2023);
const states: string[] = Array.from({ length: N }, () => sides[0]!.three.randomFacelets3(r));
for (const s of sides) {
  s.three.prepareTwoPhase();
  for (const st of states) s.three.solveTwoPhase(st);
}
const sum: [number, number] = [0, 0];
const moves: [number, number] = [0, 0];
const ratios: number[] = [];
for (let round = 0; round < R; round++)
  states.forEach((st, i) => {
    const t: [number, number] = [0, 0];
    for (const k of (i + round) % 2 ? ([1, 0] as const) : ([0, 1] as const)) {
      const t0 = performance.now();
      const a = sides[k]!.three.solveTwoPhase(st);
      t[k] = performance.now() - t0;
      moves[k] += a.length;
    }
    sum[0] += t[0];
    sum[1] += t[1];
    ratios.push(t[1] / t[0]);
  });
ratios.sort((a, b) => a - b);
console.log(
  `old ${sum[0].toFixed(0)} ms, new ${sum[1].toFixed(0)} ms, new/old ${(sum[1] / sum[0]).toFixed(3)}, median per-position ratio ${ratios[ratios.length >> 1]!.toFixed(3)}; moves old ${moves[0]} new ${moves[1]}; tables ${sides.map((s) => s.three.twoPhaseTableInUse()).join('/')}`,
);
