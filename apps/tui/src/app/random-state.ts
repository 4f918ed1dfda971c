import { CubeMoves, type Move, solvedFacelets } from '@puz/cube';
import { randomFacelets3 } from '@puz/cube/three';
import { randomFacelets2 } from '@puz/cube/two';
import { apply, type Rng } from '@puz/perm';

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
