import { allocPerm, type Perm } from '@puz/perm';

/*
 * The NxNxN cube in 3D. Axes: x to the right (R), y up (U), z to the front (F). Coordinates are
 * doubled so every sticker centre is an integer: a face lies at ±N on its axis and its stickers
 * at -(N-1), -(N-3), ..., N-1 on the other two. A sticker is identified by its position, and a
 * move is a rotation of the stickers in some layers: its permutation comes from rotating
 * positions, never from a typed-in table.
 */

export type Vec = readonly [number, number, number];
export const FACES = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
export type Face = (typeof FACES)[number];

/** Outward normal, and the "up" and "right" of a face as read (Kociemba's facelet order). */
const FRAME: Record<Face, { normal: Vec; up: Vec; right: Vec }> = {
  // U seen from above with B at the top; D from below with F at the top; the side faces with U up.
  U: { normal: [0, 1, 0], up: [0, 0, -1], right: [1, 0, 0] },
  R: { normal: [1, 0, 0], up: [0, 1, 0], right: [0, 0, -1] },
  F: { normal: [0, 0, 1], up: [0, 1, 0], right: [1, 0, 0] },
  D: { normal: [0, -1, 0], up: [0, 0, 1], right: [1, 0, 0] },
  L: { normal: [-1, 0, 0], up: [0, 1, 0], right: [0, 0, 1] },
  B: { normal: [0, 0, -1], up: [0, 1, 0], right: [-1, 0, 0] },
};

export function faceFrame(face: Face) {
  return FRAME[face];
}

/** Position of sticker (row, col) of a face, rows from the top, columns from the left. */
export function stickerPosition(n: number, face: Face, row: number, col: number): Vec {
  const { normal, up, right } = FRAME[face];
  const a = 2 * col - (n - 1);
  const b = n - 1 - 2 * row;
  return [0, 1, 2].map((i) => normal[i]! * n + right[i]! * a + up[i]! * b) as unknown as Vec;
}

/** Every sticker position in facelet order: U, R, F, D, L, B, each face row by row. */
export function stickerPositions(n: number, faces: readonly Face[] = FACES): Vec[] {
  const out: Vec[] = [];
  for (const face of faces)
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) out.push(stickerPosition(n, face, r, c));
  return out;
}

const key = (v: Vec) => `${v[0]},${v[1]},${v[2]}`;

/** Rotation by -90° about a unit axis: clockwise as seen looking at the face the axis points out of. */
function turnClockwise(v: Vec, axis: Vec): Vec {
  // Rodrigues with θ = -90°: v' = -(a × v) + a (a · v).
  const [ax, ay, az] = axis;
  const [x, y, z] = v;
  const dot = ax * x + ay * y + az * z;
  return [
    -(ay * z - az * y) + ax * dot,
    -(az * x - ax * z) + ay * dot,
    -(ax * y - ay * x) + az * dot,
  ];
}

/**
 * The permutation of one clockwise quarter turn (as seen from `face`) of the layers `from..to`
 * (1 = the face's own layer, n = the opposite face), over stickers in the order `positions`.
 */
export function layerTurn(
  n: number,
  positions: readonly Vec[],
  face: Face,
  from: number,
  to: number,
): Perm {
  const axis = FRAME[face].normal;
  const index = new Map(positions.map((v, i) => [key(v), i]));
  const p = allocPerm(positions.length);
  positions.forEach((v, i) => {
    // Depth 1..n of the cubie holding this sticker, counted from `face`.
    const along = axis[0] * v[0] + axis[1] * v[1] + axis[2] * v[2];
    const depth = along === n ? 1 : along === -n ? n : (n - 1 - along) / 2 + 1;
    if (depth < from || depth > to) {
      p[i] = i;
      return;
    }
    // The sticker at v moves to v'; the array says where each position's sticker comes from.
    const j = index.get(key(turnClockwise(v, axis))) as number;
    p[j] = i;
  });
  return p;
}
