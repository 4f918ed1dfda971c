/**
 * Big pictures past Ink's text pipeline. Ink reads every character of every line of every frame
 * (an ANSI tokenizer over a grapheme segmenter): a 33x33x33 half-block picture is 34 lines of
 * about 3,000 characters with their colour codes, 100-250 ms a frame, so a playback drew 1-2
 * frames a second. Here a picture line is handed to Ink as a placeholder of the same width (a
 * private-use character, the line's number, another, then spaces), cheap to lay out, and the
 * stream Ink writes to swaps each placeholder for the coloured line on its way to the terminal.
 *
 * A line's number stays the same while its text does, so Ink sees an unchanged line unchanged
 * (with incremental rendering it would not write it again; see run.tsx for why that is off).
 */

import { FrameDiff } from './frame-diff.js';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000([0-9a-z]+)\uE001 */g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes start with ESC
const SGR = /\x1b\[[0-9;]*m/g;

/** The columns a line of text with colour codes (and one-column characters only) takes. */
export function visibleWidth(line: string): number {
  return line.replace(SGR, '').length;
}

/** The placeholders of the pictures on show and the lines they stand for. */
export class LineOverlay {
  /** Off unless the app draws to a terminal through `substitute` (tests read Ink's frames). */
  enabled = false;
  private readonly ids = new Map<string, number>();
  private readonly lines = new Map<number, { text: string; width: number }>();
  /** Each picture's lines in its last two renders (a frame may still be written from the older). */
  private readonly owners = new Map<object, { now: number[]; before: number[] }>();
  private next = 0;

  /**
   * The lines a picture hands to Ink: placeholders for lines wide enough to hold one, else the
   * lines themselves. `owner` is the picture (its earlier lines are let go as it draws new ones);
   * `columns` the window's width.
   */
  place(owner: object, lines: readonly string[], columns = Number.POSITIVE_INFINITY): string[] {
    if (!this.enabled) return [...lines];
    const used: number[] = [];
    const out = lines.map((text) => {
      const width = visibleWidth(text);
      // A line narrower than a placeholder is cheap for Ink as it is; one wider than the window
      // is left for Ink to cut (a cut placeholder could not be swapped back).
      if (width < 12 || width > columns) return text;
      let id = this.ids.get(text);
      if (id === undefined) {
        id = this.next++;
        this.ids.set(text, id);
        this.lines.set(id, { text, width });
      }
      const token = `${OPEN}${id.toString(36)}${CLOSE}`;
      used.push(id);
      return token + ' '.repeat(width - token.length);
    });
    const previous = this.owners.get(owner);
    this.owners.set(owner, { now: used, before: previous?.now ?? [] });
    if (previous) this.drop(previous.before);
    return out;
  }

  /** Lets go of a picture's lines (it left the screen). */
  release(owner: object): void {
    const previous = this.owners.get(owner);
    this.owners.delete(owner);
    if (previous) this.drop([...previous.before, ...previous.now]);
  }

  /** Ink's output with each placeholder (and the spaces Ink kept after it) swapped for its line. */
  substitute(data: string): string {
    if (!data.includes(OPEN)) return data;
    return data.replace(PLACEHOLDER, (match, id: string) => {
      const line = this.lines.get(Number.parseInt(id, 36));
      // A line let go of is never in a frame; spaces keep the frame's shape if one ever were.
      if (!line) return ' '.repeat(match.length);
      // Ink drops trailing spaces; the rest of the spaces were the picture's, or past it.
      const kept = match.length - (OPEN.length + id.length + CLOSE.length);
      const pad = Math.max(0, kept - (line.width - (OPEN.length + id.length + CLOSE.length)));
      return line.text + ' '.repeat(pad);
    });
  }

  /** Lines known now (for tests: they must not pile up). */
  get size(): number {
    return this.lines.size;
  }

  /** Forgets the lines of `ids` that no picture shows now or showed in its last render. */
  private drop(ids: readonly number[]): void {
    const live = new Set<number>();
    for (const l of this.owners.values()) {
      for (const id of l.now) live.add(id);
      for (const id of l.before) live.add(id);
    }
    for (const id of ids) {
      if (live.has(id)) continue;
      const line = this.lines.get(id);
      if (!line) continue;
      this.lines.delete(id);
      this.ids.delete(line.text);
    }
  }
}

/** The app's overlay: Picture places its lines here, and runApp's stream substitutes them. */
export const overlay = new LineOverlay();

/**
 * A stream for Ink that is `out` except that what Ink writes passes through `substitute`, so the
 * terminal gets the coloured lines, and then a `FrameDiff`, so it gets only the lines that changed.
 */
export function overlayStream(
  out: NodeJS.WriteStream,
  o: LineOverlay = overlay,
): NodeJS.WriteStream {
  const diff = new FrameDiff();
  const write = (chunk: unknown, ...rest: unknown[]) =>
    (out.write as (...a: unknown[]) => boolean)(
      typeof chunk === 'string' ? diff.write(o.substitute(chunk)) : chunk,
      ...rest,
    );
  return new Proxy(out, {
    get(target, prop) {
      if (prop === 'write') return write;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
