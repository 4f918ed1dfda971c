import { apply, compose, invert, type Perm } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import type { Face } from '../geometry.js';
import type { Move } from '../move.js';
import { prepareTwoPhase, solveTwoPhase } from '../three/twophase.js';
import {
  axisRotation,
  mismatches,
  replay,
  type SantaMove,
  type SmallCube,
  smallCube,
} from './cubies.js';
import { assignments, checkLabels } from './match.js';
import type { SantaSmallOptions, SantaSmallSolution } from './types.js';
import { finishSolution } from './types.js';

/*
 * cube_3/3/3 in Santa's metric with the two-phase solver (face turns, centres fixed).
 *
 * Work in a "virtual" frame: the real sequence Q equals G·V·F, where G is a rotation chosen
 * freely (it gives the two-phase solver a different but equivalent problem), V a face-turn
 * sequence and F the frame the real cube is in. Start: F = G⁻¹. The virtual problem is to take
 * initial·G to the solution state seen in frame F_end (the one whose centres match), which the
 * two-phase solver does after the pieces are matched by their labels.
 *
 * Then a dynamic programme over the 24 frames turns V into Santa moves: V is cut into runs of
 * moves on one axis (they commute); a run is turned through the current frame into layers of
 * one physical axis, and may take any t quarter turns of a whole-cube rotation about that axis
 * along (t added to each of its three layers, the frame turned by it). So "R L'" (2 moves) can
 * become one slice move plus a rotation, and the final rotation of the solution state comes
 * almost for free. What is left of the frame at the end is paid for with whole rotations.
 *
 * The two-phase solver minimises face turns, not Santa moves (a half turn costs 2 here), so the
 * budget goes to many variants — the position with one Santa move done first and/or last —
 * each searched briefly, and the shortest Santa word wins (on 20 puzzles: ~2 moves shorter than
 * one long search in the same time). With wildcards, the shortest good-enough prefix is kept.
 */

interface Tables3 {
  cube: SmallCube;
  /** [F*18 + v]: the physical move index of virtual quarter turn v seen through frame F. */
  conj: Int8Array;
  /** [a*24 + b]: rotation a, then b. */
  rotMul: Uint8Array;
  rotInv: Uint8Array;
  /** [axis*4 + t]: rotation index of t quarter turns of the whole cube about axis. */
  rotAxis: Uint8Array;
  /** Cheapest Santa words for each rotation (3 moves per quarter turn). */
  rotWord: string[][];
  /** Santa index -> Kociemba facelet index. */
  toKociemba: Int16Array;
}

let tables: Tables3 | null = null;

const KOCIEMBA_FACES: readonly Face[] = ['U', 'R', 'F', 'D', 'L', 'B'];
const SANTA_AXIS: Record<Face, readonly [number, number, boolean]> = {
  // face -> [Santa axis (f, r, d), layer, direction reversed]
  F: [0, 0, false],
  B: [0, 2, true],
  R: [1, 0, false],
  L: [1, 2, true],
  D: [2, 0, false],
  U: [2, 2, true],
};

