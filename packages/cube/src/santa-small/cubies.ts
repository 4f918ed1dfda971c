import { apply, compose, identity, invert, type Perm } from '@puz/perm';
import type { Face, Vec } from '../geometry.js';
import type { Move } from '../move.js';
import { parseAlg } from '../notation.js';
import { santaCubeMoves } from '../santa/order.js';

/*
 * The pieces of a small cube (2x2x2 or 3x3x3) in Santa's sticker order (U F R B L D), its
 * Santa moves and its 24 whole-cube rotations, all as sticker permutations derived from geometry.
 * A permutation p acts on a state as new[i] = old[p[i]] (`apply`), and `compose(a, b)` is "a, then b".
 */

export interface SantaMove {
  /** 'f0', '-r1', ... */
  name: string;
  /** 0 = f, 1 = r, 2 = d. */
  axis: number;
  layer: number;
  /** +1 = clockwise seen from f/r/d, -1 = the inverse. */
  dir: 1 | -1;
  perm: Perm;
}

export interface SmallCube {
  n: number;
  size: number;
  /** Every quarter turn of one layer: index axis*2n + layer*2 + (dir < 0 ? 1 : 0). */
  moves: SantaMove[];
  /** Corner stickers: the U/D sticker first, then clockwise seen from outside. */
  corners: number[][];
  /** Edge stickers (3x3x3 only): the U/D sticker first, else the F/B one. */
  edges: number[][];
  /** Centre stickers (3x3x3 only), one per face in Santa's face order. */
  centres: number[];
  /** The 24 rotations, identity first. */
  rotations: Perm[];
  rotationIndex: Map<string, number>;
  /** rotationIndex key of a permutation. */
  key: (p: ArrayLike<number>) => string;
  /** The face each sticker is on, Santa order. */
  faceOf: Face[];
  /** Moves' permutation by name. */
  byName: Map<string, SantaMove>;
}

const AXES = ['f', 'r', 'd'] as const;
const AXIS_FACE: Record<(typeof AXES)[number], Face> = { f: 'F', r: 'R', d: 'D' };
const NORMAL_FACE: Record<string, Face> = {
  '0,1,0': 'U',
  '0,-1,0': 'D',
  '1,0,0': 'R',
  '-1,0,0': 'L',
  '0,0,1': 'F',
  '0,0,-1': 'B',
};

const cross = (u: Vec, v: Vec): Vec => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];
const dot = (u: Vec, v: Vec) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];

const cache = new Map<number, SmallCube>();

/** The pieces, moves and rotations of Santa's cube_n/n/n (n = 2 or 3), built once per process. */
export function smallCube(n: 2 | 3): SmallCube {
  const hit = cache.get(n);
  if (hit) return hit;
  const cube = santaCubeMoves(n);
  const positions = cube.positions;
  const size = positions.length;
  const normalOf = (v: Vec): Vec =>
    v.map((x) => (Math.abs(x) === n ? Math.sign(x) : 0)) as unknown as Vec;
  const faceOf = positions.map((v) => NORMAL_FACE[normalOf(v).join(',')] as Face);
  // Group stickers by the cubie they are on: the cubie centre is the position pulled in by one.
  const groups = new Map<string, number[]>();
  positions.forEach((v, i) => {
    const c = v.map((x) => (Math.abs(x) === n ? x - Math.sign(x) : x)).join(',');
    const g = groups.get(c) ?? [];
    g.push(i);
    groups.set(c, g);
  });
  const corners: number[][] = [];
  const edges: number[][] = [];
  const centres: number[] = [];
  const isUD = (i: number) => faceOf[i] === 'U' || faceOf[i] === 'D';
  const isFB = (i: number) => faceOf[i] === 'F' || faceOf[i] === 'B';
  for (const [k, g] of groups) {
    const d = k.split(',').map(Number) as unknown as Vec;
    if (g.length === 3) {
      const a = g.find(isUD) as number;
      const rest = g.filter((i) => i !== a);
      const na = normalOf(positions[a] as Vec);
      const nb = normalOf(positions[rest[0] as number] as Vec);
      // Clockwise seen from outside: (a × b)·d < 0.
      const order = dot(cross(na, nb), d) < 0 ? [a, rest[0], rest[1]] : [a, rest[1], rest[0]];
      corners.push(order as number[]);
    } else if (g.length === 2) {
      const first = g.find(isUD) ?? (g.find(isFB) as number);
      edges.push([first, g.find((i) => i !== first) as number]);
    }
  }
  if (n === 3) for (let f = 0; f < 6; f++) centres.push(f * 9 + 4);
  corners.sort((x, y) => (x[0] as number) - (y[0] as number));
  edges.sort((x, y) => (x[0] as number) - (y[0] as number));

  const moves: SantaMove[] = [];
  for (let axis = 0; axis < 3; axis++) {
    for (let layer = 0; layer < n; layer++) {
      for (const dir of [1, -1] as const) {
        const move: Move = {
          face: AXIS_FACE[AXES[axis] as 'f'],
          from: layer + 1,
          to: layer + 1,
          amount: dir === 1 ? 1 : 3,
        };
        moves.push({
          name: `${dir === 1 ? '' : '-'}${AXES[axis]}${layer}`,
          axis,
          layer,
          dir,
          perm: cube.perm(move),
        });
      }
    }
  }
  const key = (p: ArrayLike<number>) => Array.prototype.join.call(p, ',');
  const gens = (['R', 'U', 'F'] as const).map((face) =>
    cube.perm({ face, from: 1, to: n, amount: 1 }),
  );
  const rotations: Perm[] = [identity(size)];
  const rotationIndex = new Map([[key(rotations[0] as Perm), 0]]);
  for (let i = 0; i < rotations.length; i++) {
    for (const g of gens) {
      const r = compose(rotations[i] as Perm, g);
      if (!rotationIndex.has(key(r))) {
        rotationIndex.set(key(r), rotations.length);
        rotations.push(r);
      }
    }
  }
  if (rotations.length !== 24) throw new Error('expected 24 rotations (a bug)');
  const out: SmallCube = {
    n,
    size,
    moves,
    corners,
    edges,
    centres,
    rotations,
    rotationIndex,
    key,
    faceOf,
    byName: new Map(moves.map((m) => [m.name, m])),
  };
  cache.set(n, out);
  return out;
}

/** The rotation (whole-cube turn) with all layers of `axis` turned `t` quarter turns. */
export function axisRotation(c: SmallCube, axis: number, t: number): number {
  let p = identity(c.size);
  for (let k = 0; k < t; k++)
    for (let layer = 0; layer < c.n; layer++)
      p = compose(p, (c.moves[axis * 2 * c.n + layer * 2] as SantaMove).perm);
  return c.rotationIndex.get(c.key(p)) as number;
}

/** Replays Santa move names with santaCubeMoves and parseAlg (independent of the tables here). */
export function replay(n: number, state: readonly string[], names: readonly string[]): string[] {
  if (names.length === 0) return state.slice();
  const perm = santaCubeMoves(n).permOf(parseAlg(names.join(' '), n, { notation: 'santa' }));
  return apply(perm, state);
}

/** Positions where two states differ. */
export function mismatches(a: readonly string[], b: readonly string[]): number {
  let k = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) k++;
  return k;
}

export { compose, invert };
