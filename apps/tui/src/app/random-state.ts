import { CubeMoves, type Move, solvedFacelets } from '@puz/cube';
import { randomFacelets3 } from '@puz/cube/three';
import { faceletsFromCorners } from '@puz/cube/two';
import { apply, type Rng } from '@puz/perm';

/** A uniformly random 2x2x2 position with DBL home: the 7 other corners shuffled and twisted. */
export function randomFacelets2(r: Rng): string {
  const perm = new Uint8Array(8);
  const ori = new Uint8Array(8);
  const free = [0, 1, 2, 3, 4, 5, 7];
  const pieces = free.slice();
  for (let i = pieces.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [pieces[i], pieces[j]] = [pieces[j] as number, pieces[i] as number];
  }
  free.forEach((slot, i) => {
    perm[slot] = pieces[i] as number;
  });
  perm[6] = 6;
  let sum = 0;
  for (const slot of free.slice(0, 6)) {
    ori[slot] = r.int(3);
    sum += ori[slot] as number;
  }
  ori[7] = (3 - (sum % 3)) % 3;
  return faceletsFromCorners({ perm, ori });
}

/**
 * A scrambled n×n×n cube from a seed: a uniformly random position for 2 and 3; above that (no
 * uniform sampler of big cubes here) 20·n random single-layer quarter turns, which mix every
 * orbit many times over — returned too, so the screen can show them.
 */
export function randomCube(n: number, r: Rng): { facelets: string; moves?: Move[] } {
  if (n === 2) return { facelets: randomFacelets2(r) };
  if (n === 3) return { facelets: randomFacelets3(r) };
  const cube = new CubeMoves(n);
  const faces = ['U', 'R', 'F'] as const;
  let state = [...solvedFacelets(n)];
  const moves: Move[] = [];
  for (let i = 0; i < 20 * n; i++) {
    const face = faces[r.int(3)] as (typeof faces)[number];
    const layer = 1 + r.int(n);
    const move: Move = { face, from: layer, to: layer, amount: r.int(2) ? 1 : 3 };
    moves.push(move);
    state = apply(cube.perm(move), state);
  }
  return { facelets: state.join(''), moves };
}

/** The facelets of `randomCube`. */
export function randomCubeFacelets(n: number, r: Rng): string {
  return randomCube(n, r).facelets;
}
