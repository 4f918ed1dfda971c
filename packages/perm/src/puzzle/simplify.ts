import { composeInto, equals, identity, type Perm } from '../perm.js';
import type { PermPuzzle } from './puzzle.js';

/**
 * What simplification needs to know of a puzzle's moves, computed once per puzzle: each move as
 * (base move, exponent), each base's order, and which bases commute.
 */
interface MoveAlgebra {
  /** Move name → base index and exponent (1 for `x`, order - 1 for `-x`). */
  byName: Map<string, { base: number; exponent: number }>;
  baseNames: readonly string[];
  inverseNames: readonly string[];
  orders: Int32Array;
  /** commutes[a * bases + b] = 1 when bases a and b commute; filled lazily (2 = unknown). */
  commutes: Uint8Array;
  puzzle: PermPuzzle;
}

const algebras = new WeakMap<PermPuzzle, MoveAlgebra>();

/** The order of p: the least k > 0 with p^k = identity (small for puzzle moves). */
function orderOf(p: Perm): number {
  const id = identity(p.length);
  let acc = p.slice();
  let tmp = p.slice();
  for (let k = 1; k <= 1 << 16; k++) {
    if (equals(acc, id)) return k;
    composeInto(tmp, acc, p);
    [acc, tmp] = [tmp, acc];
  }
  throw new RangeError('move order above 65536: not a puzzle move');
}

function algebraOf(puzzle: PermPuzzle): MoveAlgebra {
  let a = algebras.get(puzzle);
  if (a) return a;
  const baseNames = puzzle.baseMoves;
  const perms = baseNames.map((n) => puzzle.perm(n) as Perm);
  const orders = Int32Array.from(perms, orderOf);
  const byName = new Map<string, { base: number; exponent: number }>();
  baseNames.forEach((name, base) => {
    byName.set(name, { base, exponent: 1 % (orders[base] as number) });
    byName.set(puzzle.inverseName(name), {
      base,
      exponent: ((orders[base] as number) - 1) % (orders[base] as number),
    });
  });
  const commutes = new Uint8Array(baseNames.length * baseNames.length).fill(2);
  a = {
    byName,
    baseNames,
    inverseNames: baseNames.map((n) => puzzle.inverseName(n)),
    orders,
    commutes,
    puzzle,
  };
  algebras.set(puzzle, a);
  return a;
}

function commuteBases(a: MoveAlgebra, x: number, y: number): boolean {
  const n = a.baseNames.length;
  const cached = a.commutes[x * n + y] as number;
  if (cached !== 2) return cached === 1;
  const result = a.puzzle.commute(a.baseNames[x] as string, a.baseNames[y] as string) ? 1 : 0;
  a.commutes[x * n + y] = result;
  a.commutes[y * n + x] = result;
  return result === 1;
}

/** A run of pairwise-commuting moves: net exponent per base (bases kept in first-seen order). */
type Run = Map<number, number>;

function joinsRun(a: MoveAlgebra, run: Run, base: number): boolean {
  for (const [other, exponent] of run) {
    if (exponent !== 0 && other !== base && !commuteBases(a, other, base)) return false;
  }
  return true;
}

function emitRun(a: MoveAlgebra, run: Run, out: string[]): void {
  // Bases in puzzle order, so equal runs always print the same way.
  const bases = [...run.keys()].sort((x, y) => x - y);
  for (const base of bases) {
    const order = a.orders[base] as number;
    const e = run.get(base) as number;
    if (e === 0) continue;
    // The fewer of e forward turns or order - e inverse turns (ties go forward).
    const [name, count] =
      e <= order - e ? [a.baseNames[base], e] : [a.inverseNames[base], order - e];
    for (let k = 0; k < count; k++) out.push(name as string);
  }
}

/**
 * A sequence with the same effect and never more moves: neighbouring moves that commute are
 * gathered into runs (moves of one cube axis, globe row turns), powers of one move are merged
 * (`f0 f0 f0` → `-f0`, `f0 -f0` → nothing), and a run that cancels out reopens the one before it,
 * so nested inverses (`a b -b -a`) vanish in one pass.
 */
export function simplifySequence(puzzle: PermPuzzle, names: readonly string[]): string[] {
  const a = algebraOf(puzzle);
  const runs: Run[] = [];
  for (let k = 0; k < names.length; k++) {
    const move = a.byName.get(names[k] as string);
    if (!move) puzzle.resolveOrThrow(names); // throws the ParseError naming the move
    const { base, exponent } = move as { base: number; exponent: number };
    const order = a.orders[base] as number;
    const top = runs[runs.length - 1];
    if (top && joinsRun(a, top, base)) {
      const e = ((top.get(base) ?? 0) + exponent) % order;
      top.set(base, e);
      if (e === 0 && [...top.values()].every((x) => x === 0)) runs.pop();
    } else if (exponent !== 0) {
      runs.push(new Map([[base, exponent]]));
    }
  }
  const out: string[] = [];
  for (const run of runs) emitRun(a, run, out);
  return out;
}
