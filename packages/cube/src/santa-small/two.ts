import { allocPerm, compose, invert, type Perm, rank, throwIfAborted, unrank } from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import { type SantaMove, type SmallCube, smallCube } from './cubies.js';
import { assignments, checkLabels } from './match.js';
import type { SantaSmallOptions, SantaSmallSolution } from './types.js';
import { finishSolution } from './types.js';

/*
 * Optimal cube_2/2/2 solutions in Santa's metric (every quarter turn of a layer costs 1).
 *
 * G = <f1, r1, d1> fixes one corner K (3 674 160 positions); every position the 12 Santa moves
 * reach is uniquely P·R with P in G and R one of the 24 rotations (R is read off the piece that
 * sits at K). A Santa move m taken in frame R is R·m = w·R' with w a generator of G: either m
 * itself seen through R, or the opposite layer of it times a quarter rotation. So a Santa word
 * of length k is a G-word of the same length plus a walk through frames, and
 *   Santa distance(P·R) >= max(d_G(P), quarter-rotation distance of R).
 * IDA* over (P, R) with that bound, searching from the goal back to the identity, finds a
 * shortest Santa word; d_G is an exact distance table (BFS, built once per process, ~0.2 s).
 */

const N_PERM = 5040;
const N_ORI = 729;
const N_POS = N_PERM * N_ORI;

interface Tables2 {
  cube: SmallCube;
  /** ref sticker of each of the 8 corner slots (slot 7 = K, the fixed corner). */
  slots: number[][];
  /** sticker -> slot*3 + index within its corner. */
  stickerCorner: Int16Array;
  /** The 6 Santa moves in G (indices into cube.moves). */
  gMoves: number[];
  permMove: Uint16Array;
  oriMove: Uint16Array;
  dist: Uint8Array;
  /** [r*12+m] -> generator of G (0..5) and next frame. */
  frameW: Uint8Array;
  frameR: Uint8Array;
  rotDist: Uint8Array;
  buildMs: number;
}

let tables: Tables2 | null = null;

/** Build (once per process) the cube_2 distance table; returns its build time in ms. */
export function prepareSantaCube2(): number {
  return twoTables().buildMs;
}

function twoTables(): Tables2 {
  if (tables) return tables;
  const t0 = performance.now();
  const cube = smallCube(2);
  const { slots, stickerCorner, gMoves } = fixedCornerGroup(cube);
  const { permMove, oriMove } = coordinateMoves(cube, slots, stickerCorner, gMoves);
  const dist = distancesInG(permMove, oriMove);
  const { frameW, frameR } = frameMoves(cube, gMoves);
  const rotDist = rotationDistances(frameR);
  tables = {
    cube,
    slots,
    stickerCorner,
    gMoves,
    permMove,
    oriMove,
    dist,
    frameW,
    frameR,
    rotDist,
    buildMs: 0,
  };
  tables.buildMs = performance.now() - t0;
  return tables;
}

/** The corner K that f1, r1, d1 fix, the slots (K last), and the 6 Santa moves of G = <f1, r1, d1>. */
function fixedCornerGroup(cube: SmallCube) {
  const moves = cube.moves;
  const fixes = (p: Perm, corner: readonly number[]) => corner.every((s) => p[s] === s);
  const layer1 = moves.filter((m) => m.layer === 1);
  const k = cube.corners.findIndex((c) => layer1.every((m) => fixes(m.perm, c)));
  if (k < 0) throw new Error('no corner fixed by f1, r1, d1 (a bug)');
  const slots = [...cube.corners.filter((_, i) => i !== k), cube.corners[k] as number[]];
  const stickerCorner = new Int16Array(cube.size);
  slots.forEach((c, s) => {
    c.forEach((st, j) => {
      stickerCorner[st] = s * 3 + j;
    });
  });
  const gMoves = moves.flatMap((m, i) => (fixes(m.perm, slots[7] as number[]) ? [i] : []));
  if (gMoves.length !== 6) throw new Error('expected 6 moves fixing a corner (a bug)');
  return { slots, stickerCorner, gMoves };
}

