import { cancelRuns } from '@puz/perm';
import { santaCubeMoves } from '../santa/order.js';

/*
 * The NxNxN cube over Santa's sticker order (faces U F R B L D, each n×n row by row) as typed
 * arrays. A move is a token t = (axis·n + layer)·3 + (q − 1): axis 0 = f, 1 = r, 2 = d (Santa's
 * families), layer 0..n−1 counted from F, R or D, q = 1 (quarter), 2 (half), 3 (inverse).
 * perms[t][i] is the source of sticker i: new[i] = old[perms[t][i]].
 */

export const FAMILY = ['f', 'r', 'd'] as const;

export interface CubeModel {
  readonly n: number;
  readonly size: number;
  /** perms[token]: new[i] = old[perm[i]]. */
  readonly perms: readonly Int32Array[];
  /** Stickers each token moves (the same for q = 1, 2, 3). */
  readonly supports: readonly Int32Array[];
  /** The other stickers on the same cubie, by sticker (−1 padded, up to 2). */
  readonly partners: Int32Array;
  /** Sticker orbit id of every sticker under all moves. */
  readonly orbit: Int32Array;
}

export const token = (n: number, axis: number, layer: number, q: number) =>
  (axis * n + layer) * 3 + (q - 1);
export const tokenAxis = (n: number, t: number) => Math.floor(t / 3 / n);
export const tokenLayer = (n: number, t: number) => Math.floor(t / 3) % n;
export const tokenQ = (t: number) => (t % 3) + 1;
export const inverseToken = (t: number) => t - (t % 3) + (2 - (t % 3));
/** Santa move count of a token: a half turn is two moves. */
export const tokenCost = (t: number) => (t % 3 === 1 ? 2 : 1);

const models = new Map<number, CubeModel>();

/** The model of an n-cube, built once per n and kept. */
export function cubeModel(n: number): CubeModel {
  let m = models.get(n);
  if (m) return m;
  const cube = santaCubeMoves(n);
  const size = 6 * n * n;
  const perms: Int32Array[] = [];
  const supports: Int32Array[] = [];
  const FACE = ['F', 'R', 'D'] as const;
  for (let axis = 0; axis < 3; axis++)
    for (let layer = 0; layer < n; layer++) {
      const p1 = Int32Array.from(
        cube.perm({ face: FACE[axis] as 'F', from: layer + 1, to: layer + 1, amount: 1 }),
      );
      const p2 = new Int32Array(size);
      const p3 = new Int32Array(size);
      for (let i = 0; i < size; i++) {
        p2[i] = p1[p1[i] as number] as number;
        p3[i] = p1[p2[i] as number] as number;
      }
      const sup: number[] = [];
      for (let i = 0; i < size; i++) if (p1[i] !== i) sup.push(i);
      const s = Int32Array.from(sup);
      perms.push(p1, p2, p3);
      supports.push(s, s, s);
    }
  // Cubies: a sticker at doubled coordinate ±n on an axis sits on the cubie at ±(n−1).
  const byCubie = new Map<string, number[]>();
  cube.positions.forEach((v, i) => {
    const key = v.map((x) => (x === n ? n - 1 : x === -n ? 1 - n : x)).join(',');
    const list = byCubie.get(key);
    if (list) list.push(i);
    else byCubie.set(key, [i]);
  });
  const partners = new Int32Array(2 * size).fill(-1);
  for (const list of byCubie.values())
    for (const i of list) {
      let k = 0;
      for (const j of list) if (j !== i) partners[2 * i + k++] = j;
    }
  // Orbits by union-find over the quarter turns.
  const parent = Int32Array.from({ length: size }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x] as number] as number;
      x = parent[x] as number;
    }
    return x;
  };
  for (let t = 0; t < perms.length; t += 3) {
    const p = perms[t] as Int32Array;
    for (let i = 0; i < size; i++) {
      const a = find(i);
      const b = find(p[i] as number);
      if (a !== b) parent[a] = b;
    }
  }
  const orbit = new Int32Array(size);
  for (let i = 0; i < size; i++) orbit[i] = find(i);
  m = { n, size, perms, supports, partners, orbit };
  models.set(n, m);
  return m;
}

/** Applies tokens to a state in place (scratch is a buffer of the same size). */
export function applyTokens(
  model: CubeModel,
  state: Int32Array,
  tokens: ArrayLike<number>,
  scratch: Int32Array = new Int32Array(model.size),
): void {
  for (let k = 0; k < tokens.length; k++) {
    const p = model.perms[tokens[k] as number] as Int32Array;
    for (let i = 0; i < state.length; i++) scratch[i] = state[p[i] as number] as number;
    state.set(scratch);
  }
}

/** Where sticker i of the result comes from after a whole sequence: new[i] = old[source]. */
export function sourceOf(model: CubeModel, tokens: ArrayLike<number>, i: number): number {
  let x = i;
  for (let k = tokens.length - 1; k >= 0; k--)
    x = (model.perms[tokens[k] as number] as Int32Array)[x] as number;
  return x;
}

const fourCache = new Map<number, Int32Array>();
/**
 * Cancels moves by @puz/perm's `cancelRuns` (the repository's one cancellation core): each run of
 * moves on one axis (they commute) becomes its net quarter turns per layer, layers in order, and
 * a run that cancels out lets its neighbours merge. Returns tokens whose Santa cost is never
 * higher. (It replaced this module's own pass-until-stable copy: see the changeset for the
 * measurement.)
 */
export function simplifyTokens(n: number, tokens: readonly number[]): number[] {
  let orders = fourCache.get(n);
  if (!orders) {
    orders = new Int32Array(3 * n).fill(4);
    fourCache.set(n, orders);
  }
  const len = tokens.length;
  const bases = new Int32Array(len);
  const quarters = new Int32Array(len);
  for (let k = 0; k < len; k++) {
    const t = tokens[k] as number;
    bases[k] = (t / 3) | 0; // axis * n + layer
    quarters[k] = (t % 3) + 1;
  }
  const runs = cancelRuns(bases, quarters, orders, (a, b) => ((a / n) | 0) === ((b / n) | 0));
  const out: number[] = new Array(runs.base.length);
  for (let i = 0; i < out.length; i++)
    out[i] = (runs.base[i] as number) * 3 + (runs.exponent[i] as number) - 1;
  return out;
}

export function tokensCost(tokens: readonly number[]): number {
  let c = 0;
  for (const t of tokens) c += tokenCost(t);
  return c;
}

/** Santa move names of tokens (a half turn spelled as two quarter turns). */
export function tokensToSanta(n: number, tokens: readonly number[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const name = `${FAMILY[tokenAxis(n, t)]}${tokenLayer(n, t)}`;
    const q = tokenQ(t);
    if (q === 1) out.push(name);
    else if (q === 3) out.push(`-${name}`);
    else out.push(name, name);
  }
  return out;
}

/** Tokens of Santa move names (f0, -r3, …). */
export function santaToTokens(n: number, names: readonly string[]): number[] {
  return names.map((name) => {
    const m = /^(-?)([frd])(\d+)$/.exec(name);
    if (!m) throw new Error(`not a Santa move: ${name}`);
    const layer = Number(m[3]);
    if (layer >= n) throw new Error(`no layer ${layer} on a ${n}-cube: ${name}`);
    return token(n, 'frd'.indexOf(m[2] as string), layer, m[1] ? 3 : 1);
  });
}
