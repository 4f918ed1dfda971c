import { InvalidStateError, ParseError, PermPuzzle } from '@puz/perm';
import { FACES } from '../geometry.js';
import { SANTA_FACE_ORDER, santaCubeMoves } from './order.js';

/** Santa's move families: f, r, d turn layer i counted from F, R, D (clockwise seen from it). */
const FAMILIES = [
  ['f', 'F'],
  ['r', 'R'],
  ['d', 'D'],
] as const;

const puzzles = new Map<number, PermPuzzle>();

/**
 * The n×n×n cube as perm's shared puzzle model, exactly as Santa 2023's puzzle_info.csv has it:
 * stickers in Santa's order (faces U F R B L D), moves f0..f{n-1}, r0.., d0.. (the `-` inverses
 * derived), solved = each sticker's face letter. Built from geometry once per n and kept.
 */
export function cubePuzzle(n: number): PermPuzzle {
  let puzzle = puzzles.get(n);
  if (puzzle) return puzzle;
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`cube size must be an integer >= 1, got ${n}`);
  const cube = santaCubeMoves(n);
  const moves: [string, Int32Array][] = [];
  for (const [family, face] of FAMILIES)
    for (let layer = 0; layer < n; layer++)
      moves.push([
        `${family}${layer}`,
        Int32Array.from(cube.perm({ face, from: layer + 1, to: layer + 1, amount: 1 })),
      ]);
  const solved = SANTA_FACE_ORDER.flatMap((face) => new Array<string>(n * n).fill(face));
  puzzle = new PermPuzzle({ name: `cube_${n}/${n}/${n}`, moves, solved });
  puzzles.set(n, puzzle);
  return puzzle;
}

function checkLength(what: string, length: number, n: number): void {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`cube size must be an integer >= 1, got ${n}`);
  if (length !== 6 * n * n)
    throw new InvalidStateError(
      'length',
      `${what} has ${length} stickers; a ${n}x${n}x${n} cube has ${6 * n * n}`,
    );
}

/** A list of stickers laid out face by face in `from` order, laid out in `to` order. */
function reorder<T>(
  stickers: ArrayLike<T>,
  n: number,
  from: readonly string[],
  to: readonly string[],
) {
  const nn = n * n;
  const out = new Array<T>(stickers.length);
  to.forEach((face, k) => {
    const at = from.indexOf(face) * nn;
    for (let i = 0; i < nn; i++) out[k * nn + i] = stickers[at + i] as T;
  });
  return out;
}

/**
 * A facelet string (faces U R F D L B, the package's state format) as Santa's sticker list
 * (faces U F R B L D): each face is read the same way in both, so only the faces move.
 */
export function faceletsToSanta(facelets: string, n: number): string[] {
  checkLength('the facelet string', facelets.length, n);
  return reorder(facelets, n, FACES, SANTA_FACE_ORDER);
}

/** Santa's sticker list (one-letter labels, faces U F R B L D) as a facelet string (U R F D L B). */
export function santaToFacelets(labels: readonly string[], n: number): string {
  checkLength('the sticker list', labels.length, n);
  const bad = labels.findIndex((label) => label.length !== 1);
  if (bad >= 0)
    throw new ParseError(
      `sticker ${bad} is "${labels[bad]}"; a facelet string needs one letter per sticker`,
      labels.join(';'),
      labels.slice(0, bad).reduce((sum, l) => sum + l.length + 1, 0),
      labels[bad] as string,
    );
  return reorder(labels, n, SANTA_FACE_ORDER, FACES).join('');
}