/** Move tables of the corner-permutation rank (7 corners) and the twist code, per move of G. */
function coordinateMoves(
  cube: SmallCube,
  slots: readonly (readonly number[])[],
  stickerCorner: Int16Array,
  gMoves: readonly number[],
): { permMove: Uint16Array; oriMove: Uint16Array } {
  // Slot transitions: (P·w)[ref s] = P[w[ref s]], and w[ref s] is sticker j of slot s'.
  const slotFrom = new Int8Array(6 * 8);
  const twistAdd = new Int8Array(6 * 8);
  gMoves.forEach((mi, w) => {
    const p = (cube.moves[mi] as SantaMove).perm;
    for (let s = 0; s < 8; s++) {
      const v = stickerCorner[p[(slots[s] as number[])[0] as number] as number] as number;
      slotFrom[w * 8 + s] = Math.floor(v / 3);
      twistAdd[w * 8 + s] = v % 3;
    }
  });
  const permMove = new Uint16Array(N_PERM * 6);
  const cur = new Uint8Array(7);
  for (let r = 0; r < N_PERM; r++) {
    const p = unrank(7, r);
    for (let w = 0; w < 6; w++) {
      for (let s = 0; s < 7; s++) cur[s] = p[slotFrom[w * 8 + s] as number] as number;
      permMove[r * 6 + w] = rank(cur);
    }
  }
  const oriMove = new Uint16Array(N_ORI * 6);
  const o = new Uint8Array(8);
  const o2 = new Uint8Array(8);
  for (let c = 0; c < N_ORI; c++) {
    decodeOri(c, o);
    for (let w = 0; w < 6; w++) {
      for (let s = 0; s < 8; s++)
        o2[s] =
          ((o[slotFrom[w * 8 + s] as number] as number) + (twistAdd[w * 8 + s] as number)) % 3;
      oriMove[c * 6 + w] = encodeOri(o2);
    }
  }
  return { permMove, oriMove };
}

/** Breadth-first distances in G from the identity (index 0), over permutation × twist. */
function distancesInG(permMove: Uint16Array, oriMove: Uint16Array): Uint8Array {
  const dist = new Uint8Array(N_POS).fill(255);
  const queue = new Uint32Array(N_POS);
  dist[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const x = queue[head++] as number;
    const p = (x / N_ORI) | 0;
    const oc = x - p * N_ORI;
    const d = (dist[x] as number) + 1;
    for (let w = 0; w < 6; w++) {
      const y = (permMove[p * 6 + w] as number) * N_ORI + (oriMove[oc * 6 + w] as number);
      if (dist[y] === 255) {
        dist[y] = d;
        queue[tail++] = y;
      }
    }
  }
  if (tail !== N_POS) throw new Error(`G has ${tail} positions, expected ${N_POS} (a bug)`);
  return dist;
}

/** Each Santa move m seen from frame R as one move w of G and a next frame: R·m = w·R'. */
function frameMoves(
  cube: SmallCube,
  gMoves: readonly number[],
): { frameW: Uint8Array; frameR: Uint8Array } {
  const moves = cube.moves;
  const frameW = new Uint8Array(24 * 12);
  const frameR = new Uint8Array(24 * 12);
  // R' = w⁻¹·R·m.
  const gInv = gMoves.map((mi) => invert((moves[mi] as SantaMove).perm));
  for (let r = 0; r < 24; r++) {
    for (let m = 0; m < 12; m++) {
      const rm = compose(cube.rotations[r] as Perm, (moves[m] as SantaMove).perm);
      let found = 0;
      for (let w = 0; w < 6; w++) {
        const next = cube.rotationIndex.get(cube.key(compose(gInv[w] as Perm, rm)));
        if (next === undefined) continue;
        found++;
        frameW[r * 12 + m] = w;
        frameR[r * 12 + m] = next;
      }
      if (found !== 1) throw new Error('a Santa move is not one G move and a rotation (a bug)');
    }
  }
  return { frameW, frameR };
}

/** Quarter-rotation distance of each frame (each Santa move changes the frame by at most one). */
function rotationDistances(frameR: Uint8Array): Uint8Array {
  const rotDist = new Uint8Array(24).fill(255);
  rotDist[0] = 0;
  for (let d = 0; d < 4; d++)
    for (let r = 0; r < 24; r++) {
      if (rotDist[r] !== d) continue;
      for (let m = 0; m < 12; m++) {
        const next = frameR[r * 12 + m] as number;
        if (rotDist[next] === 255) rotDist[next] = d + 1;
      }
    }
  return rotDist;
}

function decodeOri(c: number, o: Uint8Array): void {
  let sum = 0;
  for (let s = 0; s < 6; s++) {
    o[s] = c % 3;
    sum += o[s] as number;
    c = (c / 3) | 0;
  }
  o[6] = (3 - (sum % 3)) % 3;
  o[7] = 0;
}

function encodeOri(o: Uint8Array): number {
  let c = 0;
  for (let s = 5; s >= 0; s--) c = c * 3 + (o[s] as number);
  return c;
}

// IDA* state (solves do not nest).
const path = new Int8Array(32);
let T: Tables2;
let nodes = 0;
let stopSignal: AbortSignal | undefined;
let stopped = false;
let foundLength = -1;

/** A search start: corner-permutation rank, twist code and frame (rotation index). */
type Start = [perm: number, twist: number, frame: number];

