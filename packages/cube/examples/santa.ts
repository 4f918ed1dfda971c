// A 4x4x4 scrambled in WCA notation, solved through the shared puzzle model in Santa's moves.

import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { cubeFamily, faceletsToSanta, santaToFacelets } from '@puz/cube/santa';
import { SolverRegistry } from '@puz/perm';

const n = 4;
const facelets = applyMoves(
  solvedFacelets(n),
  parseAlg("Rw U2 2R' F Lw' D 3Fw2 B'", n),
  new CubeMoves(n),
);
const start = faceletsToSanta(facelets, n); // Santa's sticker order (U F R B L D)

const registry = new SolverRegistry([cubeFamily]);
const type = `cube_${n}/${n}/${n}`;
const answer = registry.solve(type, start, undefined, { budgetMs: 200 }); // replayed on the model
console.log(`${answer.solver}: ${answer.length} Santa moves in ${answer.ms.toFixed(0)} ms`);

const end = registry.puzzle(type).replay(start, answer.moves);
console.log(santaToFacelets(end, n) === solvedFacelets(n)); // true
