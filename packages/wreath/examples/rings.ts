// Generate wreath_6/6's two rings and moves, and turn l then r once on the solved state.
import { wreathMoves, wreathRings, wreathStickerCount } from '@puz/wreath';

console.log(wreathRings(6)); // { l: [0, 1, 2, 3, 4, 5], r: [0, 6, 7, 2, 8, 9] }
const moves = wreathMoves(6); // l and r; pass { inverses: true } for -l and -r too
const solved = 'C;A;C;A;A;A;B;B;B;B'.split(';'); // puzzles.csv's solution state
let state = solved;
for (const name of ['l', 'r']) {
  const perm = moves.get(name)!;
  state = state.map((_, i) => state[perm[i]!]!); // new[i] = old[perm[i]], as in Santa
}
console.log(state.join(';'), `(${wreathStickerCount(6)} stickers)`); // B;C;B;A;A;C;B;A;B;A (10 stickers)
