import { parity } from '@puz/perm';
import { checkBigPieces } from './big-checks.js';
import { InvalidStateError } from './errors.js';
import { faceletSize, parseFacelets } from './facelets.js';
import { FACES, type Face, stickerPositions, type Vec } from './geometry.js';
import { requireCorner } from './pieces.js';

const key = (v: Vec) => v.join(',');

/** The faces a sticker index belongs to, by facelet order. */
const faceOf = (i: number, n: number) => FACES[Math.floor(i / (n * n))] as Face;

/**
 * The 8 corner slots: each the indices of its 3 stickers, the U/D sticker first and then
 * clockwise as seen from outside (Kociemba's corner facelet order).
 */
export function cornerSlots(n: number): number[][] {
  const positions = stickerPositions(n);
  const index = new Map(positions.map((v, i) => [key(v), i]));
  const m = n - 1;
  const slots: number[][] = [];
  for (const sy of [1, -1]) {
    for (const [sx, sz] of [
      [1, 1],
      [-1, 1],
      [-1, -1],
      [1, -1],
    ] as const) {
      const d: Vec = [sx, sy, sz];
      const normals: Vec[] = [
        [0, sy, 0],
        [sx, 0, 0],
        [0, 0, sz],
      ];
      // After the U/D normal a, the next is b with (a × b)·d < 0: clockwise seen from outside.
      const [a, b, c] = normals as [Vec, Vec, Vec];
      const cross = (u: Vec, v: Vec): Vec => [
        u[1] * v[2] - u[2] * v[1],
        u[2] * v[0] - u[0] * v[2],
        u[0] * v[1] - u[1] * v[0],
      ];
      const dot = (u: Vec, v: Vec) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
      const ordered = dot(cross(a, b), d) < 0 ? [a, b, c] : [a, c, b];
      // The sticker on the face with normal nv: ±n on that axis, the cubie's ±m on the others.
      const sticker = (nv: Vec): Vec =>
        [0, 1, 2].map((i) => (nv[i] !== 0 ? nv[i]! * n : d[i]! * m)) as unknown as Vec;
      slots.push(ordered.map((nv) => index.get(key(sticker(nv))) as number));
    }
  }
  return slots;
}

/** The 12 middle-edge slots of an odd cube: the U/D (else F/B) sticker first. */
export function edgeSlots(n: number): number[][] {
  if (n % 2 === 0 || n < 3) return [];
  const positions = stickerPositions(n);
  const index = new Map(positions.map((v, i) => [key(v), i]));
  const m = n - 1;
  const slots: number[][] = [];
  for (let axis = 0; axis < 3; axis++) {
    for (const s1 of [1, -1]) {
      for (const s2 of [1, -1]) {
        // The edge cubie at 0 on `axis` and ±m on the other two.
        const others = [0, 1, 2].filter((i) => i !== axis) as [number, number];
        const stickers = others.map((face, j) => {
          const v = [0, 0, 0];
          v[others[0]] = s1 * m;
          v[others[1]] = s2 * m;
          v[face] = (j === 0 ? s1 : s2) * n;
          return { face, i: index.get(key(v as unknown as Vec)) as number };
        });
        // Primary sticker: on U/D (axis 1) if it has one, else on F/B (axis 2).
        stickers.sort((p, q) => rank(p.face) - rank(q.face));
        slots.push(stickers.map((s) => s.i));
      }
    }
  }
  return slots;
}
const rank = (axis: number) => (axis === 1 ? 0 : axis === 2 ? 1 : 2);

const NAMES = (slot: readonly number[], n: number) => slot.map((i) => faceOf(i, n)).join('');

/**
 * Checks that a facelet string is a position some moves reach, or throws `InvalidStateError`
 * saying which rule it breaks: colour counts, an impossible or repeated corner, a twisted corner
 * (any size); and on the 3x3x3 also the centres, an impossible edge, a flipped edge, and the
 * permutation parity (corners and edges must be both even or both odd).
 */