function dfs(
  perm: number,
  twist: number,
  frame: number,
  depth: number,
  bound: number,
  last: number,
  last2: number,
): boolean {
  if ((++nodes & 8191) === 0 && stopSignal?.aborted) stopped = true;
  if (stopped) return false;
  const distG = T.dist[perm * N_ORI + twist] as number;
  const distFrame = T.rotDist[frame] as number;
  const h = Math.max(distG, distFrame);
  if (h === 0) {
    foundLength = depth;
    return true;
  }
  if (h > bound - depth) return false;
  for (let m = 0; m < 12; m++) {
    if (last >= 0) {
      if (m === (last ^ 1)) continue; // the inverse of the last move
      const sameAxis = m >> 2 === last >> 2;
      // Moves on one axis commute: take the layers in increasing order.
      if (sameAxis && (m & 2) < (last & 2)) continue;
      if (m === last && m === last2) continue; // three quarter turns = one the other way
    }
    const i = frame * 12 + m;
    const w = T.frameW[i] as number;
    path[depth] = m;
    if (
      dfs(
        T.permMove[perm * 6 + w] as number,
        T.oriMove[twist * 6 + w] as number,
        T.frameR[i] as number,
        depth + 1,
        bound,
        m,
        last,
      )
    )
      return true;
  }
  return false;
}

/**
 * Every distinct (P, R) the labels allow: each sticker permutation Q of the cube group with
 * initial[Q[i]] = solution[i], written as Q = P·R with P fixing the corner K.
 */
function searchStarts(initial: readonly string[], solution: readonly string[]): Start[] {
  const cube = T.cube;
  const pieces = T.slots;
  const found = assignments(initial, solution, pieces);
  const starts: Start[] = [];
  const seen = new Set<string>();
  const rotInv = cube.rotations.map((r) => invert(r));
  const q = allocPerm(cube.size);
  const perm7 = new Uint8Array(7);
  const ori = new Uint8Array(8);
  for (const a of found) {
    let twist = 0;
    for (let s = 0; s < 8; s++) twist += a.turn[s] as number;
    if (twist % 3 !== 0) continue;
    for (let s = 0; s < 8; s++) {
      const slot = pieces[s] as number[];
      const from = pieces[a.piece[s] as number] as number[];
      for (let j = 0; j < 3; j++)
        q[slot[j] as number] = from[((a.turn[s] as number) + j) % 3] as number;
    }
    // Q = P·R with P fixing K: try each R.
    for (let r = 0; r < 24; r++) {
      const p = compose(q, rotInv[r] as Perm);
      if (!(pieces[7] as number[]).every((st) => p[st] === st)) continue;
      for (let s = 0; s < 7; s++) {
        const v = T.stickerCorner[p[(pieces[s] as number[])[0] as number] as number] as number;
        perm7[s] = Math.floor(v / 3);
        ori[s] = v % 3;
      }
      const start: Start = [rank(perm7), encodeOri(ori), r];
      const k = start.join(',');
      if (!seen.has(k)) {
        seen.add(k);
        starts.push(start);
      }
      break;
    }
  }
  if (starts.length === 0)
    throw new InvalidStateError(
      found.length === 0 ? 'corner' : 'twist',
      found.length === 0
        ? 'the corners of the initial state cannot be placed as the solution state wants (labels do not match)'
        : 'no placement of the corners has a valid twist: the state cannot be solved',
    );
  return starts;
}

/** IDA* from every start at once, bound by bound; the start reached, or null when stopped. */
function idaStar(starts: readonly Start[]): Start | null {
  const h = (s: Start) =>
    Math.max(T.dist[s[0] * N_ORI + s[1]] as number, T.rotDist[s[2]] as number);
  for (let bound = Math.min(...starts.map(h)); bound <= 30 && !stopped; bound++) {
    for (const s of starts) {
      if (h(s) > bound) continue;
      if (dfs(s[0], s[1], s[2], 0, bound, -1, -1)) return s;
    }
  }
  return null;
}

/**
 * A shortest cube_2/2/2 solution in Santa's metric: moves (Santa names) that take `initial` to
 * `solution`. Pieces are matched by their labels, so any colouring works (colours, patterns,
 * distinct labels); when labels leave the answer ambiguous every reading is searched at once.
 * Exact, so `budgetMs` is not used; `signal` stops it (`SolveAbortedError`). Proven shortest
 * when `wildcards` is 0 (the search does not look for shorter answers that use wildcards).
 * Throws InvalidStateError when no sequence of moves can reach `solution`.
 */
export function solveSantaCube2(
  initial: readonly string[],
  solution: readonly string[],
  options: SantaSmallOptions = {},
): SantaSmallSolution {
  const t0 = performance.now();
  T = twoTables();
  const cube = T.cube;
  checkLabels(initial, solution, cube.size, 'cube_2/2/2');
  const starts = searchStarts(initial, solution);
  nodes = 0;
  stopped = false;
  foundLength = -1;
  stopSignal = options.signal;
  const hit = idaStar(starts);
  throwIfAborted(options.signal, 'the cube_2 solve');
  if (!hit) throw new Error(`cube_2 search found nothing within 30 moves (${nodes} nodes; a bug)`);
  // The path takes Q back to the identity; the solution is its inverse, read backwards.
  const moves: string[] = [];
  for (let i = foundLength - 1; i >= 0; i--)
    moves.push((cube.moves[(path[i] as number) ^ 1] as SantaMove).name);
  return finishSolution(2, initial, solution, moves, options, {
    t0,
    optimal: (options.wildcards ?? 0) === 0,
    expanded: nodes,
  });
}
