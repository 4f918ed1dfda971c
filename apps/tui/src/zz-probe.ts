import { CubeMoves, parseAlg, solvedFacelets, applyMoves, FACES } from '@puz/cube';
import { PermPuzzle } from '@puz/perm';
import { shortProbe, probeMoves } from '@puz/search';
import { solvers } from '@puz/santa';
const cm = new CubeMoves(3);
const moves: [string, ArrayLike<number>][] = [];
for (const f of FACES) for (const s of ['', '2']) moves.push([`${f}${s}`, cm.perm(parseAlg(`${f}${s}`, 3)[0]!)]);
const p3 = new PermPuzzle({ name: '3x3x3', moves });
const goal = [...solvedFacelets(3)];
for (const [alg, work] of [["R U", 5e6], ["R U F' L2 D B", 5e6], ["R U F' L2 D B", 3e7], ["R U F' L2 D B R2 F", 3e7]] as const) {
  const start = [...applyMoves(solvedFacelets(3), parseAlg(alg, 3), cm)];
  const r = shortProbe(p3, start, goal, { maxWork: work });
  console.log(alg, work, r.moves?.join(' '), r.ruledOut, r.work, r.ms.toFixed(0));
}
for (const n of [4, 33]) {
  const type = `cube_${n}/${n}/${n}`;
  const model = solvers.puzzle(type);
  const solved = [...solvers.family(type).solved(type)];
  let t = performance.now();
  const pm = probeMoves(model);
  console.log(n, 'moves', pm.count, (performance.now() - t).toFixed(0), 'ms');
  for (const [seq, work] of [[['f0', 'r1', 'd0'], 1e7], [['f0', 'r1', 'd0', '-r0'], 1e7], [['f0', 'r1', 'd0', '-r0', 'f2'], 3e7]] as const) {
    const start = model.replay(solved, seq as unknown as string[]);
    const r = shortProbe(model, start, solved, { maxWork: work, moves: pm });
    console.log(n, seq.join(' '), work, r.moves?.join(' '), r.ruledOut, r.work, r.ms.toFixed(0));
  }
}
