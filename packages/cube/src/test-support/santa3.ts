import { apply, type Perm } from '@puz/perm';
import { parseAlg } from '../notation.js';
import { santaCubeMoves } from '../santa/order.js';

/*
 * Santa's cube_3 for tests: its 18 quarter turns as names and permutations, a replay, and the
 * breadth-first distances that check the searches in Santa's metric (any moves: cube_2's too).
 */

export const NAMES = ['f', 'r', 'd'].flatMap((a) =>
  [0, 1, 2].flatMap((l) => [`${a}${l}`, `-${a}${l}`]),
);
const cube = santaCubeMoves(3);
export const PERMS = NAMES.map((m) => cube.permOf(parseAlg(m, 3, { notation: 'santa' })));

/** The state after Santa moves `moves` from `s`. */
export const replay = (s: readonly string[], moves: readonly string[]): string[] =>
  moves.reduce<string[]>((x, m) => apply(PERMS[NAMES.indexOf(m)] as Perm, x), s.slice());

/** Breadth-first distances from `target` over `perms` (Santa's 18 cube_3 moves), up to `depth`. */
export function bfs(
  target: readonly string[],
  depth: number,
  perms: readonly Perm[] = PERMS,
): Map<string, number> {
  const dist = new Map<string, number>([[target.join(';'), 0]]);
  let frontier = [target.slice()];
  for (let d = 1; d <= depth; d++) {
    const next: string[][] = [];
    for (const s of frontier)
      for (const p of perms) {
        const t = apply(p, s);
        const k = t.join(';');
        if (!dist.has(k)) {
          dist.set(k, d);
          next.push(t);
        }
      }
    frontier = next;
  }
  return dist;
}
