import { type Perm, parity } from '@puz/perm';
import { ALLOW, moveMask, RANK70, RANK12870, UNRANK70, UNRANK12870 } from '../four/coords.js';
import { MOVES, N_MOVES, WING_FWD, WING_PARITY } from '../four/model.js';
import { CLASS, M2 } from './model3.js';
import type { Phase3Start } from './phase3.js';
import { c3Index, p2Index, type TprTables, UNSEEN } from './tables.js';

/*
 * The middle reduction phase: with M2 (the moves that keep R/L centres on R and L), bring U/D
 * centres onto U and D, R/L into an arrangement the last phase can finish, and (checked at each
 * end, not pruned: TPR's way) every pair's two wings into different classes with the two classes'
 * edge permutations of one parity. IDA* on the centre table P2 enumerates the ends.
 */

/** What the middle phase starts from (after phase 1). */
export interface Phase2Start {
  /** Centre colour masks in R L U D F B order (24-bit). */
  masks: Int32Array;
  /** pos[piece]: the slot wing piece `piece` sits in. */
  pos: Int8Array;
  /** Parity of the corner permutation. */
  cornerParity: number;
}

export interface Phase2End {
  moves: number[];
  start3: Phase3Start;
}

/** The phase-3 start after `path`, or undefined when the wings or centres do not allow one. */
function endOf(t: TprTables, s: Phase2Start, path: readonly number[]): Phase3Start | undefined {
  const pos = Int8Array.from(s.pos);
  let r = s.masks[0] as number;
  let u = s.masks[2] as number;
  let f = s.masks[4] as number;
  let cp = s.cornerParity;
  for (const m of path) {
    const fwd = WING_FWD[m] as Int8Array;
    for (let i = 0; i < 24; i++) pos[i] = fwd[pos[i] as number] as number;
    r = moveMask(m, r);
    u = moveMask(m, u);
    f = moveMask(m, f);
    // A quarter turn (outer or wide) is a 4-cycle of corners.
    cp ^= MOVES[m]!.amount === 2 ? 0 : 1;
  }
  const e0 = new Int8Array(12);
  const e1 = new Int8Array(12);
  const tau = new Int8Array(12);
  for (let h = 0; h < 12; h++) {
    const a = pos[2 * h] as number;
    const b = pos[2 * h + 1] as number;
    if (CLASS[a] === CLASS[b]) return undefined;
    const [w0, w1] = CLASS[a] === 0 ? [a, b] : [b, a];
    e0[h] = w0 >> 1;
    e1[h] = w1 >> 1;
    tau[w1 >> 1] = w0 >> 1;
  }
  const p0 = parity(e0 as unknown as Perm);
  // tau even (the last phase keeps its parity), and an even wing permutation (no OLL parity).
  if (p0 !== parity(e1 as unknown as Perm) || parity(pos as unknown as Perm) !== 0)
    return undefined;
  const centres = (r << 17) | (((u >>> 8) & 0xff) << 9) | (((f >>> 16) & 0xff) << 1) | (p0 ^ cp);
  if (t.c3[c3Index(centres)] === UNSEEN) return undefined;
  return { centres, tau };
}

/** The P2 table's state of a cube whose R/L centres are on R/L. */
export function p2State(masks: Int32Array, pos: Int8Array): number {
  const ud = (((masks[2] as number) | (masks[3] as number)) >>> 8) & 0xffff;
  return (((masks[0] as number) & 0xff) << 17) | (ud << 1) | parity(pos as unknown as Perm);
}

/*
 * The search moves P2's state by its ranks, not its masks: q = r << 15 | ud << 1 | parity (r the
 * R arrangement's rank of 70, ud the U/D colours' rank of 12,870), moved by two tables per move
 * index k of M2, so a child's table slot is two reads and a multiply instead of two mask moves
 * (six reads) and two rank reads. Built on first use (~360,000 mask moves, milliseconds).
 */
const K2 = M2.length;
/** PAR_NEXT[k]: whether M2[k] flips the wing permutation's parity. */
const PAR_NEXT = Uint8Array.from(M2, (m) => WING_PARITY[m] as number);
let R_NEXT: Uint8Array | undefined;
let UD_NEXT: Uint16Array | undefined;
function rankTables(): void {
  if (UD_NEXT) return;
  const rNext = new Uint8Array(K2 * 70);
  const udNext = new Uint16Array(12870 * K2);
  for (let k = 0; k < K2; k++) {
    const m = M2[k] as number;
    for (let r = 0; r < 70; r++)
      rNext[k * 70 + r] = RANK70[moveMask(m, UNRANK70[r] as number)] as number;
    for (let u = 0; u < 12870; u++)
      udNext[u * K2 + k] = RANK12870[moveMask(m, (UNRANK12870[u] as number) << 8) >>> 8] as number;
  }
  R_NEXT = rNext;
  UD_NEXT = udNext;
}
/** The ranked state of a P2 state (p2State's form). */
const rankedP2 = (s: number): number =>
  ((RANK70[s >>> 17] as number) << 15) | ((RANK12870[(s >>> 1) & 0xffff] as number) << 1) | (s & 1);

