import type { Rng } from '@puz/perm';
import { faceletsFromCorners } from './corners.js';

/** The seven corner slots that move (DBL, slot 6, stays home: the 2x2x2's fixed reference). */
const FREE = [0, 1, 2, 3, 4, 5, 7] as const;

/**
 * A uniformly random 2x2x2 position with DBL home, as facelets: the other seven corners shuffled
 * (Fisher–Yates) and the first six twisted at random, the last twist fixed by the twist sum.
 * Every corner permutation is reachable on the 2x2x2 (no parity tie with edges), so this is
 * uniform over the 3,674,160 positions. The one generator of the repo (the app, `puz scramble`
 * and the benches): the same seed gives the same positions everywhere.
 */
export function randomFacelets2(r: Rng): string {
  const pieces: number[] = [...FREE];
  for (let j = pieces.length - 1; j > 0; j--) {
    const k = r.int(j + 1);
    [pieces[j], pieces[k]] = [pieces[k] as number, pieces[j] as number];
  }
  const perm = new Uint8Array(8);
  const ori = new Uint8Array(8);
  FREE.forEach((slot, j) => {
    perm[slot] = pieces[j] as number;
  });
  perm[6] = 6;
  let sum = 0;
  for (const slot of FREE.slice(0, 6)) {
    ori[slot] = r.int(3);
    sum += ori[slot] as number;
  }
  ori[7] = (3 - (sum % 3)) % 3;
  return faceletsFromCorners({ perm, ori });
}