export function checkState(text: string): void {
  let facelets = parseFacelets(text);
  const n = faceletSize(facelets);
  if (n === 1) return;

  if (n === 3) facelets = relabelByCentres(facelets);
  // Edge pieces and centres of any size (on the 3x3x3 the checks below are stronger still).
  if (n > 3) checkBigPieces(facelets, n);

  // Corners: each must be a real corner (right colours in the right cyclic order), all different.
  const slots = cornerSlots(n);
  const solvedCorners = slots.map((slot) => NAMES(slot, n));
  const cornerPieces: number[] = [];
  let twist = 0;
  slots.forEach((slot, s) => {
    const colours = slot.map((i) => facelets[i]).join('');
    const found = requireCorner(colours, solvedCorners, solvedCorners[s] as string);
    if (cornerPieces.includes(found.piece))
      throw new InvalidStateError(
        'corner',
        `the ${solvedCorners[found.piece]} corner appears twice`,
      );
    cornerPieces.push(found.piece);
    // Twist: where the piece's U/D colour sits in the slot (0 = on U/D).
    twist += found.twist;
  });
  if (twist % 3 !== 0) {
    throw new InvalidStateError(
      'twist',
      `a twisted corner: the corner twists add up to ${twist % 3} (mod 3) instead of 0 — one corner is turned in place`,
    );
  }

  if (n !== 3) return;
  const edges = edgeSlots(n);
  const solvedEdges = edges.map((slot) => NAMES(slot, n));
  const edgeOf = new Map<string, { piece: number; flip: number }>();
  solvedEdges.forEach((name, piece) => {
    edgeOf.set(name, { piece, flip: 0 });
    edgeOf.set(name[1]! + name[0]!, { piece, flip: 1 });
  });
  const edgePieces: number[] = [];
  let flips = 0;
  edges.forEach((slot, s) => {
    const colours = slot.map((i) => facelets[i]).join('');
    const found = edgeOf.get(colours);
    if (!found)
      throw new InvalidStateError(
        'edge',
        `the edge at ${solvedEdges[s]} shows ${colours.split('').join(', ')}: no edge has those colours`,
      );
    if (edgePieces.includes(found.piece))
      throw new InvalidStateError('edge', `the ${solvedEdges[found.piece]} edge appears twice`);
    edgePieces.push(found.piece);
    flips += found.flip;
  });
  if (flips % 2 !== 0)
    throw new InvalidStateError(
      'flip',
      'a flipped edge: an odd number of edges are flipped in place',
    );
  if (parity(Uint8Array.from(cornerPieces)) !== parity(Uint8Array.from(edgePieces))) {
    throw new InvalidStateError(
      'parity',
      'wrong parity: the corners and edges are permuted one swap apart (two pieces swapped)',
    );
  }
}

/** On a 3x3x3 the centres say which colour belongs to which face; they must be a rotation of the solved cube. */
function relabelByCentres(facelets: string): string {
  const centres = FACES.map((_, f) => facelets[f * 9 + 4] as Face);
  const map = new Map<string, Face>();
  for (const [f, colour] of centres.entries()) map.set(colour, FACES[f] as Face);
  if (map.size !== 6)
    throw new InvalidStateError(
      'centres',
      `the centres show ${centres.join('')}: each colour must be the centre of one face`,
    );
  // Opposite colours must sit on opposite faces, and the three around a corner in the solved order.
  const opposite: Record<Face, Face> = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'B', B: 'F' };
  for (const f of FACES) {
    const colour = centres[FACES.indexOf(f)] as Face;
    if (centres[FACES.indexOf(opposite[f])] !== opposite[colour]) {
      throw new InvalidStateError(
        'centres',
        `the centres show ${centres.join('')}: ${colour} and ${centres[FACES.indexOf(opposite[f])]} are not opposite colours`,
      );
    }
  }
  // A mirror image keeps opposites opposite but reverses every corner's cyclic order: the
  // colours of the U, R, F centres must read clockwise as they do around the solved UFR corner.
  const around = `${centres[0]}${centres[1]}${centres[2]}`;
  const clockwise = cornerSlots(3).map((slot) => NAMES(slot, 3));
  const rotations = (w: string) => [w, w.slice(1) + w[0], w.slice(2) + w.slice(0, 2)];
  if (!clockwise.some((name) => rotations(name).includes(around))) {
    throw new InvalidStateError(
      'centres',
      `the centres show ${centres.join('')}: that is the mirror image of a cube`,
    );
  }
  return [...facelets].map((ch) => map.get(ch) as Face).join('');
}
