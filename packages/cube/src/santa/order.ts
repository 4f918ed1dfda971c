import type { Face } from '../geometry.js';
import { CubeMoves } from '../moves.js';

/**
 * Santa 2023 numbers a cube's stickers face by face in the order U F R B L D, each face read as
 * in Kociemba's facelet string; f_i, r_i, d_i turn the layer i (0-based) counted from F, R, D
 * clockwise as seen from that face. (Found by matching every candidate reading of each face
 * against puzzle_info.csv: exactly one fits, and the tests hold it for every size there.)
 */
export const SANTA_FACE_ORDER: readonly Face[] = ['U', 'F', 'R', 'B', 'L', 'D'];

/** Move permutations over Santa's sticker order; parse Santa names (f0, -r1) with parseAlg. */
export function santaCubeMoves(n: number): CubeMoves {
  return new CubeMoves(n, SANTA_FACE_ORDER);
}