function threeTables(): Tables3 {
  if (tables) return tables;
  const cube = smallCube(3);
  const moveIndex = new Map(cube.moves.map((m, i) => [cube.key(m.perm), i]));
  const rotPerms = cube.rotations;
  const rotInvPerms = rotPerms.map((r) => invert(r));
  const conj = new Int8Array(24 * 18);
  for (let f = 0; f < 24; f++)
    for (let v = 0; v < 18; v++) {
      const p = compose(
        compose(rotInvPerms[f] as Perm, (cube.moves[v] as (typeof cube.moves)[number]).perm),
        rotPerms[f] as Perm,
      );
      const i = moveIndex.get(cube.key(p));
      if (i === undefined) throw new Error('a rotated layer turn is not a layer turn (a bug)');
      conj[f * 18 + v] = i;
    }
  const rotMul = new Uint8Array(24 * 24);
  const rotInv = new Uint8Array(24);
  for (let a = 0; a < 24; a++) {
    rotInv[a] = cube.rotationIndex.get(cube.key(rotInvPerms[a] as Perm)) as number;
    for (let b = 0; b < 24; b++)
      rotMul[a * 24 + b] = cube.rotationIndex.get(
        cube.key(compose(rotPerms[a] as Perm, rotPerms[b] as Perm)),
      ) as number;
  }
  const rotAxis = new Uint8Array(12);
  for (let axis = 0; axis < 3; axis++)
    for (let t = 0; t < 4; t++) rotAxis[axis * 4 + t] = axisRotation(cube, axis, t);
  // Rotation words by breadth-first search over quarter rotations (3 Santa moves each).
  const rotWord: string[][] = new Array(24);
  rotWord[0] = [];
  const queue = [0];
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i] as number;
    for (let axis = 0; axis < 3; axis++)
      for (const t of [1, 3]) {
        const next = rotMul[r * 24 + (rotAxis[axis * 4 + t] as number)] as number;
        if (rotWord[next]) continue;
        const names = [0, 1, 2].map((l) => `${t === 3 ? '-' : ''}${'frd'[axis]}${l}`);
        rotWord[next] = [...(rotWord[r] as string[]), ...names];
        queue.push(next);
      }
  }
  const toKociemba = new Int16Array(54);
  for (let i = 0; i < 54; i++)
    toKociemba[i] = KOCIEMBA_FACES.indexOf(cube.faceOf[i] as Face) * 9 + (i % 9);
  tables = { cube, conj, rotMul, rotInv, rotAxis, rotWord, toKociemba };
  return tables;
}

/** Build (or load) the two-phase tables and this module's small tables; returns the time in ms. */
export function prepareSantaCube3(): number {
  const t0 = performance.now();
  prepareTwoPhase();
  threeTables();
  return performance.now() - t0;
}

/** A face-turn solution as runs: [axis, amount of layer 0, 1, 2] (Santa quarter turns mod 4). */
function toRuns(moves: readonly Move[]): number[][] {
  const runs: number[][] = [];
  for (const m of moves) {
    const [axis, layer, reversed] = SANTA_AXIS[m.face];
    const amount = reversed ? 4 - m.amount : m.amount;
    let run = runs[runs.length - 1];
    if (!run || run[0] !== axis) {
      run = [axis, 0, 0, 0];
      runs.push(run);
    }
    run[1 + layer] = ((run[1 + layer] as number) + amount) % 4;
  }
  return runs.filter((r) => r[1] || r[2] || r[3]);
}

const COST = [0, 1, 2, 1];

