import { parity as permParity } from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import { toSanta } from '../notation.js';
import { solveSantaCube2 } from '../santa-small/two.js';
import { solveTwoPhase } from '../three/twophase.js';
import { type CubeModel, santaToTokens, token } from './model.js';

/*
 * The NxNxN solver's first stages (solve.ts): the six fixed centres of an odd cube by
 * middle-slice turns, then the corners: an even cube's as a 2x2x2 (shortest, in Santa moves),
 * an odd cube's with its middle edges as a 3x3x3 by two-phase.
 */

// Kociemba's facelets of the 3x3 corners and edges (URFDLB, 9 per face), in cyclic order.
const CORNER_FACELETS = [
  [8, 9, 20],
  [6, 18, 38],
  [0, 36, 47],
  [2, 45, 11],
  [29, 26, 15],
  [27, 44, 24],
  [33, 53, 42],
  [35, 17, 51],
] as const;
const EDGE_FACELETS = [
  [5, 10],
  [7, 19],
  [3, 37],
  [1, 46],
  [32, 16],
  [28, 25],
  [30, 43],
  [34, 52],
  [23, 12],
  [21, 41],
  [50, 39],
  [48, 14],
] as const;
const KOCIEMBA = 'URFDLB';
const SANTA_FACES = 'UFRBLD';
/** Two-phase time for the corners stage (it stops at 19 moves or less before that). */
const THREE_STAGE_MS = 1500;

/** Middle-slice turns that bring the six fixed centres home (breadth-first). */
export function fixedCentres(model: CubeModel, st: Int32Array, tgt: Int32Array): number[] {
  const { n } = model;
  const m = (n - 1) / 2;
  const idx = Array.from({ length: 6 }, (_, f) => f * n * n + m * n + m);
  const key = (s: readonly number[]) => s.join(',');
  const goal = key(idx.map((i) => tgt[i] as number));
  const moves: number[] = [];
  for (let axis = 0; axis < 3; axis++)
    for (let q = 1; q <= 3; q++) moves.push(token(n, axis, m, q));
  // Each move as a permutation of the six centres.
  const local = moves.map((t) => {
    const p = model.perms[t] as Int32Array;
    return idx.map((i) => idx.indexOf(p[i] as number));
  });
  const start = idx.map((i) => st[i] as number);
  const seen = new Map<string, number[]>([[key(start), []]]);
  let frontier: number[][] = [start];
  while (frontier.length > 0) {
    const next: number[][] = [];
    for (const s of frontier) {
      const path = seen.get(key(s)) as number[];
      if (key(s) === goal) return path;
      moves.forEach((t, k) => {
        const l = local[k] as number[];
        const ns = l.map((j) => s[j] as number);
        const nk = key(ns);
        if (!seen.has(nk)) {
          seen.set(nk, [...path, t]);
          next.push(ns);
        }
      });
    }
    frontier = next;
  }
  throw new InvalidStateError('centres', 'the fixed centres cannot match the target');
}

/** Santa sticker of a 3x3 facelet (corners, middle edges and centres of an odd cube). */
function stickerOf3(n: number, f: number): number {
  const face = SANTA_FACES.indexOf(KOCIEMBA[Math.floor(f / 9)] as string);
  const r = Math.floor((f % 9) / 3);
  const c = f % 3;
  const at = (k: number) => (k === 0 ? 0 : k === 2 ? n - 1 : (n - 1) / 2);
  return face * n * n + at(r) * n + at(c);
}

interface Assignment {
  /** slot → target slot and twist / flip. */
  to: number[];
  ori: number[];
  parity: number;
}

/**
 * Every way (up to `cap`) to say which target piece sits in each slot, by labels, with a legal
 * total twist (flip); at most one per permutation parity is kept.
 */
