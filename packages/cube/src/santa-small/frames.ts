import { compose, invert, type Perm } from '@puz/perm';
import type { Face } from '../geometry.js';
import type { Move } from '../move.js';
import { axisRotation, type SantaMove, type SmallCube, smallCube } from './cubies.js';

/*
 * cube_3/3/3 frames: a face-turn solution seen through one of the 24 whole-cube orientations,
 * re-expressed as Santa moves by a dynamic programme over the frames (see three.ts).
 */

export interface Tables3 {
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

export const KOCIEMBA_FACES: readonly Face[] = ['U', 'R', 'F', 'D', 'L', 'B'];
const SANTA_AXIS: Record<Face, readonly [number, number, boolean]> = {
  // face -> [Santa axis (f, r, d), layer, direction reversed]
  F: [0, 0, false],
  B: [0, 2, true],
  R: [1, 0, false],
  L: [1, 2, true],
  D: [2, 0, false],
  U: [2, 2, true],
};

export function threeTables(): Tables3 {
  if (tables) return tables;
  const cube = smallCube(3);
  const moveIndex = new Map(cube.moves.map((m, i) => [cube.key(m.perm), i]));
  const rotPerms = cube.rotations;
  const rotInvPerms = rotPerms.map((r) => invert(r));
  const conj = new Int8Array(24 * 18);
  for (let f = 0; f < 24; f++)
    for (let v = 0; v < 18; v++) {
      const p = compose(
        compose(rotInvPerms[f] as Perm, (cube.moves[v] as SantaMove).perm),
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

/** A face-turn solution as runs: [axis, amount of layer 0, 1, 2] (Santa quarter turns mod 4). */
export function toRuns(moves: readonly Move[]): number[][] {
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
export function santaWord(
  t: Tables3,
  runs: readonly number[][],
  start: number,
  end: number,
): string[] {
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
        const m = t.cube.moves[pm] as SantaMove;
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
