import { rng } from '@puz/perm';
import { render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import { drawCube } from './cube-views.js';
import { LineOverlay, overlay, overlayStream, visibleWidth } from './line-overlay.js';
import { Picture } from './Picture.js';

/** A 33x33x33 half-block picture of random stickers (any colouring will do here). */
const picture = (seed: number, n = 33) => {
  const r = rng(seed);
  const facelets = Array.from({ length: 6 * n * n }, () => 'URFDLB'[r.int(6)]).join('');
  return drawCube('half', n, facelets, 3);
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes start with ESC
const strip = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

afterEach(() => {
  overlay.enabled = false;
});

test('off, a picture goes to Ink as it is', () => {
  const o = new LineOverlay();
  const lines = picture(1);
  expect(o.place({}, lines)).toEqual(lines);
  expect(o.size).toBe(0);
});

test('placeholders keep each line’s width, carry no colour codes, and come back as the lines', () => {
  const o = new LineOverlay();
  o.enabled = true;
  const lines = picture(1);
  const placed = o.place({}, lines);
  placed.forEach((p, i) => {
    expect(p.length).toBe(visibleWidth(lines[i] as string));
    expect(p.includes('\x1b')).toBe(false);
    // Far shorter for Ink to read: 101 characters for a line of about 3,000.
    if ((lines[i] as string).length > 1000) expect(p.length).toBeLessThan(200);
  });
  expect(o.substitute(placed.join('\n'))).toBe(lines.join('\n'));
  // Ink drops a line's trailing spaces, or keeps spaces after it: the line stays whole either way.
  const first = placed.find((p) => p.length > 20) as string;
  const line = lines[placed.indexOf(first)] as string;
  expect(o.substitute(`${first.trimEnd()}\n`)).toBe(`${line}\n`);
  expect(o.substitute(`${first}   |`)).toBe(`${line}   |`);
  // Lines too narrow for a placeholder go as they are; text without one passes untouched.
  expect(o.place({}, ['short'])).toEqual(['short']);
  // Lines wider than the window go as they are too, for Ink to cut.
  expect(o.place({}, lines, 100)).toEqual(lines);
  expect(o.substitute('step 3/10 · playing')).toBe('step 3/10 · playing');
});

test('an unchanged line keeps its placeholder; old lines are let go', () => {
  const o = new LineOverlay();
  o.enabled = true;
  const owner = {};
  const a = picture(1);
  const first = o.place(owner, a);
  const changed = [...a];
  changed[3] = picture(2)[3] as string;
  const second = o.place(owner, changed);
  expect(second.filter((p, i) => p === first[i]).length).toBe(a.length - 1);
  expect(second[3]).not.toBe(first[3]);
  // Many frames later only the last two renders' lines are kept.
  for (let seed = 3; seed < 40; seed++) o.place(owner, picture(seed));
  expect(o.size).toBeLessThanOrEqual(2 * a.length);
  o.release(owner);
  expect(o.size).toBe(0);
});

test('a Picture on the overlay: Ink’s frame, substituted, is the picture’s lines', () => {
  // 31: 95 columns, within the test terminal's 100 (a cube screen only shows views that fit).
  const lines = picture(5, 31);
  const plain = render(<Picture lines={lines} />);
  const expected = plain.lastFrame();
  plain.unmount();
  overlay.enabled = true;
  const placed = render(<Picture lines={lines} />);
  const frame = placed.lastFrame() ?? '';
  expect(frame.includes('\x1b[')).toBe(false);
  // The picture's own lines (Ink would have split their colour codes, to the same effect).
  expect(overlay.substitute(frame)).toBe(lines.join('\n'));
  expect(strip(overlay.substitute(frame))).toBe(strip(expected ?? ''));
  placed.unmount();
  expect(overlay.size).toBe(0);
});

test('the overlay stream writes substituted text and is the terminal otherwise', () => {
  const written: unknown[] = [];
  const fake = {
    columns: 120,
    rows: 40,
    isTTY: true,
    write(chunk: unknown) {
      written.push(chunk);
      return true;
    },
    size(): number[] {
      return [120, 40];
    },
  } as unknown as NodeJS.WriteStream;
  const o = new LineOverlay();
  o.enabled = true;
  const lines = picture(7);
  const stream = overlayStream(fake, o);
  stream.write(o.place({}, lines).join('\n'));
  expect(written).toEqual([lines.join('\n')]);
  expect(stream.columns).toBe(120);
  expect((stream as unknown as { size: () => number[] }).size()).toEqual([120, 40]);
});
