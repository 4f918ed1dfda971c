import { composeInto, equals, identity, type Perm } from '../perm.js';
import { cancelRuns } from './cancel-runs.js';
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

/**
 * A sequence with the same effect and never more moves: neighbouring moves that commute are
 * gathered into runs (moves of one cube axis, globe row turns), powers of one move are merged
 * (`f0 f0 f0` → `-f0`, `f0 -f0` → nothing), and a run that cancels out reopens the one before it,
 * so nested inverses (`a b -b -a`) vanish in one pass (cancel-runs.ts, shared with the NxNxN
 * solver's token sequences).
 */
export function simplifySequence(puzzle: PermPuzzle, names: readonly string[]): string[] {
  const a = algebraOf(puzzle);
  const bases = new Int32Array(names.length);
  const exponents = new Int32Array(names.length);
  for (let k = 0; k < names.length; k++) {
    const move = a.byName.get(names[k] as string);
    if (!move) puzzle.resolveOrThrow(names); // throws the ParseError naming the move
    const { base, exponent } = move as { base: number; exponent: number };
    bases[k] = base;
    exponents[k] = exponent;
  }
  const runs = cancelRuns(bases, exponents, a.orders, (x, y) => commuteBases(a, x, y));
  const out: string[] = [];
  for (let i = 0; i < runs.base.length; i++) {
    const base = runs.base[i] as number;
    const order = a.orders[base] as number;
    const e = runs.exponent[i] as number;
    // The fewer of e forward turns or order - e inverse turns (ties go forward).
    const [name, count] =
      e <= order - e ? [a.baseNames[base], e] : [a.inverseNames[base], order - e];
    for (let k = 0; k < count; k++) out.push(name as string);
  }
  return out;
}
