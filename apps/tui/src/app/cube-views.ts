import { FACES } from '@puz/cube';
import {
  type Cell,
  type Colour,
  type ColourLevel,
  colour,
  paintLine,
  UPPER_HALF,
} from './paint.js';

/**
 * The ways a cube is drawn, largest first:
 * - net: the unfolded cube (U above L F R B, D below), each sticker its letter on its colour in two
 *   columns: 8n+3 columns, 3n rows (19x19x19: 155x57);
 * - half: the six faces in two rows (U R F over D L B), one column a sticker and two stickers a
 *   row in half blocks (▀, top sticker the foreground, bottom one the background): 3n+2 columns,
 *   about n+1 rows (33x33x33: 101x34);
 * - face: one face (chosen by [ and ]) as in the net, 2n columns and n rows;
 * - face-half: one face in half blocks, n columns and n/2 rows.
 * Half blocks need colour: without it (NO_COLOR) only net and face are offered.
 */
export type CubeView = 'net' | 'half' | 'face' | 'face-half';

export const CUBE_VIEWS: readonly CubeView[] = ['net', 'half', 'face', 'face-half'];

/** What the keys and help call each view. */
export const VIEW_NAMES: Record<CubeView, string> = {
  net: 'net',
  half: 'half-block',
  face: 'one face',
  'face-half': 'one face, half-block',
};

type FaceName = (typeof FACES)[number];

/** Sticker colours: U white, R red, F green, D yellow, L orange (magenta in 16 colours), B blue. */
const STICKER: Record<string, Colour> = {
  U: colour([255, 255, 255], 231, 97),
  R: colour([215, 0, 0], 160, 31),
  F: colour([0, 175, 0], 34, 32),
  D: colour([255, 255, 0], 226, 93),
  // Orange has no basic colour (33 is the terminal's yellow): magenta keeps it apart from D.
  L: colour([255, 135, 0], 208, 35),
  B: colour([0, 85, 255], 27, 34),
};
const GREY = colour([128, 128, 128], 244, 90);
const BLACK = colour([0, 0, 0], 16, 30);

const halfRows = (n: number) => Math.ceil(n / 2);

/** The columns and rows a view of an n-cube takes. */
export function viewSize(view: CubeView, n: number): { columns: number; rows: number } {
  if (view === 'net') return { columns: 8 * n + 3, rows: 3 * n };
  // Odd n leaves the last half-row of each face empty: that is the gap between the two rows.
  if (view === 'half') return { columns: 3 * n + 2, rows: 2 * halfRows(n) + (n % 2 === 0 ? 1 : 0) };
  if (view === 'face') return { columns: 2 * n, rows: n + 1 };
  return { columns: n, rows: halfRows(n) + 1 };
}

/** The views that can be drawn at a colour level (half blocks need colour). */
export function viewsAt(level: ColourLevel): readonly CubeView[] {
  return level === 0 ? ['net', 'face'] : CUBE_VIEWS;
}

/** The largest view that fits, or undefined when none does. */
export function autoView(
  n: number,
  space: { columns: number; rows: number },
  level: ColourLevel,
): CubeView | undefined {
  return viewsAt(level).find((v) => {
    const s = viewSize(v, n);
    return s.columns <= space.columns && s.rows <= space.rows;
  });
}

/** One face's stickers, row by row. */
function faceOf(n: number, facelets: string, f: FaceName): string {
  const i = FACES.indexOf(f) * n * n;
  return facelets.slice(i, i + n * n);
}

/**
 * The stickers to mark (the layer the current move turned), by facelet index, and where a face's
 * row starts in the facelet string; none when nothing is marked.
 */
interface Marks {
  mask: Uint8Array | undefined;
  at: number;
}

/**
 * A row of a face as letter cells, two columns each. A marked sticker is underlined with its
 * letter in lower case, so the mark shows without colour too (NO_COLOR).
 */
