import { type Perm, parity } from '@puz/perm';
import { cornerSlots } from '../checks.js';
import { FACES, type Face, stickerPositions } from '../geometry.js';
import { AXIS_OF, type Move } from '../move.js';
import { CubeMoves } from '../moves.js';

/*
 * The 4x4x4 as pieces, for the reduction solver: 24 centre stickers, 24 edge wings and 8 corners,
 * with the 36 outer block turns (U, Uw, ... each 1, 2 or 3 quarter turns) as piece permutations.
 * Everything is derived from the sticker geometry of @puz/cube (CubeMoves(4)); nothing is typed in.
 *
 * Centre positions are numbered R, L, U, D, F, B, four each (bits 0-3 R, 4-7 L, 8-11 U, ...), so an
 * axis's eight positions are one byte of a 24-bit mask. Wing slots come in pairs, 2e and 2e+1 the
 * two wings of edge e. A wing never flips in place, so a wing piece is known by the slot it sits
 * in and its two colours. A pair is joined when its two pieces sit in the two slots of one edge
 * (slots s and s^1): flipped or not, it is then one 3x3x3 edge.
 */

export const N = 4;
const cube = new CubeMoves(N);
const positions = stickerPositions(N);
const key = (v: readonly number[]) => v.join(',');
const faceOf = (i: number) => FACES[Math.floor(i / 16)] as Face;

/** The 24 centre stickers, faces in the order R L U D F B. */
export const CENTRE_ORDER: readonly Face[] = ['R', 'L', 'U', 'D', 'F', 'B'];
export const CENTRES: readonly number[] = CENTRE_ORDER.flatMap((f) => {
  const base = FACES.indexOf(f) * 16;
  return [5, 6, 9, 10].map((k) => base + k);
});

/** The cubie a sticker belongs to: its face coordinate (±4) pulled in to ±3. */
const cubieKey = (i: number) =>
  key(
    (positions[i] as readonly number[]).map((x) =>
      Math.abs(x) === N ? Math.sign(x) * (N - 1) : x,
    ),
  );

/** The 24 wing slots (sticker pairs, lower facelet index first), two per edge. */
export const WINGS: readonly (readonly [number, number])[] = (() => {
  const byCubie = new Map<string, number[]>();
  for (let i = 0; i < positions.length; i++) {
    const k = cubieKey(i);
    const v = k.split(',').map(Number);
    // Edge wings: two coordinates at ±3 and one at ±1.
    if (v.filter((x) => Math.abs(x) === 3).length !== 2) continue;
    byCubie.set(k, [...(byCubie.get(k) ?? []), i]);
  }
  const cubies = [...byCubie.entries()].map(([k, s]) => ({ v: k.split(',').map(Number), s }));
  // Group the two wings of each edge together: same cubie up to the ±1 coordinate.
  const edgeKey = (v: number[]) => v.map((x) => (Math.abs(x) === 1 ? 0 : x)).join(',');
  cubies.sort((a, b) =>
    edgeKey(a.v) < edgeKey(b.v)
      ? -1
      : edgeKey(a.v) > edgeKey(b.v)
        ? 1
        : key(a.v) < key(b.v)
          ? -1
          : 1,
  );
  return cubies.map((c) => [c.s[0], c.s[1]] as [number, number]);
})();

export const CORNERS: readonly number[][] = cornerSlots(N);

/** One of the 36 moves: `slot` = axis·4 + (0 positive face, 1 its wide turn, 2 negative face, 3 its wide). */
export interface FourMove {
  readonly move: Move;
  readonly axis: number;
  readonly slot: number;
  readonly wide: boolean;
  readonly amount: 1 | 2 | 3;
}

const POSITIVE_FACES: readonly Face[] = ['R', 'U', 'F'];

export const MOVES: readonly FourMove[] = FACES.flatMap((face) =>
  [1, 2].flatMap((to) =>
    ([1, 2, 3] as const).map((amount) => {
      const axis = AXIS_OF[face];
      const side = POSITIVE_FACES.includes(face) ? 0 : 2;
      return {
        move: { face, from: 1, to, amount },
        axis,
        slot: axis * 4 + side + (to - 1),
        wide: to === 2,
        amount,
      };
    }),
  ),
);
export const N_MOVES = MOVES.length;

/** Where each slot's piece goes (forward map) under a sticker permutation (out[i] = in[p[i]]). */
function slotForward(slots: readonly (readonly number[])[], p: Perm): Int8Array {
  const slotOf = new Map<number, number>();
  slots.forEach((s, k) => {
    for (const i of s) slotOf.set(i, k);
  });
  const where = new Int32Array(p.length);
  for (let j = 0; j < p.length; j++) where[p[j] as number] = j;
  return Int8Array.from(slots, (s) => slotOf.get(where[s[0] as number] as number) as number);
}

export const STICKER_PERMS: readonly Perm[] = MOVES.map((m) => cube.perm(m.move));
/** Forward maps per move: centre position -> centre position, wing slot -> wing slot. */
export const CENTRE_FWD: readonly Int8Array[] = STICKER_PERMS.map((p) =>
  slotForward(
    CENTRES.map((c) => [c]),
    p,
  ),
);
export const WING_FWD: readonly Int8Array[] = STICKER_PERMS.map((p) => slotForward(WINGS, p));

/** The moves of the pairing phase: outer turns and wide half turns (they keep every centre on its axis). */
export const isG2 = (m: FourMove) => !m.wide || m.amount === 2;
/** The middle phase's moves: what keeps R/L centres on R and L. */
export const isG1 = (m: FourMove) => !m.wide || m.amount === 2 || m.axis === 0;

const toPerm = (fwd: Int8Array): Perm => {
  const p = new Uint8Array(fwd.length);
  for (let s = 0; s < fwd.length; s++) p[fwd[s] as number] = s;
  return p as unknown as Perm;
};
/** Parity of each move's wing permutation (odd: an inner quarter turn is in it). */
export const WING_PARITY: Uint8Array = Uint8Array.from(WING_FWD, (f) => parity(toPerm(f)));
/** Which colour each face's centre should show, by face letter. */
export const faceLetter = faceOf;
