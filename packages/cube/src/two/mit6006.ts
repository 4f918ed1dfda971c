import { apply, compose, invert, type Perm, PermGroup } from '@puz/perm';
import { bidirectionalBfs } from '@puz/search';
import { stickerPositions, type Vec } from '../geometry.js';
import { CubeMoves } from '../moves.js';

/*
 * The 2x2x2 of MIT 6.006 (Problem Set 6; seed 000). 24 stickers = 8 cubelets × 3 faces, the
 * cubelets in the order FLU, FUR, FDL, FRD, BUL, BRU, BLD, BDR, each cubelet's stickers from its F
 * or B face and then clockwise as seen from outside: flu = 0, luf = 1, ufl = 2, fur = 3, urf = 4,
 * rfu = 5, ... A position is a 24-element permutation; a twist is applied as everywhere in puz
 * (new[i] = old[twist[i]]), which is the course's perm_apply. The BDR cubelet never moves: the
 * twists are F, L and U, each clockwise as seen facing that face, and their inverses.
 */

export const MIT6006_STICKERS = [
  'flu',
  'luf',
  'ufl',
  'fur',
  'urf',
  'rfu',
  'fdl',
  'dlf',
  'lfd',
  'frd',
  'rdf',
  'dfr',
  'bul',
  'ulb',
  'lbu',
  'bru',
  'rub',
  'ubr',
  'bld',
  'ldb',
  'dbl',
  'bdr',
  'drb',
  'rbd',
] as const;

const AXIS: Record<string, Vec> = {
  f: [0, 0, 1],
  b: [0, 0, -1],
  l: [-1, 0, 0],
  r: [1, 0, 0],
  u: [0, 1, 0],
  d: [0, -1, 0],
};

/** Our facelet index of each 6.006 sticker: the cubelet from the name, the face from its first letter. */
const TO_OURS: number[] = (() => {
  const index = new Map(stickerPositions(2).map((v, i) => [v.join(','), i]));
  return MIT6006_STICKERS.map((name) => {
    const corner = [0, 1, 2].map((i) =>
      [...name].reduce((sum, ch) => sum + (AXIS[ch] as Vec)[i]!, 0),
    ) as unknown as Vec;
    const face = AXIS[name[0] as string] as Vec;
    const position = [0, 1, 2].map((i) =>
      face[i] !== 0 ? face[i]! * 2 : corner[i]!,
    ) as unknown as Vec;
    return index.get(position.join(',')) as number;
  });
})();
const FROM_OURS = (() => {
  const out = new Array<number>(24);
  TO_OURS.forEach((ours, i) => {
    out[ours] = i;
  });
  return out;
})();

/** A move of our cube as a permutation of the 6.006 stickers (conjugated by the relabelling). */
function twist(face: 'F' | 'L' | 'U'): Perm {
  const ours = new CubeMoves(2).perm({ face, from: 1, to: 1, amount: 1 });
  return Uint8Array.from(TO_OURS, (o) => FROM_OURS[ours[o] as number] as number);
}

const I = Uint8Array.from({ length: 24 }, (_, i) => i);
const F = twist('F');
const L = twist('L');
const U = twist('U');
const Fi = invert(F);
const Li = invert(L);
const Ui = invert(U);
const quarterTwists = [F, Fi, L, Li, U, Ui] as const;
const NAMES = new Map<Perm, string>([
  [F, 'F'],
  [Fi, 'Fi'],
  [L, 'L'],
  [Li, 'Li'],
  [U, 'U'],
  [Ui, 'Ui'],
]);
const INVERSE = new Map<Perm, Perm>([
  [F, Fi],
  [Fi, F],
  [L, Li],
  [Li, L],
  [U, Ui],
  [Ui, U],
]);

let group: PermGroup | undefined;
const twistGroup = () => (group ??= new PermGroup([F, L, U]));

/**
 * The twists that take `start` to `end` (each applied as new[i] = old[twist[i]]), fewest first,
 * found by two-way BFS as the course does; null when `end` cannot be reached (a twisted corner,
 * say). The twists returned are the very objects mit6006.F, mit6006.Fi, ...
 */
function shortestPath(start: ArrayLike<number>, end: ArrayLike<number>): Perm[] | null {
  const from = Uint8Array.from(start);
  const to = Uint8Array.from(end);
  if (from.length !== 24 || to.length !== 24)
    throw new RangeError('6.006 positions are 24-element permutations');
  // Reachable exactly when start⁻¹·end is in the twist group: Schreier–Sims answers in
  // milliseconds what a search would answer only after exhausting all 3,674,160 positions.
  if (!twistGroup().contains(compose(invert(from), to))) return null;
  const result = bidirectionalBfs<Uint8Array, Perm>({
    start: from,
    goals: [to],
    isGoal: (s) => s.every((v, i) => v === to[i]),
    successors(s, push) {
      for (const t of quarterTwists) push(t, apply(t, s));
    },
    predecessors(s, push) {
      // The position p with apply(t, p) = s is apply(t⁻¹, s).
      for (const t of quarterTwists) push(t, apply(INVERSE.get(t) as Perm, s));
    },
  });
  return result.found ? result.moves : null;
}

export const mit6006 = {
  I,
  F,
  Fi,
  L,
  Li,
  U,
  Ui,
  quarterTwists,
  /** The twist's name ('F', 'Fi', ...). */
  name: (t: Perm) => NAMES.get(t),
  shortestPath,
};

/**
 * The 6.006 position of a 2x2x2 facelet string: position[w] = the plastic face (a 6.006 label)
 * pasted on wireframe face w, found from the colours of the cubelet there. The BDR cubelet must
 * be home, as every 6.006 position has it (turn the cube first).
 */
export function positionFromFacelets(facelets: string): Uint8Array {
  const solved = 'UUUURRRRFFFFDDDDLLLLBBBB';
  const cubelet = (w: number) => Math.floor(w / 3);
  const colourAt = (s: string, w: number) => s[TO_OURS[w] as number] as string;
  const position = new Uint8Array(24);
  for (let w = 0; w < 24; w++) {
    const here = [0, 1, 2].map((k) => colourAt(facelets, cubelet(w) * 3 + k));
    // The plastic cubelet whose solved colours are these, and its sticker with this colour.
    let label = -1;
    for (let c = 0; c < 8 && label < 0; c++) {
      const colours = [0, 1, 2].map((k) => colourAt(solved, c * 3 + k));
      if ([...colours].sort().join('') !== [...here].sort().join('')) continue;
      label = c * 3 + colours.indexOf(colourAt(facelets, w));
    }
    if (label < 0) throw new RangeError(`no cubelet has the colours ${here.join(', ')}`);
    position[w] = label;
  }
  return position;
}

/** The facelet string of a 6.006 position (the inverse of positionFromFacelets). */
export function faceletsFromPosition(position: ArrayLike<number>): string {
  const solved = 'UUUURRRRFFFFDDDDLLLLBBBB';
  const out = new Array<string>(24);
  for (let w = 0; w < 24; w++)
    out[TO_OURS[w] as number] = solved[TO_OURS[position[w] as number] as number] as string;
  return out.join('');
}
