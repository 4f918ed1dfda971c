import { InvalidStateError } from './errors.js';
import { FACES, type Face, stickerPositions, type Vec } from './geometry.js';

/*
 * Piece checks for any N (the ones that hold without knowing how big-cube pieces may be swapped):
 * every edge piece — the wings and, on odd cubes, the middle edge — must show two colours that
 * some edge has; each class of edge pieces (wings at depth k and N-1-k from a corner, or the middle
 * edges) holds each of the 12 colour pairs as often as the solved cube does; and each centre orbit
 * (24 stickers, or the 6 face centres) holds each colour equally often.
 */

const OPPOSITE: Record<Face, Face> = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'B', B: 'F' };
const key = (v: Vec) => v.join(',');

interface Classes {
  /**
   * Edge pieces: the two sticker indices, the class they belong to, their stickers' outward
   * normals and their offset along the edge (zero for a middle edge).
   */
  edges: { stickers: [number, number]; cls: number; normals: [Vec, Vec]; offset: Vec }[];
  /** Centre stickers grouped by orbit. */
  centres: number[][];
}

const cache = new Map<number, Classes>();

function classes(n: number): Classes {
  let c = cache.get(n);
  if (c) return c;
  const positions = stickerPositions(n);
  const index = new Map(positions.map((v, i) => [key(v), i]));
  const m = n - 1;
  const edges: Classes['edges'] = [];
  // Edge cubies: two coordinates at ±m, the third strictly inside.
  for (let axis = 0; axis < 3; axis++) {
    const [p, q] = [0, 1, 2].filter((i) => i !== axis) as [number, number];
    for (const sp of [1, -1]) {
      for (const sq of [1, -1]) {
        for (let t = -(n - 3); t <= n - 3; t += 2) {
          const stickers = [p, q].map((face) => {
            const v = [0, 0, 0];
            v[axis] = t;
            v[p] = sp * m;
            v[q] = sq * m;
            v[face] = (face === p ? sp : sq) * n;
            return index.get(key(v as unknown as Vec)) as number;
          }) as [number, number];
          const unit = (i: number, sign: number): Vec =>
            [0, 1, 2].map((j) => (j === i ? sign : 0)) as unknown as Vec;
          // Wings at depth k and n-1-k from a corner share a class; |t| says which.
          edges.push({
            stickers,
            cls: Math.abs(t),
            normals: [unit(p, sp), unit(q, sq)],
            offset: unit(axis, t),
          });
        }
      }
    }
  }
  // Centre stickers: both in-face coordinates strictly inside; the orbit is the in-face pair up to
  // the face's quarter turns (so (a, b) and (b, a) differ when a ≠ b: mirror images never mix).
  const orbits = new Map<string, number[]>();
  positions.forEach((v, i) => {
    const inside = v.filter((x) => Math.abs(x) !== n);
    if (inside.length !== 2 || inside.some((x) => Math.abs(x) === m)) return;
    const face = FACES[Math.floor(i / (n * n))] as Face;
    const r = Math.floor((i % (n * n)) / n);
    const col = i % n;
    let a = 2 * col - m;
    let b = m - 2 * r;
    // Rotate (a, b) by quarter turns into the quadrant a > 0, b >= 0 (or the very centre).
    for (let turn = 0; turn < 4 && !(a > 0 && b >= 0) && !(a === 0 && b === 0); turn++)
      [a, b] = [b, -a];
    const k = `${a},${b}`;
    const list = orbits.get(k) ?? [];
    list.push(i);
    orbits.set(k, list);
    void face;
  });
  c = { edges, centres: [...orbits.values()] };
  cache.set(n, c);
  return c;
}

/** Throws InvalidStateError for an impossible edge piece or centre arrangement (N >= 3). */
export function checkBigPieces(facelets: string, n: number): void {
  if (n < 3) return;
  const { edges, centres } = classes(n);
  const tally = new Map<string, number>();
  for (const { stickers, cls, normals, offset } of edges) {
    const [a, b] = stickers.map((i) => facelets[i] as Face) as [Face, Face];
    if (a === b || OPPOSITE[a] === b) {
      throw new InvalidStateError(
        'edge',
        `an edge piece shows ${a} and ${b}: no edge has those colours`,
      );
    }
    // A wing's handedness: the sign of det(normal under its first colour, under its second, its
    // offset along the edge). Moves turn pieces rigidly, so it never changes; the two wings of one
    // pair of colours have opposite signs, and a wing flipped in place has the wrong one.
    const [first, second] = a < b ? normals : [normals[1], normals[0]];
    const hand = Math.sign(det(first, second, offset));
    const k = `${cls}:${[a, b].sort().join('')}:${hand}`;
    tally.set(k, (tally.get(k) ?? 0) + 1);
  }
  // Each class has 12 or 24 pieces: every colour pair appears 1 or 2 times in it.
  const perClass = new Map<number, number>();
  for (const { cls } of edges) perClass.set(cls, (perClass.get(cls) ?? 0) + 1);
  for (const [cls, count] of perClass) {
    const each = count / 12;
    for (const x of FACES) {
      for (const y of FACES) {
        if (x >= y || OPPOSITE[x] === y) continue;
        // Middle edges have no handedness (offset 0); each wing pair comes once in each hand.
        for (const hand of each === 1 ? [0] : [1, -1]) {
          const seen = tally.get(`${cls}:${x}${y}:${hand}`) ?? 0;
          if (seen !== 1) {
            const where =
              cls === 0 ? 'middle edge pieces' : `edge pieces ${(n - 1 - cls) / 2} from a corner`;
            throw new InvalidStateError(
              'edge',
              `among the ${where}, the ${x}${y} piece${each === 1 ? '' : ` of one hand`} appears ${seen} times; expected once (a piece is flipped in place, or repeated)`,
            );
          }
        }
      }
    }
  }
  for (const orbit of centres) {
    const each = orbit.length / 6;
    for (const f of FACES) {
      const seen = orbit.filter((i) => facelets[i] === f).length;
      if (seen !== each) {
        throw new InvalidStateError(
          'centres',
          `colour ${f} appears ${seen} times among the centre pieces of one kind (${orbit.length} of them); expected ${each}`,
        );
      }
    }
  }
}

function det(a: Vec, b: Vec, c: Vec): number {
  return (
    a[0] * (b[1] * c[2] - b[2] * c[1]) -
    a[1] * (b[0] * c[2] - b[2] * c[0]) +
    a[2] * (b[0] * c[1] - b[1] * c[0])
  );
}
