/**
 * Colour as SGR codes inside one string per screen line. A 33x33x33 net drawn as one Ink <Text>
 * per sticker was 6,534 elements to lay out on every frame; a line of text with its colour codes
 * is one, and Ink keeps SGR codes as they are.
 */

/** 0 no colour, 1 the 16 basic colours, 2 the 256-colour palette, 3 24-bit colour. */
export type ColourLevel = 0 | 1 | 2 | 3;

/**
 * The colour level of the terminal, by the rules Ink's colours (chalk's supports-color) follow,
 * after `applyColourEnv` turned NO_COLOR into FORCE_COLOR=0: FORCE_COLOR first, then no colour
 * off a terminal, in a CI or on TERM=dumb, then COLORTERM and TERM for 24-bit and 256 colours.
 */
export function colourLevel(env: NodeJS.ProcessEnv, isTTY: boolean): ColourLevel {
  const force = env.FORCE_COLOR;
  if (force !== undefined) {
    if (force === '' || force === 'true') return 1;
    if (force === 'false') return 0;
    const n = Number(force);
    return (Number.isFinite(n) ? Math.max(0, Math.min(3, Math.floor(n))) : 1) as ColourLevel;
  }
  if (!isTTY || env.CI !== undefined || env.TERM === 'dumb') return 0;
  if (env.COLORTERM === 'truecolor' || env.COLORTERM === '24bit') return 3;
  if (/-256(color)?$/i.test(env.TERM ?? '')) return 2;
  return 1;
}

/** A colour at every level: 24-bit, its 256-palette index and its basic SGR foreground code. */
export interface Colour {
  readonly rgb: readonly [number, number, number];
  readonly x256: number;
  /** 30-37 or 90-97; the background is this + 10. */
  readonly basic: number;
}

export const colour = (rgb: [number, number, number], x256: number, basic: number): Colour => ({
  rgb,
  x256,
  basic,
});

/** The SGR parameters of a foreground (or background) colour at a level; '' at level 0. */
export function sgr(c: Colour, level: ColourLevel, background: boolean): string {
  if (level === 0) return '';
  if (level === 1) return String(c.basic + (background ? 10 : 0));
  const lead = background ? '48' : '38';
  if (level === 2) return `${lead};5;${c.x256}`;
  return `${lead};2;${c.rgb.join(';')}`;
}

/** One cell of a line: its text (one or two columns) and its colours. */
export interface Cell {
  text: string;
  fg?: Colour | undefined;
  bg?: Colour | undefined;
  underline?: boolean;
}

/**
 * A line of cells as one string: a colour code only where the colours change, reset at the end.
 * At level 0 only the text is kept (a sticker's letter keeps the picture readable).
 */
export function paintLine(cells: readonly Cell[], level: ColourLevel): string {
  if (level === 0) return cells.map((c) => c.text).join('');
  // Only the parts that change are written: Ink reads every character of a frame (colour codes
  // included) on every frame, so shorter codes draw a big cube faster.
  let out = '';
  let fg = '39';
  let bg = '49';
  let under = false;
  for (const c of cells) {
    const codes: string[] = [];
    const f = c.fg ? sgr(c.fg, level, false) : '39';
    const b = c.bg ? sgr(c.bg, level, true) : '49';
    const u = c.underline === true;
    if (f !== fg) codes.push(f);
    if (b !== bg) codes.push(b);
    if (u !== under) codes.push(u ? '4' : '24');
    if (codes.length > 0) out += `\x1b[${codes.join(';')}m`;
    fg = f;
    bg = b;
    under = u;
    out += c.text;
  }
  return fg === '39' && bg === '49' && !under ? out : `${out}\x1b[0m`;
}

/** The upper half block: its colour is the foreground, the lower half the background. */
export const UPPER_HALF = '▀';
