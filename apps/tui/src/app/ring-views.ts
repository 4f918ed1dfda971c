import { type Cell, type Colour, type ColourLevel, colour, paintLine } from './paint.js';
import type { RingPuzzle } from './santa-session.js';

/**
 * How a globe or wreath is drawn: `wide` gives a cell two columns (a label's last two characters),
 * `compact` one (its last character; the colour tells the rest). A globe 3/33 row of 66 cells is
 * 137 columns wide and 71 compact; a wreath 100/100 ring 204 and 104. A compact wreath ring too
 * long for the window wraps onto more lines.
 */
export type RingView = 'wide' | 'compact';

const PALETTE: readonly Colour[] = [
  colour([215, 0, 0], 160, 31),
  colour([0, 175, 0], 34, 32),
  colour([0, 85, 255], 27, 34),
  colour([255, 255, 0], 226, 93),
  colour([255, 135, 0], 208, 33),
  colour([255, 255, 255], 231, 97),
  colour([175, 0, 255], 129, 35),
  colour([0, 215, 215], 44, 36),
];
const BLACK = colour([0, 0, 0], 16, 30);

/** A label's colour: the letter's place in the alphabet (N0, N1… by their number). */
export function colourOf(label: string): Colour {
  const n = /^N(\d+)$/.exec(label);
  const i = n ? Number(n[1]) : label.charCodeAt(0) - 65 + 8 * (label.length - 1);
  return PALETTE[((i % PALETTE.length) + PALETTE.length) % PALETTE.length] as Colour;
}

/** A wreath's ring: its cells in turning order, following the move's cycle from its first moved cell. */
export function ringOrder(perm: ArrayLike<number>): number[] {
  let start = 0;
  while (start < perm.length && perm[start] === start) start++;
  if (start === perm.length) return [];
  const order = [start];
  for (let c = perm[start] as number; c !== start; c = perm[c] as number) order.push(c);
  return order;
}

/** The two rings of a wreath (l, r) and the cells they share. */
export function wreathRings(p: RingPuzzle): { l: number[]; r: number[]; shared: Set<number> } {
  const l = ringOrder(p.model.perm('l') as ArrayLike<number>);
  const r = ringOrder(p.model.perm('r') as ArrayLike<number>);
  const inR = new Set(r);
  return { l, r, shared: new Set(l.filter((c) => inR.has(c))) };
}

const GLOBE_LEAD = 6;
const WREATH_LEAD = 2;

/** Columns and rows a view takes (a compact wreath's rows at `columns`). */
export function ringViewSize(
  p: RingPuzzle,
  view: RingView,
  columns = Number.POSITIVE_INFINITY,
): { columns: number; rows: number } {
  const w = view === 'wide' ? 2 : 1;
  if (p.family === 'globe') return { columns: GLOBE_LEAD + w * 2 * p.b, rows: p.a + 1 };
  const { l, r } = wreathRings(p);
  const longest = Math.max(l.length, r.length);
  if (view === 'wide') return { columns: WREATH_LEAD + 2 * longest, rows: 2 };
  const per = Math.max(1, Math.min(longest, columns - WREATH_LEAD));
  const lines = (k: number) => Math.ceil(k / per);
  return { columns: WREATH_LEAD + per, rows: lines(l.length) + lines(r.length) };
}

/** Wide when it fits the window's columns, else compact. */
export function autoRingView(p: RingPuzzle, columns: number): RingView {
  return ringViewSize(p, 'wide').columns <= columns ? 'wide' : 'compact';
}

function cell(label: string, view: RingView, underline: boolean): Cell {
  const text =
    view === 'compact'
      ? label.slice(-1)
      : label.length === 1
        ? `${label} `
        : label.slice(-2).padStart(2);
  return { text, fg: BLACK, bg: colourOf(label), underline };
}

/** The picture of a globe (its rows, the chosen one marked) or a wreath (l, then r; shared cells underlined). */
export function drawRing(
  p: RingPuzzle,
  labels: readonly string[],
  view: RingView,
  level: ColourLevel,
  row: number,
  columns: number,
): string[] {
  if (p.family === 'globe') {
    const width = 2 * p.b;
    return Array.from({ length: p.a + 1 }, (_, r) => {
      const lead = `${r === row ? '❯' : ' '} r${String(r).padEnd(2)} `;
      const cells = labels.slice(r * width, (r + 1) * width).map((l) => cell(l, view, false));
      return lead + paintLine(cells, level);
    });
  }
  const { l, r, shared } = wreathRings(p);
  const per = view === 'wide' ? Number.POSITIVE_INFINITY : Math.max(1, columns - WREATH_LEAD);
  const lines: string[] = [];
  for (const [name, ring] of [
    ['l', l],
    ['r', r],
  ] as const) {
    const cells = ring.map((c) => cell(labels[c] as string, view, shared.has(c)));
    for (let i = 0; i < cells.length; i += per)
      lines.push(`${i === 0 ? name : ' '} ${paintLine(cells.slice(i, i + per), level)}`);
  }
  return lines;
}
