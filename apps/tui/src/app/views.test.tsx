import { solvedFacelets } from '@puz/cube';
import { rng } from '@puz/perm';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, test } from 'vitest';
import { KEY, pause, plain, until } from '../test-support/ink.js';
import { App } from './App.js';
import { CUBE_CHROME_ROWS, shownView } from './CubeScreen.js';
import { movedStickers } from './cube-session.js';
import { autoView, drawCube, viewSize } from './cube-views.js';
import { randomCubeFacelets } from './random-state.js';
import { autoRingView, drawRing, ringViewSize, wreathRings } from './ring-views.js';
import { GLOBE_SIZES, ringPuzzle, scrambleRing, WREATH_SIZES } from './santa-session.js';

const WINDOW = { columns: 120, rows: 40 };
const width = (line: string) => Array.from(plain(line)).length;

describe('cube views', () => {
  test('the layer of the move just played is marked: underlined, and in lower case by letter', () => {
    const n = 5;
    // R turns the R face and a column of U, F, D and B.
    const marked = movedStickers(n, 'R');
    expect(marked.reduce((a, b) => a + b, 0)).toBe(5 * 5 - 1 + 4 * 5);
    const net = drawCube('net', n, solvedFacelets(n), 0, 'F', marked).map(plain);
    // U's rows: the last column (next to R) is marked, as on F and D.
    expect(net[0]).toBe(`${' '.repeat(2 * n + 1)}U U U U u `);
    expect(net[n]).toBe('L L L L L  F F F F f  r r r r r  b B B B B ');
    // The R face's centre does not move, so it stays unmarked.
    expect(net[n + 2]).toBe('L L L L L  F F F F f  r r R r r  b B B B B ');
    // An inner layer on a 5x5x5 (3R: the middle slice) marks no face, only the ring.
    const slice = drawCube('net', n, solvedFacelets(n), 0, 'F', movedStickers(n, '3R')).map(plain);
    expect(slice[n]).toBe('L L L L L  F F f F F  R R R R R  B B b B B ');
    // In colour an underline marks the cells (4 on, 24 off), and without a mark there is none.
    const half = drawCube('half', n, solvedFacelets(n), 3, 'F', marked).join('');
    expect(half).toMatch(/\[[0-9;]*\b4m|;4m|\[4;/);
    expect(drawCube('half', n, solvedFacelets(n), 3).join('')).not.toMatch(/;4m|\[4[;m]/);
  });

  test('every cube the app offers (2 to 33) fits 120x40 in colour, as drawn', () => {
    for (let n = 2; n <= 33; n++) {
      const view = shownView('auto', n, WINDOW, 2);
      expect(view, `n=${n}`).toBeDefined();
      const lines = drawCube(view as NonNullable<typeof view>, n, solvedFacelets(n), 2);
      expect(lines.length + CUBE_CHROME_ROWS).toBeLessThanOrEqual(WINDOW.rows);
      for (const line of lines) expect(width(line)).toBeLessThanOrEqual(WINDOW.columns);
    }
    expect(shownView('auto', 33, WINDOW, 2)).toBe('half');
    expect(shownView('auto', 19, { columns: 200, rows: 70 }, 2)).toBe('net');
    // Without colour half blocks cannot show two stickers: one face, by letters.
    expect(shownView('auto', 33, WINDOW, 0)).toBe('face');
  });

  test('the half-block view shows every sticker: the top one as foreground, the bottom as background', () => {
    for (const n of [4, 5, 33]) {
      const facelets = randomCubeFacelets(n, rng(n));
      const lines = drawCube('half', n, facelets, 3);
      expect(lines.length).toBe(viewSize('half', n).rows);
      // Read the colours back: each ▀ is preceded by its codes (or shares the last ones).
      const rgb: Record<string, string> = {
        '255;255;255': 'U',
        '215;0;0': 'R',
        '0;175;0': 'F',
        '255;255;0': 'D',
        '255;135;0': 'L',
        '0;85;255': 'B',
      };
      const read: string[][] = [];
      for (const line of lines.filter((l) => l !== '')) {
        const cells: { top: string; bottom: string | undefined }[] = [];
        let fg = '';
        let bg: string | undefined;
        // biome-ignore lint/suspicious/noControlCharactersInRegex: SGR codes start with ESC
        for (const m of line.matchAll(/\u001B\[([0-9;]*)m|(▀)|( )/g)) {
          if (m[1] !== undefined) {
            // Only the parts that change are written: 38;2;r;g;b, 48;2;r;g;b, 49 (no background).
            const ps = m[1].split(';');
            for (let i = 0; i < ps.length; i++) {
              if (ps[i] === '38' || ps[i] === '48') {
                const c = rgb[ps.slice(i + 2, i + 5).join(';')];
                if (ps[i] === '38') fg = c as string;
                else bg = c;
                i += 4;
              } else if (ps[i] === '49' || ps[i] === '0') bg = undefined;
            }
          } else if (m[2]) cells.push({ top: fg, bottom: bg });
          else cells.push({ top: ' ', bottom: ' ' });
        }
        read.push(cells.flatMap((c) => [`${c.top}${c.bottom ?? ''}`]));
      }
      // Rebuild face U (first band, first n cells of each line) and compare.
      const u: string[] = [];
      for (let r = 0; r < n; r += 2)
        for (let c = 0; c < n; c++) {
          const pair = read[r / 2]?.[c] as string;
          u[r * n + c] = pair[0] as string;
          if (r + 1 < n) u[(r + 1) * n + c] = pair[1] as string;
        }
      expect(u.join('')).toBe(facelets.slice(0, n * n));
    }
  });

  test('the largest view that fits is chosen', () => {
    expect(autoView(3, { columns: 100, rows: 25 }, 1)).toBe('net');
    expect(autoView(33, { columns: 80, rows: 19 }, 1)).toBe('face-half');
    expect(autoView(33, { columns: 40, rows: 10 }, 1)).toBeUndefined();
  });
});

describe('globe and wreath views', () => {
  test('every globe and wreath the picker offers fits 120 columns', () => {
    const puzzles = [
      ...GLOBE_SIZES.map(([a, b]) => ringPuzzle('globe', a, b)),
      ...WREATH_SIZES.map((n) => ringPuzzle('wreath', n, n)),
    ];
    for (const p of puzzles) {
      const view = autoRingView(p, WINDOW.columns);
      const labels = scrambleRing(p, 1);
      const lines = drawRing(p, labels, view, 2, 0, WINDOW.columns);
      for (const line of lines) expect(width(line), p.name).toBeLessThanOrEqual(WINDOW.columns);
      expect(lines.length).toBe(ringViewSize(p, view, WINDOW.columns).rows);
    }
    expect(autoRingView(ringPuzzle('wreath', 100, 100), 120)).toBe('compact');
    expect(autoRingView(ringPuzzle('globe', 3, 33), 120)).toBe('compact');
    expect(autoRingView(ringPuzzle('globe', 3, 33), 200)).toBe('wide');
  });

  test('a compact wreath ring that wraps keeps every cell, in turning order', () => {
    const p = ringPuzzle('wreath', 100, 100);
    const labels = scrambleRing(p, 3);
    const lines = drawRing(p, labels, 'compact', 0, 0, 42);
    const { l, r } = wreathRings(p);
    const text = lines.map((x) => plain(x).slice(2)).join('');
    expect(text).toBe([...l, ...r].map((c) => (labels[c] as string).slice(-1)).join(''));
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(42);
  });
});

let app: ReturnType<typeof render> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

describe('the app at a window size', () => {
  test('33x33x33 at 120x40 shows a view; at 50x20 it says the window is too small, q goes back', {
    timeout: 30_000,
  }, async () => {
    app = render(<App />);
    const a = app;
    const resize = (columns: number, rows: number) => {
      Object.defineProperty(a.stdout, 'columns', { value: columns, configurable: true });
      Object.defineProperty(a.stdout, 'rows', { value: rows, configurable: true });
      a.stdout.emit('resize');
    };
    await pause(50);
    resize(120, 40);
    a.stdin.write(KEY.down + KEY.down);
    await until(a.lastFrame, /❯ NxNxN/);
    a.stdin.write(KEY.right.repeat(29));
    await until(a.lastFrame, /N = 33/);
    a.stdin.write(KEY.enter);
    // The test's output has no colour: the one-face view by letters (33 rows).
    await until(a.lastFrame, /33x33x33 solved.*one face view \(auto\)/);
    expect(a.lastFrame()).toMatch(/face F/);
    expect(a.lastFrame()).not.toMatch(/too small/);
    a.stdin.write(']');
    await until(a.lastFrame, /face D/);
    resize(50, 20);
    await until(a.lastFrame, /too small \(50×20\); this screen\s+needs 66×39/);
    // Keys do not reach the hidden screen: s does not scramble it.
    a.stdin.write('s');
    await pause(200);
    resize(120, 40);
    await until(a.lastFrame, /33x33x33 solved/);
    resize(50, 20);
    await until(a.lastFrame, /too small/);
    a.stdin.write('q');
    await until(a.lastFrame, /pick a puzzle/);
  });
});
