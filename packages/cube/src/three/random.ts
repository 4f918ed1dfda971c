import { parity, type Rng, randomPerm } from '@puz/perm';
import { type CubieCube, faceletsFromCubie } from './cubie.js';

/**
 * A uniformly random 3x3x3 position (one of the 43,252,003,274,489,856,000): random corner and
 * edge permutations of equal parity (an odd pair is made even by swapping the last two edges, which
 * keeps the distribution uniform), random twists summing to 0 mod 3 and flips to 0 mod 2.
 */
export function randomCubie(r: Rng): CubieCube {
  const cp = Uint8Array.from(randomPerm(8, r));
  const ep = Uint8Array.from(randomPerm(12, r));
  if (parity(cp) !== parity(ep)) [ep[10], ep[11]] = [ep[11] as number, ep[10] as number];
  const co = new Uint8Array(8);
  const eo = new Uint8Array(12);
  let twist = 0;
  for (let i = 0; i < 7; i++) twist += co[i] = r.int(3);
  co[7] = (3 - (twist % 3)) % 3;
  let flip = 0;
  for (let i = 0; i < 11; i++) flip += eo[i] = r.int(2);
  eo[11] = flip & 1;
  return { cp, co, ep, eo };
}

/** A uniformly random 3x3x3 position as a facelet string (URFDLB, 54 letters). */
export function randomFacelets3(r: Rng): string {
  return faceletsFromCubie(randomCubie(r));
}