function assignments(
  facelets: readonly (readonly number[])[],
  st: Int32Array,
  tgt: Int32Array,
  n: number,
): Assignment[] {
  const k = facelets.length;
  const w = (facelets[0] as readonly number[]).length;
  const cur = facelets.map((fs) => fs.map((f) => st[stickerOf3(n, f)] as number));
  const want = facelets.map((fs) => fs.map((f) => tgt[stickerOf3(n, f)] as number));
  const options: [number, number][][] = cur.map((c) => {
    const out: [number, number][] = [];
    want.forEach((t, slot) => {
      for (let o = 0; o < w; o++) if (c.every((x, j) => x === t[(j + o) % w])) out.push([slot, o]);
    });
    return out;
  });
  const found: Assignment[] = [];
  const to: number[] = [];
  const ori: number[] = [];
  const used = new Uint8Array(k);
  let nodes = 0;
  const rec = (s: number, twist: number): boolean => {
    if (++nodes > 200_000) return true;
    if (s === k) {
      if (twist % w !== 0) return false;
      const parity = permParity(Uint32Array.from(to));
      if (!found.some((a) => a.parity === parity))
        found.push({ to: to.slice(), ori: ori.slice(), parity });
      return found.length === 2;
    }
    for (const [t, o] of options[s] as [number, number][]) {
      if (used[t]) continue;
      used[t] = 1;
      to[s] = t;
      ori[s] = o;
      const stop = rec(s + 1, twist + o);
      used[t] = 0;
      if (stop) return true;
    }
    return false;
  };
  rec(0, 0);
  return found;
}

/** Corners (and middle edges for odd n) by two-phase on outer faces. */
export function threeStage(
  model: CubeModel,
  st: Int32Array,
  tgt: Int32Array,
  signal: AbortSignal | undefined,
): number[] {
  const { n } = model;
  const corners = assignments(CORNER_FACELETS, st, tgt, n);
  if (corners.length === 0)
    throw new InvalidStateError('corner', 'the corners cannot match the target');
  const out = [...'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'];
  const solved = [...out];
  let corner = corners[0] as Assignment;
  if (n % 2 === 1) {
    const edges = assignments(EDGE_FACELETS, st, tgt, n);
    if (edges.length === 0)
      throw new InvalidStateError('edge', 'the middle edges cannot match the target');
    const pair = corners.flatMap((c) =>
      edges.filter((e) => e.parity === c.parity).map((e) => [c, e] as const),
    )[0];
    if (!pair) throw new InvalidStateError('parity', 'corner and middle-edge parities differ');
    corner = pair[0];
    const edge = pair[1];
    EDGE_FACELETS.forEach((fs, s) => {
      const t = EDGE_FACELETS[edge.to[s] as number] as readonly number[];
      fs.forEach((f, j) => {
        out[f] = solved[t[(j + (edge.ori[s] as number)) % 2] as number] as string;
      });
    });
  } else if (corner.parity === 1) {
    // Edges are solved later by 3-cycles; give the 3x3 an edge swap to match the corners.
    out[5] = 'U';
    out[10] = 'F';
    out[7] = 'U';
    out[19] = 'R';
  }
  CORNER_FACELETS.forEach((fs, s) => {
    const t = CORNER_FACELETS[corner.to[s] as number] as readonly number[];
    fs.forEach((f, j) => {
      out[f] = solved[t[(j + (corner.ori[s] as number)) % 3] as number] as string;
    });
  });
  const facelets = out.join('');
  if (facelets === solved.join('')) return [];
  const sol = solveTwoPhase(facelets, {
    budgetMs: THREE_STAGE_MS,
    targetLength: 19,
    ...(signal ? { signal } : {}),
  });
  return santaToTokens(n, toSanta(sol.moves, n));
}

/**
 * An even cube's corners as a cube_2/2/2: its 24 corner stickers are a 2x2x2 whose layers 0 and 1
 * are the N-cube's outer layers 0 and N-1, so the shortest 2x2x2 answer (IDA*, ~11 moves) turns
 * them home; two-phase on a 3x3 with made-up edges took ~29 Santa moves for the same job.
 */
export function cornersAsTwo(
  model: CubeModel,
  st: Int32Array,
  tgt: Int32Array,
  signal: AbortSignal | undefined,
): number[] {
  const { n } = model;
  const sticker = (i: number) => {
    const face = Math.floor(i / 4);
    const r = Math.floor((i % 4) / 2);
    const c = i % 2;
    return face * n * n + r * (n - 1) * n + c * (n - 1);
  };
  const labels = (codes: Int32Array) =>
    Array.from({ length: 24 }, (_, i) => String(codes[sticker(i)]));
  const start = labels(st);
  const goal = labels(tgt);
  if (start.join() === goal.join()) return [];
  let answer: string[];
  try {
    answer = solveSantaCube2(start, goal, signal ? { signal } : {}).moves;
  } catch (error) {
    if (error instanceof InvalidStateError)
      throw new InvalidStateError(
        'corner',
        `the corners cannot match the target: ${error.message}`,
      );
    throw error;
  }
  return santaToTokens(
    n,
    answer.map((m) => m.replace(/1$/, String(n - 1))),
  );
}