/**
 * Middle-phase answers of exactly `depth` moves: every end that passes the checks, up to `max`,
 * within `nodeLimit` nodes. One IDA* iteration: the caller deepens, so that it can spread the
 * depths over several starts (a start whose wings are hard to split then costs only its shallow
 * iterations while another start's ends come). `phase2Bound` gives the first depth worth asking.
 */
export function phase2At(
  t: TprTables,
  s: Phase2Start,
  depth: number,
  max: number,
  nodeLimit: number,
  splitPrune = true,
): { ends: Phase2End[]; nodes: number } {
  const ends: Phase2End[] = [];
  const path: number[] = [];
  // Wing slots per level, so each node can bound how far the pairs are from being split.
  const pos = new Int8Array((depth + 1) * 24);
  pos.set(s.pos);
  let nodes = 0;
  rankTables();
  const rNext = R_NEXT as Uint8Array;
  const udNext = UD_NEXT as Uint16Array;
  const parNext = PAR_NEXT;
  const p2 = t.p2;
  // A child is made (its 24 wing slots copied) only when the centre table lets it through.
  const search = (q: number, level: number, left: number, prev: number): boolean => {
    if (++nodes > nodeLimit) return true;
    if (splitPrune && splitExceeds(t.spl, pos, level * 24, left)) return false;
    if (left === 0) {
      const start3 = endOf(t, s, path);
      if (start3) ends.push({ moves: path.slice(), start3 });
      return ends.length >= max;
    }
    const o = level * 24;
    const r = q >>> 15;
    const ud = ((q >>> 1) & 0x3fff) * K2;
    const par = q & 1;
    for (let k = 0; k < K2; k++) {
      const m = M2[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      const r2 = rNext[k * 70 + r] as number;
      const ud2 = udNext[ud + k] as number;
      const par2 = par ^ (parNext[k] as number);
      if ((p2[(r2 * 12870 + ud2) * 2 + par2] as number) >= left) continue;
      const fwd = WING_FWD[m] as Int8Array;
      for (let i = 0; i < 24; i++) pos[o + 24 + i] = fwd[pos[o + i] as number] as number;
      path.push(m);
      const stop = search((r2 << 15) | (ud2 << 1) | par2, level + 1, left - 1, m);
      path.pop();
      if (stop) return true;
    }
    return false;
  };
  const s0 = p2State(s.masks, s.pos);
  if ((p2[p2Index(s0)] as number) <= depth) search(rankedP2(s0), 0, depth, N_MOVES);
  return { ends, nodes };
}

/** The tables' bound on a middle-phase answer's length (centres and two-pair wing splits). */
export function phase2Bound(t: TprTables, s: Phase2Start, splitPrune = true): number {
  const c0 = p2State(s.masks, s.pos);
  return Math.max(t.p2[p2Index(c0)] as number, splitPrune ? splitBound(t, s.pos, 0) : 0);
}

/** SPL's entry for pairs x and y of the wing slots at pos[o..o+23]. */
const couple = (spl: Uint8Array, pos: Int8Array, o: number, x: number, y: number): number =>
  spl[
    (((pos[o + 2 * x] as number) * 24 + (pos[o + 2 * x + 1] as number)) * 24 +
      (pos[o + 2 * y] as number)) *
      24 +
      (pos[o + 2 * y + 1] as number)
  ] as number;

/**
 * Whether splitBound of the wing slots at pos[o..o+23] exceeds `left`, stopping at the first
 * couple that does: 97% of the nodes one move from the end, and 98% of the ends, fail here
 * (40 random states), most at one of the first couples.
 */
function splitExceeds(spl: Uint8Array, pos: Int8Array, o: number, left: number): boolean {
  for (let x = 0; x < 12; x += 4)
    if (
      couple(spl, pos, o, x, x + 1) > left ||
      couple(spl, pos, o, x + 2, x + 3) > left ||
      couple(spl, pos, o, x, x + 2) > left ||
      couple(spl, pos, o, x + 1, x + 3) > left
    )
      return true;
  return false;
}

/**
 * The two-pair wing-split bound (SPL) of the wing slots at pos[o..o+23]. Module-level helpers, no
 * closure a node: under tsx (esbuild's keepNames) each closure made costs a `__name` call, which
 * took phase 2 from ~170 to ~490 ms a state.
 */
function splitBound(t: TprTables, pos: Int8Array, o: number): number {
  const spl = t.spl;
  // Two ways of coupling the twelve pairs: (0,1), (2,3), ... and (0,2), (1,3), (4,6), ... (the
  // second took 5% off phase 2's nodes on three seeded states, same answers).
  let h = 0;
  for (let x = 0; x < 12; x += 4) {
    h = Math.max(
      h,
      couple(spl, pos, o, x, x + 1),
      couple(spl, pos, o, x + 2, x + 3),
      couple(spl, pos, o, x, x + 2),
      couple(spl, pos, o, x + 1, x + 3),
    );
  }
  return h;
}
