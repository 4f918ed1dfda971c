import { wreathMoves } from '../moves.js';
import { wreathStickerCount } from '../size.js';

// Generated wreaths (Santa's colouring, seeded scrambles), shared by solve.test.ts and
// solve.e2e.test.ts.

export function play(n: number, state: readonly string[], moves: readonly string[]): string[] {
  const perms = wreathMoves(n, { inverses: true });
  let cur = [...state];
  for (const m of moves) {
    const p = perms.get(m);
    if (!p) throw new Error(`unknown move ${m}`);
    cur = cur.map((_, i) => cur[p[i] as number] as string);
  }
  return cur;
}

export const diff = (a: readonly string[], b: readonly string[]) =>
  a.filter((x, i) => x !== b[i]).length;

export function solvedWreath(n: number): string[] {
  // Santa's colouring: C on the two crossings, A on l's own stickers, B on r's.
  const s: string[] = Array.from({ length: wreathStickerCount(n) }, (_, i) => (i < n ? 'A' : 'B'));
  s[0] = 'C';
  s[Math.ceil(n / 4)] = 'C';
  return s;
}

export function scramble(n: number, seed: number, length = 200): string[] {
  let x = seed * 2654435761;
  const names = ['l', 'r', '-l', '-r'];
  const moves = Array.from({ length }, () => {
    x = (Math.imul(x ^ (x >>> 13), 0x5bd1e995) + 0x6b43a9b5) | 0;
    return names[(x >>> 7) & 3] as string;
  });
  return play(n, solvedWreath(n), moves);
}
