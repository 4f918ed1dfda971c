import { afterEach, describe, expect, test } from 'vitest';
import { closeApp, open } from '../test-support/app-driver.js';
import { KEY, until, untilGone } from '../test-support/ink.js';

// The app's search views driven by keys: the mazes (A*, BFS, DFS, the bounded optimal search) and
// StarCraft's build orders, each solved on the app's worker.
afterEach(closeApp);

describe('the maze view', () => {
  test('mediumMaze: A* first, finished within 5 s; then BFS and DFS; q goes back', {
    timeout: 60_000,
  }, async () => {
    // The first maze offered is one a search finishes in a moment.
    const a = await open([KEY.down, KEY.down, KEY.down]);
    await until(a.lastFrame, /❯ CS440 maze {2}mediumMaze\.txt/);
    a.stdin.write(KEY.enter);
    await until(
      a.lastFrame,
      /mediumMaze\.txt · \d+×\d+ · 1 dot\(s\) · algorithm astar \(Tab\) · weight 1/,
    );
    const t0 = Date.now();
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /path 68 steps \(optimal\)/, 30_000);
    expect(Date.now() - t0).toBeLessThan(5000);
    a.stdin.write(KEY.tab);
    await until(a.lastFrame, /algorithm bfs/);
    expect(a.lastFrame()).toMatch(/press Enter to search/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /path 68 steps \(optimal\)/, 30_000);
    a.stdin.write(KEY.tab);
    await until(a.lastFrame, /algorithm dfs/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /path \d+ steps \(not proven optimal\)/, 30_000);
    a.stdin.write('q');
    await until(a.lastFrame, /pick a puzzle/);
  });

  test('bigDots (208 dots): the optimal search is bounded and weighted A* answers; Esc stops', {
    timeout: 90_000,
  }, async () => {
    const a = await open([KEY.down, KEY.down, KEY.down, KEY.left, KEY.left]);
    await until(a.lastFrame, /❯ CS440 maze {2}bigDots\.txt/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /208 dot\(s\) · algorithm astar/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /searching/);
    a.stdin.write(KEY.escape); // stops, and the line says so
    await untilGone(a.lastFrame, /searching/);
    expect(a.lastFrame()).toMatch(/press Enter to search|stopped/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /path \d+ steps \(not proven optimal\)/, 60_000);
    expect(a.lastFrame()).toMatch(/stopped at its limit .*weighted A\* \(w = 2\) answered/);
    a.stdin.write('w'); // the weight the note offers
    await until(a.lastFrame, /weight 1\.5 \(w\)/);
  });
});

describe('the StarCraft view', () => {
  test('single mode: the optimal build as a timeline with supply and the harassment wave', {
    timeout: 60_000,
  }, async () => {
    const a = await open([KEY.up]);
    await until(a.lastFrame, /❯ StarCraft Zero/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /mode single/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /goal at 229 s \(optimal\)/, 30_000);
    expect(a.lastFrame()).toMatch(/harassment wave at 120 s: 3 zerglings sent/);
    expect(a.lastFrame()).toMatch(/supply/);
    a.stdin.write(KEY.tab);
    await until(a.lastFrame, /mode batch/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /goal at 75 s \(optimal\)/, 30_000);
    // Orders, not seconds with orders (69): the CLI and JSON count the same 230.
    expect(a.lastFrame()).toMatch(/· 230 orders ·/);
    a.stdin.write('q');
    await until(a.lastFrame, /pick a puzzle/);
  });
});
