import { faceletSize } from './facelets.js';
import { FACES, type Face } from './geometry.js';

/** The usual colour scheme: U white, R red, F green, D yellow, L orange, B blue (256-colour ANSI). */
const ANSI: Record<Face, number> = { U: 231, R: 196, F: 34, D: 226, L: 208, B: 27 };

export interface RenderOptions {
  /** Coloured squares (ANSI 256-colour backgrounds) instead of letters. Default: letters. */
  color?: boolean;
}

/**
 * The cube unfolded as a net:
 *
 *         U
 *     L   F   R   B
 *         D
 *
 * each face as it is read in the facelet string (U seen from above with B at the top, D from
 * below with F at the top).
 */
export function renderNet(facelets: string, options: RenderOptions = {}): string {
  const n = faceletSize(facelets);
  const face = (f: Face) =>
    facelets.slice(FACES.indexOf(f) * n * n, (FACES.indexOf(f) + 1) * n * n);
  const cell = (ch: string) =>
    options.color ? `\x1b[48;5;${ANSI[ch as Face] ?? 244}m  \x1b[0m` : `${ch} `;
  const blank = options.color ? '  '.repeat(n) : '  '.repeat(n);
  const row = (f: Face, r: number) => [...face(f).slice(r * n, (r + 1) * n)].map(cell).join('');
  const lines: string[] = [];
  for (let r = 0; r < n; r++) lines.push(`${blank} ${row('U', r)}`.trimEnd());
  for (let r = 0; r < n; r++)
    lines.push(`${row('L', r)} ${row('F', r)} ${row('R', r)} ${row('B', r)}`.trimEnd());
  for (let r = 0; r < n; r++) lines.push(`${blank} ${row('D', r)}`.trimEnd());
  return lines.join('\n');
}
