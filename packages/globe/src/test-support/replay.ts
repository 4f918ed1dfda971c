import { globeMoves } from '../moves.js';

/** Replays Santa move names on globe_a/b's labels through the geometric permutations. */
export function replay(a: number, b: number, start: readonly string[], moves: readonly string[]) {
  const perms = globeMoves(a, b, { inverses: true });
  let s = [...start];
  for (const m of moves) {
    const p = perms.get(m);
    if (!p) throw new Error(`bad move ${m}`);
    s = s.map((_, i) => s[p[i]!]!);
  }
  return s;
}
