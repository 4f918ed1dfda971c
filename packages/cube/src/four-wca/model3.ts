import { type Perm, parity } from '@puz/perm';
import { isG1, MOVES, WING_FWD } from '../four/model.js';

/*
 * The wing classes of the three-phase reduction (TPR, after Tsai's 4x4x4 method and Chen's
 * threephase). Its last reduction phase turns only U, D, F, B (any amount), R2, L2 and the wide
 * half turns. Under those moves the 24 wing slots fall into two orbits of 12 (found here by
 * walking the moves, checked in the tests), one slot of each edge in each: a wing never leaves its
 * class, so a pair can be joined only when its two wings sit in different classes, and then each
 * pair is known by the edge its class-0 wing is in and the edge its class-1 wing is in. Joined:
 * the same edge.
 */

/** The last phase's moves (indices into MOVES). */
export const M3: Int8Array = Int8Array.from(
  [...MOVES.keys()].filter((i) => {
    const m = MOVES[i]!;
    return m.amount === 2 || (!m.wide && m.axis !== 0);
  }),
);
/** The middle phase's moves: the ones that keep R/L centres on R and L (28). */
export const M2: Int8Array = Int8Array.from([...MOVES.keys()].filter((i) => isG1(MOVES[i]!)));

/** CLASS[slot]: 0 or 1, the slot's orbit under M3 (slot 0's orbit is class 0). */
export const CLASS: Uint8Array = (() => {
  const c = new Uint8Array(24).fill(255);
  const walk = (s: number, k: number) => {
    const todo = [s];
    c[s] = k;
    while (todo.length) {
      const x = todo.pop() as number;
      for (const m of M3) {
        const y = WING_FWD[m]![x] as number;
        if (c[y] === 255) {
          c[y] = k;
          todo.push(y);
        }
      }
    }
  };
  walk(0, 0);
  const other = c.indexOf(255);
  if (other >= 0) walk(other, 1);
  for (let e = 0; e < 12; e++)
    if (c[2 * e] === c[2 * e + 1] || c[2 * e] === 255)
      throw new Error(
        '4x4x4 model: the last phase does not split each edge into two classes (a bug)',
      );
  return c;
})();

/** SLOT_OF[k·12 + e]: edge e's slot of class k. */
const SLOT_OF = Int8Array.from({ length: 24 }, (_, i) => {
  const k = i >= 12 ? 1 : 0;
  const e = i % 12;
  return CLASS[2 * e] === k ? 2 * e : 2 * e + 1;
});

/**
 * EDGE_FWD[(m·2 + k)·12 + e]: where a class-k wing in edge e goes under move m (an edge), for the
 * moves of M3 (other rows unused).
 */
export const EDGE_FWD: Int8Array = (() => {
  const t = new Int8Array(MOVES.length * 24);
  for (const m of M3)
    for (let k = 0; k < 2; k++)
      for (let e = 0; e < 12; e++)
        t[(m * 2 + k) * 12 + e] = (WING_FWD[m]![SLOT_OF[k * 12 + e] as number] as number) >> 1;
  return t;
})();

/**
 * FLIP3[m]: whether move m of M3 changes the parity of (class-0 wings' edge permutation) xor
 * (corner permutation). Once the pairs are joined the first is the 3x3x3's edge parity, so this
 * bit, 0 at the end, is "no PLL parity".
 */
export const FLIP3: Uint8Array = Uint8Array.from(MOVES, (mv, m) => {
  if (!M3.includes(m)) return 0;
  const p = new Uint8Array(12);
  for (let e = 0; e < 12; e++) p[EDGE_FWD[m * 24 + e] as number] = e;
  // A face's corners turn once per quarter turn of the face (outer or wide): a 4-cycle, odd.
  const corners = mv.amount === 2 ? 0 : 1;
  return parity(p as unknown as Perm) ^ corners;
});
