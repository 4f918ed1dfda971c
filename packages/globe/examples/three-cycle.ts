// Generate globe_1/8's moves and check seed 001's flip commutator: it moves only three stickers.
import { globeMoves, globeStickerCount } from '@puz/globe';

const moves = globeMoves(1, 8, { inverses: true }); // r0 r1 f0..f15 and -r0 .. -f15
let state = Array.from({ length: globeStickerCount(1, 8) }, (_, i) => i);
for (const name of 'f0.r0.f0.r1.f0.-r1.f0.-r0'.split('.')) {
  const perm = moves.get(name)!;
  state = state.map((_, i) => state[perm[i]!]!); // new[i] = old[perm[i]], as in Santa
}
const moved = state.flatMap((s, i) => (s === i ? [] : [`${s}->${i}`]));
console.log(moved.join(' ')); // 23->0 24->23 0->24: a 3-cycle of cells (0,0) (1,7) (1,8)
