// Turn a 4x4x4, check the state, print it, and spell the moves in Santa 2023's names.
import {
  applyMoves,
  CubeMoves,
  checkState,
  countMoves,
  formatAlg,
  parseAlg,
  renderNet,
  simplifyAlg,
  solvedFacelets,
  toSanta,
} from '@puz/cube';

const n = 4;
const cube = new CubeMoves(n); // move permutations generated from geometry
const moves = parseAlg("Rw U2 2R' x Rw' U2 R R", n);
const state = applyMoves(solvedFacelets(n), moves, cube);
checkState(state); // throws InvalidStateError for impossible positions

console.log(renderNet(state, { color: process.stdout.isTTY }));
console.log(formatAlg(simplifyAlg(moves, n), n)); // Rw U2 2R' Lw' U2 R2 (x Rw' and R R merged)
console.log(countMoves(moves, n, 'htm'), 'HTM;', toSanta(moves, n).length, 'Santa moves');
