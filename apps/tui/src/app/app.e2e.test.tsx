import { fixtureDir } from '@puz/test-kit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { closeApp, open } from '../test-support/app-driver.js';
import { KEY, pause, until, untilGone } from '../test-support/ink.js';

// The test kit's generated Santa fixture (wreath_6/6 ids 6-8, globe_1/8 ids 9-11 among its 12 puzzles).
const fixture = fixtureDir('santa2023');

afterEach(closeApp);

describe('the puzzle picker', () => {
  test('lists the cubes; ↓ moves the cursor; ←/→ change N; Enter opens; q goes back', {
    timeout: 30_000,
  }, async () => {
    const a = await open([]);
    expect(a.lastFrame()).toMatch(/pick a puzzle/);
    expect(a.lastFrame()).toMatch(/❯ 2x2x2/);
    a.stdin.write(KEY.down);
    await until(a.lastFrame, /❯ 3x3x3/);
    a.stdin.write(KEY.down);
    await until(a.lastFrame, /❯ NxNxN {2}N = 4/);
    a.stdin.write(KEY.right);
    await until(a.lastFrame, /N = 5/);
    a.stdin.write(KEY.left);
    a.stdin.write(KEY.left);
    await until(a.lastFrame, /N = 4/); // 4 is the least N here
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /4x4x4 solved/);
    a.stdin.write('q');
    await until(a.lastFrame, /pick a puzzle/);
  });

  test('? shows the keys of the screen on show; any key closes them', {
    timeout: 30_000,
  }, async () => {
    const a = await open(['?']);
    await until(a.lastFrame, /keys: the puzzle list[\s\S]*change its size/);
    a.stdin.write('x');
    await untilGone(a.lastFrame, /keys:/);
    expect(a.lastFrame()).toMatch(/pick a puzzle/);
    // Each screen has its own: the wreath's rings, the globe's rows, the maze's search.
    for (const [moves, title, line] of [
      [
        [KEY.down, KEY.down, KEY.down, KEY.down, KEY.down],
        /wreath_6\/6 solved/,
        /keys: a wreath[\s\S]*left or right ring[\s\S]*PgUp PgDn/,
      ],
      [[KEY.up], /globe_1\/8 solved/, /keys: a globe[\s\S]*choose a row/],
      [[KEY.up], /mediumMaze\.txt/, /keys: a maze[\s\S]*search algorithm/],
    ] as const) {
      for (const k of moves) a.stdin.write(k);
      await pause(100);
      a.stdin.write(KEY.enter);
      await until(a.lastFrame, title);
      a.stdin.write('?');
      await until(a.lastFrame, line);
      expect(a.lastFrame()).not.toMatch(/u d l r f b/);
      a.stdin.write('x');
      await untilGone(a.lastFrame, /keys:/);
      a.stdin.write('q');
      await until(a.lastFrame, /pick a puzzle/);
    }
  });

  test('going back finds the same item and size; q asks before quitting', {
    timeout: 30_000,
  }, async () => {
    const a = await open([KEY.down, KEY.down, KEY.right, KEY.right]);
    await until(a.lastFrame, /❯ NxNxN {2}N = 6/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /6x6x6 solved/);
    a.stdin.write('q');
    await until(a.lastFrame, /❯ NxNxN {2}N = 6/);
    a.stdin.write('q');
    await until(a.lastFrame, /quit puz\? q or Esc again quits/);
    a.stdin.write(KEY.down); // any other key stays
    await untilGone(a.lastFrame, /quit puz/);
    expect(a.lastFrame()).toMatch(/❯ NxNxN {2}N = 6/); // the key only cancelled the question
    a.stdin.write(KEY.escape);
    await until(a.lastFrame, /quit puz\?/);
    a.stdin.write('q');
    await pause(200);
    a.stdin.write('?'); // the app has quit: no help comes up
    await pause(300);
    expect(a.lastFrame()).not.toMatch(/keys:/);
  });
});

