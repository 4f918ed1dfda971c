import { apply } from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import { FACES, type Face } from '../geometry.js';
import { CENTRE_ORDER, CENTRES, N_MOVES, STICKER_PERMS, WINGS } from './model.js';

/*
 * Between facelet strings and the solver's coordinates: centre colours as 24-bit masks, wing
 * pieces by the slot each sits in, and the 3x3x3 a reduced 4x4x4 stands for.
 */

const faceOf = (i: number) => FACES[i >> 4] as Face;

/**
 * WING_TURN[s·24 + t]: which sticker of slot t (0 or 1) the first sticker of slot s's piece lands
 * on when the piece is moved to t. A wing cannot flip in place, so this is fixed; found by walking
 * the moves from each slot.
 */
const WING_TURN: Int8Array = (() => {
  const t = new Int8Array(24 * 24).fill(-1);
  const slotOf = new Int8Array(96).fill(-1);
  const sideOf = new Int8Array(96);
  WINGS.forEach(([a, b], s) => {
    slotOf[a] = s;
    slotOf[b] = s;
    sideOf[b] = 1;
  });
  const dest = STICKER_PERMS.map((p) => {
    const d = new Int16Array(96);
    for (let j = 0; j < 96; j++) d[p[j] as number] = j;
    return d;
  });
  for (let s = 0; s < 24; s++) {
    const seen = new Set<number>([WINGS[s]![0]]);
    const todo = [WINGS[s]![0]];
    while (todo.length) {
      const x = todo.pop() as number;
      const slot = slotOf[x] as number;
      if (t[s * 24 + slot] !== -1 && t[s * 24 + slot] !== sideOf[x])
        throw new Error('4x4x4 model: a wing that flips in place');
      t[s * 24 + slot] = sideOf[x] as number;
      for (let m = 0; m < N_MOVES; m++) {
        const y = dest[m]![x] as number;
        if (!seen.has(y)) {
          seen.add(y);
          todo.push(y);
        }
      }
    }
  }
  return t;
})();

export interface FourCoords {
  /** Centre masks by colour, in CENTRE_ORDER (R, L, U, D, F, B). */
  masks: Int32Array;
  /** pos[piece]: the slot wing piece `piece` (its home slot) sits in. */
  pos: Int8Array;
}

/** The coordinates of a 4x4x4 facelet string (96 letters, already checked for colours). */
export function coordsOf(facelets: string): FourCoords {
  const masks = new Int32Array(6);
  CENTRES.forEach((i, k) => {
    const c = CENTRE_ORDER.indexOf(facelets[i] as Face);
    masks[c] = (masks[c] as number) | (1 << k);
  });
  const pos = new Int8Array(24).fill(-1);
  WINGS.forEach(([a, b], t) => {
    let found = -1;
    for (let p = 0; p < 24; p++) {
      const side = WING_TURN[p * 24 + t] as number;
      const [pa, pb] = WINGS[p] as [number, number];
      const [first, second] = side === 0 ? [a, b] : [b, a];
      if (facelets[first] === faceOf(pa) && facelets[second] === faceOf(pb)) found = p;
    }
    if (found < 0 || pos[found] !== -1)
      throw new InvalidStateError(
        'edge',
        `the edge wing with stickers ${a} and ${b} shows ${facelets[a]}, ${facelets[b]}: no free wing piece fits there`,
      );
    pos[found] = t;
  });
  return { masks, pos };
}

/** The facelet string after one of the solver's moves (by index). */
export function applyMove(facelets: string, m: number): string {
  return apply(STICKER_PERMS[m]!, [...facelets]).join('');
}

/** The 3x3x3 a reduced 4x4x4 stands for: each 3x3x3 sticker read from a 4x4x4 sticker of that piece. */
export function reducedFacelets(facelets: string): string {
  const from = [0, 1, 3];
  let out = '';
  for (let f = 0; f < 6; f++)
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++)
        out += facelets[f * 16 + (from[r] as number) * 4 + (from[c] as number)];
  return out;
}

/** Whether every face's centre shows its own colour and every wing pair is joined. */
export function isReduced(facelets: string): boolean {
  for (const i of CENTRES) if (facelets[i] !== faceOf(i)) return false;
  for (let e = 0; e < 12; e++) {
    const [a, b] = WINGS[2 * e] as [number, number];
    const [c, d] = WINGS[2 * e + 1] as [number, number];
    if (facelets[a] !== facelets[c] || facelets[b] !== facelets[d]) return false;
  }
  return true;
}