function letterCellsOf(letters: string, marks: Marks = { mask: undefined, at: 0 }): Cell[] {
  return Array.from(letters, (ch, i) => {
    const marked = marks.mask?.[marks.at + i] === 1;
    return {
      text: `${marked ? ch.toLowerCase() : ch} `,
      fg: BLACK,
      bg: STICKER[ch] ?? GREY,
      ...(marked ? { underline: true } : {}),
    };
  });
}

/**
 * Rows r and r+1 of a face as half-block cells (row r+1 may be past the face: no colour); a cell
 * with a marked sticker is underlined. `at` is where the face starts in the facelet string.
 */
function halfCellsOf(
  face: string,
  n: number,
  r: number,
  mask: Uint8Array | undefined,
  at: number,
): Cell[] {
  const cells: Cell[] = [];
  for (let c = 0; c < n; c++) {
    const top = face[r * n + c] as string;
    const bottom = r + 1 < n ? (face[(r + 1) * n + c] as string) : undefined;
    const marked =
      mask !== undefined &&
      (mask[at + r * n + c] === 1 || (bottom !== undefined && mask[at + (r + 1) * n + c] === 1));
    cells.push({
      text: UPPER_HALF,
      fg: STICKER[top] ?? GREY,
      bg: bottom === undefined ? undefined : (STICKER[bottom] ?? GREY),
      ...(marked ? { underline: true } : {}),
    });
  }
  return cells;
}

const gap = (w: number): Cell => ({ text: ' '.repeat(w) });

/**
 * The picture of a cube in a view, one string a screen line (colour codes inside). `marked`: the
 * stickers to mark, by facelet index (1 = marked): the layer of the move just played.
 */
export function drawCube(
  view: CubeView,
  n: number,
  facelets: string,
  level: ColourLevel,
  face: FaceName = 'F',
  marked?: Uint8Array,
): string[] {
  const f = (x: FaceName) => faceOf(n, facelets, x);
  const row = (x: FaceName, r: number) => f(x).slice(r * n, (r + 1) * n);
  const start = (x: FaceName) => FACES.indexOf(x) * n * n;
  const marks = (x: FaceName, r: number): Marks => ({ mask: marked, at: start(x) + r * n });
  const letterCells = (x: FaceName, r: number) => letterCellsOf(row(x, r), marks(x, r));
  const halfCells = (x: FaceName, r: number) => halfCellsOf(f(x), n, r, marked, start(x));
  const lines: string[] = [];
  if (view === 'net') {
    const pad = gap(2 * n + 1);
    for (let r = 0; r < n; r++) lines.push(paintLine([pad, ...letterCells('U', r)], level));
    for (let r = 0; r < n; r++)
      lines.push(
        paintLine(
          (['L', 'F', 'R', 'B'] as const).flatMap((x, i) =>
            i === 0 ? letterCells(x, r) : [gap(1), ...letterCells(x, r)],
          ),
          level,
        ),
      );
    for (let r = 0; r < n; r++) lines.push(paintLine([pad, ...letterCells('D', r)], level));
  } else if (view === 'half') {
    const bands: FaceName[][] = [
      ['U', 'R', 'F'],
      ['D', 'L', 'B'],
    ];
    bands.forEach((band, b) => {
      if (b === 1 && n % 2 === 0) lines.push('');
      for (let r = 0; r < n; r += 2)
        lines.push(
          paintLine(
            band.flatMap((x, i) => (i === 0 ? halfCells(x, r) : [gap(1), ...halfCells(x, r)])),
            level,
          ),
        );
    });
  } else if (view === 'face') {
    lines.push(`face ${face} ([ ])`);
    for (let r = 0; r < n; r++) lines.push(paintLine(letterCells(face, r), level));
  } else {
    lines.push(`face ${face} ([ ])`);
    for (let r = 0; r < n; r += 2) lines.push(paintLine(halfCells(face, r), level));
  }
  return lines;
}

/** The face after (d = 1) or before (d = -1) `face` in U R F D L B order. */
export function nextFace(face: FaceName, d: number): FaceName {
  const i = FACES.indexOf(face);
  return FACES[(i + d + FACES.length) % FACES.length] as FaceName;
}
