import { ParseError } from './errors.js';
import { allocPerm, type Perm } from './perm.js';

/*
 * Cycle notation follows the pieces: the cycle (a b c) moves the element at a to b, the one at
 * b to c and the one at c to a. Under apply's convention (out[i] = xs[p[i]]) that is
 * p[b] = a, p[c] = b, p[a] = c, so a cycle is read along the *inverse* of the array. This is
 * GAP's reading too (GAP's i^g is "where the piece at i goes"), so cycle strings can be pasted
 * between puz and GAP unchanged.
 */

/** The non-trivial cycles, each starting at its smallest point, ordered by that point. */
export function cycles(p: Perm): number[][] {
  const n = p.length;
  const goesTo = new Int32Array(n);
  for (let i = 0; i < n; i++) goesTo[p[i] as number] = i;
  const seen = new Uint8Array(n);
  const out: number[][] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] || goesTo[start] === start) continue;
    const cycle: number[] = [];
    for (let x = start; !seen[x]; x = goesTo[x] as number) {
      seen[x] = 1;
      cycle.push(x);
    }
    out.push(cycle);
  }
  return out;
}

/** Cycle lengths, fixed points included (a partition of n), largest first. */
export function cycleType(p: Perm): number[] {
  const lengths = cycles(p).map((c) => c.length);
  const fixed = p.length - lengths.reduce((s, l) => s + l, 0);
  for (let i = 0; i < fixed; i++) lengths.push(1);
  return lengths.sort((x, y) => y - x);
}

/** 0 for an even permutation, 1 for an odd one. */
export function parity(p: Perm): 0 | 1 {
  const n = p.length;
  const seen = new Uint8Array(n);
  let count = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    count++;
    for (let x = start; !seen[x]; x = p[x] as number) seen[x] = 1;
  }
  return ((n - count) & 1) as 0 | 1;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** The order of p (the lcm of its cycle lengths), exact as a bigint. */
export function order(p: Perm): bigint {
  let result = 1n;
  for (const c of cycles(p)) {
    const len = BigInt(c.length);
    result = (result / gcd(result, len)) * len;
  }
  return result;
}

/** The points p moves, ascending. */
export function support(p: Perm): number[] {
  const out: number[] = [];
  for (let i = 0; i < p.length; i++) if (p[i] !== i) out.push(i);
  return out;
}

export interface CycleOptions {
  /** The number of the first point: 0 (default) or 1 as in GAP and most texts. */
  base?: number;
}

/**
 * Parses disjoint cycles such as `(1 2 3)(4 5)` or GAP's `(1,2,3)(4,5)`; `()` or `""` is the
 * identity. A point outside base..base+n-1, a repeated point or stray text is a `ParseError`.
 */
export function fromCycles(n: number, text: string, options: CycleOptions = {}): Perm {
  const base = options.base ?? 0;
  const p = allocPerm(n);
  for (let i = 0; i < n; i++) p[i] = i;
  const used = new Uint8Array(n);
  const tokenRe = /\s*(?:(\()|(\))|(,)|(-?\d+)|(\S))/y;
  let cycle: number[] | null = null;
  let pos = 0;
  while (pos < text.length) {
    tokenRe.lastIndex = pos;
    const m = tokenRe.exec(text);
    if (!m) break; // only trailing whitespace is left
    const at = m.index + m[0].length - m[0].trimStart().length;
    pos = tokenRe.lastIndex;
    const [, open, close, comma, num, other] = m;
    if (open) {
      if (cycle) throw new ParseError('"(" inside a cycle', text, at, '(');
      cycle = [];
    } else if (close) {
      if (!cycle) throw new ParseError('")" without a matching "("', text, at, ')');
      closeCycle(p, cycle);
      cycle = null;
    } else if (comma) {
      if (!cycle) throw new ParseError('"," outside a cycle', text, at, ',');
    } else if (num) {
      if (!cycle) throw new ParseError('a point outside a cycle', text, at, num);
      const point = Number(num) - base;
      if (!Number.isSafeInteger(point) || point < 0 || point >= n) {
        throw new ParseError(`point ${num} is outside ${base}..${base + n - 1}`, text, at, num);
      }
      if (used[point]) throw new ParseError(`point ${num} appears twice`, text, at, num);
      used[point] = 1;
      cycle.push(point);
    } else {
      throw new ParseError(`unexpected character "${other}"`, text, at, other ?? '');
    }
  }
  if (cycle) throw new ParseError('unclosed "("', text, text.length, '');
  return p;
}

function closeCycle(p: Perm, cycle: readonly number[]): void {
  const len = cycle.length;
  // The piece at cycle[j] moves to cycle[j + 1], so position cycle[j + 1] takes from cycle[j].
  for (let j = 0; j < len; j++) p[cycle[(j + 1) % len] as number] = cycle[j] as number;
}

export interface ToCycleOptions extends CycleOptions {
  /** Between points of a cycle: " " (default) or "," for GAP. */
  separator?: string;
}

/** Disjoint-cycle notation, e.g. `(1 2 3)(4 5)`; the identity is `()`. */
export function toCycles(p: Perm, options: ToCycleOptions = {}): string {
  const base = options.base ?? 0;
  const sep = options.separator ?? ' ';
  const cs = cycles(p);
  if (cs.length === 0) return '()';
  return cs.map((c) => `(${c.map((x) => x + base).join(sep)})`).join('');
}
