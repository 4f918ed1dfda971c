import type { Perm } from '@puz/perm';
import { FACES } from './geometry.js';
import type { Move } from './move.js';
import { CubeMoves } from './moves.js';

/** A whole-cube rotation: its x/y/z moves (shortest spelling) and its sticker permutation. */
export interface Rotation {
  readonly moves: readonly Move[];
  readonly perm: Perm;
}

const cache = new Map<number, readonly Rotation[]>();

/**
 * The 24 whole-cube rotations of an n×n×n cube, by breadth-first search over x, y and z in all
 * three amounts: the identity first, then every rotation spelled with as few moves as possible
 * (at most two).
 */
export function cubeRotations(n: number): readonly Rotation[] {
  const known = cache.get(n);
  if (known) return known;
  const cube = new CubeMoves(n);
  const gens: Move[] = (['R', 'U', 'F'] as const).flatMap((face) =>
    ([1, 2, 3] as const).map((amount) => ({ face, from: 1, to: n, amount })),
  );
  const key = (p: Perm) => p.join(',');
  const start: Rotation = { moves: [], perm: cube.permOf([]) };
  const seen = new Set([key(start.perm)]);
  const queue: Rotation[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i] as Rotation;
    for (const g of gens) {
      const moves = [...r.moves, g];
      const perm = cube.permOf(moves);
      if (seen.has(key(perm))) continue;
      seen.add(key(perm));
      queue.push({ moves, perm });
    }
  }
  cache.set(n, queue);
  return queue;
}

/** Whether every face shows one colour: solved, in whatever orientation. */
export function isSolvedAnyOrientation(facelets: string): boolean {
  const area = facelets.length / FACES.length;
  for (let f = 0; f < FACES.length; f++) {
    const first = facelets[f * area];
    for (let i = 1; i < area; i++) if (facelets[f * area + i] !== first) return false;
  }
  return true;
}