describe('the cube view', () => {
  test('turns by keys, shift for the inverse, undo, reset', { timeout: 30_000 }, async () => {
    const a = await open([KEY.down, KEY.enter]);
    await until(a.lastFrame, /3x3x3 solved/);
    a.stdin.write('r');
    await until(a.lastFrame, /3x3x3 scrambled/);
    a.stdin.write('R');
    await until(a.lastFrame, /3x3x3 solved/);
    a.stdin.write('f');
    await until(a.lastFrame, /scrambled/);
    a.stdin.write('z');
    await until(a.lastFrame, /3x3x3 solved/);
    a.stdin.write('u');
    await until(a.lastFrame, /scrambled/);
    a.stdin.write('c');
    await until(a.lastFrame, /3x3x3 solved/);
  });

  test('a typed move line applies; a bad move shows an error line and changes nothing', {
    timeout: 30_000,
  }, async () => {
    const a = await open([KEY.down, KEY.enter, ':']);
    await until(a.lastFrame, /moves:/);
    a.stdin.write("R U R' U'");
    await until(a.lastFrame, /moves: R U R' U'/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /scrambled/);
    await untilGone(a.lastFrame, /moves:/);
    a.stdin.write(':');
    await until(a.lastFrame, /moves:/);
    a.stdin.write('R Q2');
    await until(a.lastFrame, /moves: R Q2/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /Q2/);
    expect(a.lastFrame()).toMatch(/moves:/); // still typing, nothing crashed
    a.stdin.write(KEY.escape);
    await untilGone(a.lastFrame, /moves:/);
    // Undo the typed line: one step.
    a.stdin.write('z');
    await until(a.lastFrame, /3x3x3 solved/);
  });

  test('2x2x2: scramble, solve on a worker, play back to solved, back to the picker', async () => {
    const a = await open([KEY.enter]);
    await until(a.lastFrame, /2x2x2 solved/);
    a.stdin.write('s');
    await until(a.lastFrame, /scrambled.*seed 1/);
    a.stdin.write(KEY.tab); // table → bfs
    await until(a.lastFrame, /solver bfs/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /step 0\/\d+ · \d+ HTM · optimal/, 60_000);
    expect(a.lastFrame()).toMatch(/scrambled/);
    a.stdin.write(KEY.right);
    await until(a.lastFrame, /step 1\//);
    a.stdin.write(KEY.left);
    await until(a.lastFrame, /step 0\//);
    a.stdin.write(' ');
    await until(a.lastFrame, /2x2x2 solved/, 10_000);
    const [, total] = /step (\d+)\/(\d+)/.exec(a.lastFrame() ?? '') ?? [];
    expect(a.lastFrame()).toMatch(new RegExp(`step ${total}/${total}`));
    a.stdin.write('q'); // leave playback: the cube stays solved
    await until(a.lastFrame, /z undo/);
    expect(a.lastFrame()).toMatch(/2x2x2 solved/);
    a.stdin.write('q');
    await until(a.lastFrame, /pick a puzzle/);
  }, 90_000);

  test('a long playback pauses, steps, jumps to either end and changes speed', async () => {
    // 7x7x7 answers run to 250-300 moves (400-500 before the NxNxN annealing stage): long
    // enough that autoplay used to restart after a pause.
    const a = await open([KEY.down, KEY.down, KEY.right, KEY.right, KEY.right, KEY.enter]);
    await until(a.lastFrame, /7x7x7 solved/);
    a.stdin.write('s');
    await until(a.lastFrame, /7x7x7 scrambled/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /step 0\/\d+/, 60_000);
    const total = Number(/step 0\/(\d+)/.exec(a.lastFrame() ?? '')?.[1]);
    expect(total).toBeGreaterThan(200);
    const step = () => Number(/step (\d+)\//.exec(a.lastFrame() ?? '')?.[1]);
    a.stdin.write(' ');
    await until(a.lastFrame, /playing/);
    await pause(700);
    a.stdin.write(' ');
    await until(a.lastFrame, /paused/);
    const paused = step();
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThan(total);
    await pause(1000);
    expect(step()).toBe(paused); // no frame queued before the pause restarts it
    a.stdin.write(KEY.right);
    await until(a.lastFrame, new RegExp(`step ${paused + 1}/`));
    a.stdin.write(KEY.end);
    await until(a.lastFrame, new RegExp(`step ${total}/${total}`));
    expect(a.lastFrame()).toMatch(/7x7x7 solved/);
    a.stdin.write(KEY.home);
    await until(a.lastFrame, new RegExp(`step 0/${total}`));
    expect(a.lastFrame()).toMatch(/7x7x7 scrambled/);
    a.stdin.write(KEY.pageDown);
    await until(a.lastFrame, new RegExp(`step ${Math.max(10, Math.ceil(total / 20))}/`));
    const speed = Number(/at (\d+) moves\/s/.exec(a.lastFrame() ?? '')?.[1]);
    a.stdin.write('+');
    await until(a.lastFrame, new RegExp(`at ${(speed * 2).toLocaleString('en-US')} moves/s`));
  }, 90_000);

  test('Esc cancels a running solve; the cube stays as it was', async () => {
    const a = await open([KEY.down, KEY.enter, 's', KEY.tab]);
    await until(a.lastFrame, /solver optimal/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /solving \(optimal\)/);
    a.stdin.write(KEY.escape);
    await until(a.lastFrame, /solve cancelled/);
    expect(a.lastFrame()).toMatch(/3x3x3 scrambled/);
  }, 60_000);
});

describe('the layout', () => {
  test('a 33x33x33 fits a 100-column window: the view that fits (views.test: too small)', async () => {
    const a = await open([]);
    // ink-testing-library's stdout is 100 columns wide; the 33x33x33 net needs 267, one face 66.
    a.stdin.write(KEY.down);
    a.stdin.write(KEY.down);
    await until(a.lastFrame, /❯ NxNxN/);
    for (let i = 0; i < 29; i++) a.stdin.write(KEY.right);
    await until(a.lastFrame, /N = 33/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /33x33x33 solved .*one face view \(auto\)/);
    expect(a.lastFrame()).not.toMatch(/too small/);
    a.stdin.write('q');
    await until(a.lastFrame, /pick a puzzle/);
  });
});

describe('the globe and wreath views', () => {
  test('wreath 6/6: l and shift-L, scramble, solve, play back to solved', {
    timeout: 60_000,
  }, async () => {
    const a = await open([KEY.down, KEY.down, KEY.down, KEY.down, KEY.down]);
    await until(a.lastFrame, /❯ wreath {2}6\/6/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /wreath_6\/6 solved/);
    a.stdin.write('l');
    await until(a.lastFrame, /wreath_6\/6 scrambled/);
    a.stdin.write('L');
    await until(a.lastFrame, /wreath_6\/6 solved/);
    a.stdin.write('s');
    await until(a.lastFrame, /scrambled seed 1/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /step 0\/\d+ · \d+ moves · optimal/, 30_000);
    a.stdin.write(' ');
    await until(a.lastFrame, /wreath_6\/6 solved/, 10_000);
    a.stdin.write('q');
    await until(a.lastFrame, /l r turn/);
    a.stdin.write('q');
    await until(a.lastFrame, /pick a puzzle/);
  });

  test('globe 1/8: rows turn by arrows, a typed line, a bad move, scramble and solve', {
    timeout: 60_000,
  }, async () => {
    const a = await open([KEY.down, KEY.down, KEY.down, KEY.down]);
    await until(a.lastFrame, /❯ globe {2}1\/8/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /globe_1\/8 solved/);
    a.stdin.write(KEY.down);
    await until(a.lastFrame, /❯ r1/);
    a.stdin.write(KEY.right);
    await until(a.lastFrame, /globe_1\/8 scrambled/);
    a.stdin.write(':');
    await until(a.lastFrame, /moves:/);
    a.stdin.write('-r1 f99');
    await until(a.lastFrame, /moves: -r1 f99/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /globe_1\/8 has no move "f99"/);
    a.stdin.write(KEY.escape);
    await untilGone(a.lastFrame, /moves:/);
    expect(a.lastFrame()).toMatch(/globe_1\/8 scrambled/); // the bad line changed nothing
    a.stdin.write(':');
    await until(a.lastFrame, /moves:/);
    a.stdin.write('-r1');
    await until(a.lastFrame, /moves: -r1/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /globe_1\/8 solved/);
    a.stdin.write('s');
    await until(a.lastFrame, /scrambled seed 1/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /step 0\/\d+ · \d+ moves/, 30_000);
    a.stdin.write(' ');
    await until(a.lastFrame, /globe_1\/8 solved/, 20_000);
  });
});

describe('Santa puzzles by id', () => {
  test('with a data directory, a Santa globe or wreath opens by id, as the data has it', {
    timeout: 60_000,
  }, async () => {
    vi.stubEnv('PUZ_SANTA_DATA', fixture);
    try {
      const a = await open([KEY.up, KEY.up]);
      await until(a.lastFrame, /❯ Santa 2023 puzzle {2}id 6/);
      a.stdin.write(KEY.right);
      await until(a.lastFrame, /id 7/);
      a.stdin.write(KEY.enter);
      await until(a.lastFrame, /wreath_6\/6 Santa id 7 (scrambled|solved)/);
      a.stdin.write(KEY.enter);
      await until(a.lastFrame, /step 0\/\d+ · \d+ moves/, 30_000);
      a.stdin.write(' ');
      await until(a.lastFrame, /wreath_6\/6 Santa id 7 solved/, 10_000);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('NxNxN', () => {
  test('4x4x4: scramble, the reduction solver on a worker, playback ends solved', {
    timeout: 90_000,
  }, async () => {
    const a = await open([KEY.down, KEY.down, KEY.enter]);
    await until(a.lastFrame, /4x4x4 solved .*solver reduction/);
    a.stdin.write('s');
    await until(a.lastFrame, /4x4x4 scrambled/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /step 0\/\d+ · \d+ single-layer quarter turns/, 60_000);
    a.stdin.write(' ');
    await until(a.lastFrame, /4x4x4 solved/, 20_000);
  });
});
