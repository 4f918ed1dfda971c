import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { eraseLines, FrameDiff } from './frame-diff.js';

/**
 * Just enough of a terminal for Ink's frames: rows of text written from column 0, the cursor
 * moves Ink and FrameDiff use (up, down, column 0, newline), erase line / to its end / below.
 */
class Terminal {
  rows: string[] = [''];
  row = 0;
  write(data: string): void {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal control sequences
    const parts = data.split(/(\u001B\[[0-9;]*[A-Za-ln-z]|\r|\n)/);
    for (const p of parts) {
      if (p === '') continue;
      if (p === '\n') {
        this.row++;
        if (this.row >= this.rows.length) this.rows.push('');
      } else if (p === '\r' || p === '\u001B[G') {
        // column 0: text below is written from there
      } else if (p === '\u001B[2K' || p === '\u001B[K') {
        if (p === '\u001B[2K') this.rows[this.row] = '';
      } else if (p === '\u001B[J') {
        // From the cursor (column 0 here) to the end of the screen.
        this.rows.length = this.row + 1;
        this.rows[this.row] = '';
      } else if (p.startsWith('\u001B[') && p.endsWith('A')) this.row -= Number(p.slice(2, -1));
      else if (p.startsWith('\u001B[') && p.endsWith('B')) this.row += Number(p.slice(2, -1));
      // Text (colour codes included) is written from column 0 to the end of the row.
      else this.rows[this.row] = p;
      if (this.row < 0) throw new Error('cursor above the screen');
    }
  }
  /** The rows shown (the empty ones at the bottom left out). */
  get screen(): string[] {
    const rows = [...this.rows];
    while (rows.length > 0 && rows.at(-1) === '') rows.pop();
    return rows;
  }
}

/** Ink's write of `frame` after a frame of `before` lines (its standard renderer). */
const inkWrite = (before: number, frame: readonly string[]) =>
  `${eraseLines(before === 0 ? 0 : before + 1)}${frame.join('\n')}\n`;

test('the erase Ink writes is recognised (ansi-escapes: erase a line, up, ..., column 0)', () => {
  expect(eraseLines(0)).toBe('');
  expect(eraseLines(2)).toBe('\u001B[2K\u001B[1A\u001B[2K\u001B[G');
});

test('frames through FrameDiff leave the screen as the whole frames do, and send less', () => {
  const r = rng(31);
  const whole = new Terminal();
  const diffed = new Terminal();
  const diff = new FrameDiff();
  let frame: string[] = [];
  let sentWhole = 0;
  let sentDiffed = 0;
  for (let k = 0; k < 300; k++) {
    // Mostly one or two lines change; now and then the frame grows or shrinks (a message line,
    // another screen), with colour codes in some lines.
    const next = [...frame];
    const resize = k === 0 || r.int(10) === 0;
    const length = resize ? 1 + r.int(30) : Math.max(1, next.length);
    next.length = length;
    for (let i = 0; i < length; i++)
      if (next[i] === undefined || r.int(8) === 0)
        next[i] = r.int(3) === 0 ? `\u001B[31mline ${k}.${i}\u001B[0m` : `line ${k}.${i}`;
    const data = inkWrite(frame.length, next);
    whole.write(data);
    const out = diff.write(data);
    diffed.write(out);
    sentWhole += data.length;
    sentDiffed += out.length;
    expect(diffed.screen, `frame ${k}`).toEqual(whole.screen);
    expect(whole.screen).toEqual(next);
    frame = next;
  }
  expect(sentDiffed).toBeLessThan(sentWhole / 2);
});

test('anything else passes through, and the next frame after it is written whole', () => {
  const diff = new FrameDiff();
  const first = inkWrite(0, ['a', 'b']);
  expect(diff.write(first)).toBe(first);
  const second = inkWrite(2, ['a', 'c']);
  expect(diff.write(second)).not.toBe(second);
  // A full-window frame (clear, no newline) or a mode change.
  const clear = '\u001B[2J\u001B[3J\u001B[Hx\ny';
  expect(diff.write(clear)).toBe(clear);
  const after = inkWrite(2, ['a', 'd']);
  expect(diff.write(after)).toBe(after);
  expect(diff.write('\u001B[?2026h')).toBe('\u001B[?2026h');
  const again = inkWrite(2, ['a', 'e']);
  expect(diff.write(again)).not.toBe(again);
});