/** The cheapest Santa word for runs V taken from frame `start` so that the frame ends at `end`. */
function santaWord(t: Tables3, runs: readonly number[][], start: number, end: number): string[] {
  const INF = 1 << 20;
  let dp = new Int32Array(24).fill(INF);
  dp[start] = 0;
  // back[k][F'] = prev F * 4 + t, and the physical axis and amounts chosen.
  const back: Int32Array[] = [];
  const phys: Int8Array[] = [];
  const b = [0, 0, 0];
  for (const run of runs) {
    const next = new Int32Array(24).fill(INF);
    const bk = new Int32Array(24).fill(-1);
    const ph = new Int8Array(24 * 4);
    const axis = run[0] as number;
    for (let f = 0; f < 24; f++) {
      const base = dp[f] as number;
      if (base >= INF) continue;
      b[0] = b[1] = b[2] = 0;
      let pAxis = -1;
      for (let l = 0; l < 3; l++) {
        const a = run[1 + l] as number;
        if (!a) continue;
        const pm = t.conj[f * 18 + axis * 6 + l * 2] as number;
        const m = t.cube.moves[pm] as (typeof t.cube.moves)[number];
        pAxis = m.axis;
        b[m.layer] = (m.dir === 1 ? a : 4 - a) % 4;
      }
      for (let k = 0; k < 4; k++) {
        const cost =
          base +
          (COST[((b[0] as number) + k) % 4] as number) +
          (COST[((b[1] as number) + k) % 4] as number) +
          (COST[((b[2] as number) + k) % 4] as number);
        const f2 = t.rotMul[f * 24 + (t.rotAxis[pAxis * 4 + k] as number)] as number;
        if (cost < (next[f2] as number)) {
          next[f2] = cost;
          bk[f2] = f * 4 + k;
          ph[f2 * 4] = pAxis;
          ph[f2 * 4 + 1] = ((b[0] as number) + k) % 4;
          ph[f2 * 4 + 2] = ((b[1] as number) + k) % 4;
          ph[f2 * 4 + 3] = ((b[2] as number) + k) % 4;
        }
      }
    }
    dp = next;
    back.push(bk);
    phys.push(ph);
  }
  let bestF = -1;
  let best = INF;
  for (let f = 0; f < 24; f++) {
    if ((dp[f] as number) >= INF) continue;
    const h = t.rotMul[(t.rotInv[f] as number) * 24 + end] as number;
    const c = (dp[f] as number) + (t.rotWord[h] as string[]).length;
    if (c < best) {
      best = c;
      bestF = f;
    }
  }
  const tail = t.rotWord[t.rotMul[(t.rotInv[bestF] as number) * 24 + end] as number] as string[];
  const parts: string[][] = [];
  let f = bestF;
  for (let k = runs.length - 1; k >= 0; k--) {
    const ph = phys[k] as Int8Array;
    const axis = ph[f * 4] as number;
    const word: string[] = [];
    for (let l = 0; l < 3; l++) {
      const e = ph[f * 4 + 1 + l] as number;
      const name = `${'frd'[axis]}${l}`;
      if (e === 1) word.push(name);
      else if (e === 3) word.push(`-${name}`);
      else if (e === 2) word.push(name, name);
    }
    parts.push(word);
    f = ((back[k] as Int32Array)[f] as number) >> 2;
  }
  return [...parts.reverse().flat(), ...tail];
}

interface Virtual {
  facelets: string;
  /** Frame index at the start (G⁻¹) and the one the solution state needs at the end. */
  start: number;
  end: number;
}

/** The virtual problem for pre-rotation g: a Kociemba facelet string, or null if none fits. */
function virtualProblem(
  t: Tables3,
  initial: readonly string[],
  solution: readonly string[],
  g: number,
  tweak?: readonly number[][],
): Virtual | { error: InvalidStateError } {
  const cube = t.cube;
  const y = apply(cube.rotations[g] as Perm, initial);
  let lastError = new InvalidStateError(
    'centres',
    'no whole-cube rotation puts the centres where the solution state has them',
  );
  for (let e = 0; e < 24; e++) {
    const tv = apply(cube.rotations[t.rotInv[e] as number] as Perm, solution);
    if (!cube.centres.every((c) => tv[c] === y[c])) continue;
    const corners = assignments(y, tv, cube.corners, 64);
    const edges = assignments(y, tv, cube.edges, 64);
    if (corners.length === 0 || edges.length === 0) {
      lastError = new InvalidStateError(
        corners.length === 0 ? 'corner' : 'edge',
        `the ${corners.length === 0 ? 'corners' : 'edges'} of the initial state do not match the solution state's labels`,
      );
      continue;
    }
    const letters = new Array<string>(54);
    for (const c of cube.centres) letters[c] = cube.faceOf[c] as string;
    for (const ca of corners) {
      place(letters, cube, cube.corners, ca.piece, ca.turn);
      for (const ea of edges) {
        place(letters, cube, cube.edges, ea.piece, ea.turn);
        const k = new Array<string>(54);
        const ls = tweak ? tweaked(letters, tweak) : letters;
        for (let i = 0; i < 54; i++) k[t.toKociemba[i] as number] = ls[i] as string;
        const facelets = k.join('');
        if (validFacelets(facelets, (err) => (lastError = err)))
          return { facelets, start: t.rotInv[g] as number, end: e };
      }
    }
  }
  return { error: lastError };
}

