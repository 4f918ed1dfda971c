/**
 * Only the lines that changed, to the terminal. Ink (its standard renderer) writes every frame
 * whole: it erases the lines of the frame before (`eraseLines(k)`) and writes all of the new
 * one, ending in a newline. Here such a write becomes: the cursor up to the frame's first line,
 * then each line rewritten only if it differs from the line shown there, and the rest of the
 * screen below cleared when the new frame is shorter. A 33x33x33 playback frame that changed a
 * few lines sends those lines, not all 40.
 *
 * Ink's own incremental renderer does this too, but left stale lines after a frame as tall as
 * the window (which Ink writes differently: clear the screen, the frame, no newline). Any write
 * that is not an erase-and-redraw of the frame last seen passes through untouched and the next
 * frame is written whole, so nothing Ink writes is lost.
 */

const ESC = '\u001B[';
const ERASE_LINE = `${ESC}2K`;
const UP_ONE = `${ESC}1A`;
const CURSOR_LEFT = `${ESC}G`;

/** What Ink's log-update writes to erase the `count` lines of its last frame (ansi-escapes'). */
export function eraseLines(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += ERASE_LINE + (i < count - 1 ? UP_ONE : '');
  return count > 0 ? out + CURSOR_LEFT : out;
}

export class FrameDiff {
  /** The frame on the screen (lines, without the final newline's empty one), when known. */
  private shown: string[] | undefined;

  /** What to write instead of `data` (Ink's write) so the screen ends the same. */
  write(data: string): string {
    // Terminal modes (synchronized output around a frame, the cursor hidden) move nothing.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal modes start with ESC
    if (/^(\u001B\[\?[0-9;]*[hl])+$/.test(data)) return data;
    const frame = this.frameOf(data);
    if (!frame) {
      this.shown = undefined;
      return data;
    }
    const { erased, lines } = frame;
    const before = this.shown;
    this.shown = lines;
    // Ink erases the frame's lines and the empty one after it, where the cursor is.
    if (!before || erased !== before.length + 1) return data;
    // The cursor is on the line after the frame shown: go to its first line, then down the rows.
    let out = before.length > 0 ? `${ESC}${before.length}A\r` : '\r';
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (i < before.length && before[i] === line) out += i < before.length - 1 ? `${ESC}1B` : '\n';
      else out += `${line}${ESC}K\n`;
      // Past the old frame's last line a newline makes the next row (scrolling if need be).
    }
    // A shorter frame: clear what is left of the old one below it.
    if (lines.length < before.length) out += `${ESC}J`;
    return out;
  }

  /**
   * A whole frame: the erase of `erased` lines, then lines each ending in a newline and holding
   * no cursor movement of their own (as Ink writes them); undefined for anything else.
   */
  private frameOf(data: string): { erased: number; lines: string[] } | undefined {
    if (!data.endsWith('\n')) return undefined;
    let erased = 0;
    let body = data;
    if (data.startsWith(ERASE_LINE)) {
      const count = data.split(CURSOR_LEFT, 1)[0]?.split(ERASE_LINE).length ?? 1;
      erased = count - 1;
      const prefix = eraseLines(erased);
      if (!data.startsWith(prefix)) return undefined;
      body = data.slice(prefix.length);
    }
    const lines = body.slice(0, -1).split('\n');
    // Colour codes (…m) only: a line with any other control sequence is not one Ink laid out.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control sequences start with ESC
    for (const line of lines) if (/\u001B(?!\[[0-9;]*m)/.test(line)) return undefined;
    return { erased, lines };
  }
}