function place(
  letters: string[],
  cube: SmallCube,
  pieces: readonly (readonly number[])[],
  piece: Int8Array,
  turn: Int8Array,
): void {
  pieces.forEach((slot, s) => {
    const from = pieces[piece[s] as number] as readonly number[];
    const len = slot.length;
    for (let j = 0; j < len; j++)
      letters[from[((turn[s] as number) + j) % len] as number] = cube.faceOf[
        slot[j] as number
      ] as string;
  });
}

function validFacelets(facelets: string, onError: (e: InvalidStateError) => void): boolean {
  try {
    checkState(facelets);
    return true;
  } catch (e) {
    if (e instanceof InvalidStateError) {
      onError(e);
      return false;
    }
    throw e;
  }
}

/**
 * A short cube_3/3/3 solution in Santa's metric: moves (Santa names) taking `initial` to
 * `solution`. Pieces are matched by labels (colours, patterns, distinct labels); slices and the
 * whole-cube orientation are handled by the frame programme above. Within `budgetMs` (default
 * 1000) the two-phase solver is run on several rotated copies of the problem and the shortest
 * Santa word is kept. Throws InvalidStateError for a state that cannot be solved.
 */
export function solveSantaCube3(
  initial: readonly string[],
  solution: readonly string[],
  options: SantaSmallOptions = {},
): SantaSmallSolution {
  const t0 = performance.now();
  const t = threeTables();
  checkLabels(initial, solution, 54, 'cube_3/3/3');
  const budget = options.budgetMs ?? 1000;
  const first = virtualProblem(t, initial, solution, 0);
  if ('error' in first) throw first.error;
  prepareTwoPhase();
  let best: string[] | null = null;
  // First the problem as given with a share of the budget; then, for variety, the problem with
  // one Santa move done first (pre) or last (post), then one of each: genuinely different
  // positions, where rotating the problem would only give the solver a conjugate of one search.
  const share = options.varietyShare ?? 0.95;
  const variants: [number, number, number][] = [[-1, -1, -1]];
  const moreMoves: [number, number, number][] = [];
  for (const m of PRE_ORDER) moreMoves.push([m, -1, -1], [-1, m, -1]);
  for (const a of PRE_ORDER) for (const b of PRE_ORDER) moreMoves.push([a, b, -1]);
  const wildcards = options.wildcards ?? 0;
  const tweaks = wildcardTweaks(t.cube, wildcards);
  // With wildcards, alternate: a wildcard target, a variant with moves added.
  for (let i = 0; i < Math.max(tweaks.length, moreMoves.length); i++) {
    if (i < tweaks.length) variants.push([-1, -1, i]);
    if (i < moreMoves.length) variants.push(moreMoves[i] as [number, number, number]);
  }
  const moves = t.cube.moves;
  for (const [pre, post, tw] of variants) {
    const elapsed = performance.now() - t0;
    if (best && (elapsed > budget || options.signal?.aborted)) break;
    const start = pre < 0 ? initial : apply((moves[pre] as SantaMove).perm, initial as string[]);
    // The last move q takes the solver's target to the solution: target = solution after q⁻¹.
    const goal =
      post < 0 ? solution : apply((moves[post ^ 1] as SantaMove).perm, solution as string[]);
    const plain = pre < 0 && post < 0 && tw < 0;
    const v = plain ? first : virtualProblem(t, start, goal, 0, tweaks[tw]);
    if ('error' in v) continue;
    const sol = solveTwoPhase(v.facelets, {
      budgetMs: plain ? budget * (1 - share) : Math.min(VARIANT_MS, Math.max(5, budget - elapsed)),
      targetLength: 16,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let word = santaWord(t, toRuns(sol.moves), v.start, v.end);
    if (pre >= 0 || post >= 0)
      word = simplifySanta([
        ...(pre >= 0 ? [(moves[pre] as SantaMove).name] : []),
        ...word,
        ...(post >= 0 ? [(moves[post] as SantaMove).name] : []),
      ]);
    if (wildcards > 0) {
      word = shortestPrefix(t.cube, initial, solution, word, wildcards);
      if (tw >= 0 && mismatches(replay(3, initial, word), solution) > wildcards) continue;
    }
    if (!best || word.length < best.length) best = word;
  }
  const answer = best as string[];
  return finishSolution(3, initial, solution, answer, options, t0, answer.length === 0);
}

/**
 * Wildcard targets: the solver is told some pieces are turned in place (two edges flipped, or two
 * corners twisted opposite ways), so it ends that many stickers away from the solution state.
 * A tweak is a list of sticker cycles applied to the solver's letters.
 */
function tweaked(letters: readonly string[], tweak: readonly number[][]): string[] {
  const out = letters.slice();
  for (const cycle of tweak)
    for (let j = 0; j < cycle.length; j++)
      out[cycle[j] as number] = letters[cycle[(j + 1) % cycle.length] as number] as string;
  return out;
}

function wildcardTweaks(cube: SmallCube, wildcards: number): number[][][] {
  const out: number[][][] = [];
  if (wildcards >= 4)
    for (let a = 0; a < 12; a++)
      for (let b = a + 1; b < 12; b++)
        out.push([cube.edges[a] as number[], cube.edges[b] as number[]]);
  if (wildcards >= 6)
    for (let a = 0; a < 8; a++)
      for (let b = 0; b < 8; b++) {
        if (a === b) continue;
        const ca = cube.corners[a] as number[];
        const cb = cube.corners[b] as number[];
        out.push([ca, [cb[2], cb[1], cb[0]] as number[]]);
      }
  return out;
}

/** Search time per variant: on 20 puzzles 25 ms beat 15 and 50 (more variants, same quality each). */
const VARIANT_MS = 25;

/** Pre-moves in the order tried: outer layers first, then slices. */
const PRE_ORDER = [0, 1, 4, 5, 6, 7, 10, 11, 12, 13, 16, 17, 2, 3, 8, 9, 14, 15];

/** Merges neighbouring moves on one axis (they commute): per layer, the net quarter turns. */
export function simplifySanta(names: readonly string[]): string[] {
  const out: string[] = [];
  let axis = -1;
  const amount = [0, 0, 0];
  const flush = () => {
    if (axis < 0) return;
    for (let l = 0; l < 3; l++) {
      const a = amount[l] as number;
      const name = `${'frd'[axis]}${l}`;
      if (a === 1) out.push(name);
      else if (a === 3) out.push(`-${name}`);
      else if (a === 2) out.push(name, name);
    }
  };
  for (const n of names) {
    const m = /^(-?)([frd])(\d)$/.exec(n);
    if (!m) throw new Error(`not a cube_3 move: ${n}`);
    const ax = 'frd'.indexOf(m[2] as string);
    if (ax !== axis) {
      flush();
      axis = ax;
      amount.fill(0);
    }
    const l = Number(m[3]);
    amount[l] = ((amount[l] as number) + (m[1] ? 3 : 1)) % 4;
  }
  flush();
  return out;
}

/** With wildcards, the answer may stop early: the shortest prefix already close enough. */
function shortestPrefix(
  cube: SmallCube,
  initial: readonly string[],
  solution: readonly string[],
  moves: string[],
  wildcards: number,
): string[] {
  if (wildcards <= 0) return moves;
  let s = initial.slice();
  for (let k = 0; k < moves.length; k++) {
    if (mismatches(s, solution) <= wildcards) return moves.slice(0, k);
    s = apply((cube.byName.get(moves[k] as string) as SantaMove).perm, s);
  }
  return moves;
}
