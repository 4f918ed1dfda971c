import { render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import { KEY, pause, until } from '../test-support/ink.js';
import { App } from './App.js';

/*
 * Issue 31, item 8: leaving a cube screen dropped its cube, solver and seed without asking. The
 * app now keeps each size as it was left and hands it back when that size is opened again; globes
 * and wreaths likewise.
 */

let app: ReturnType<typeof render> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

test('a cube left and opened again is as it was: position, seed, solver, undo steps', {
  timeout: 30_000,
}, async () => {
  const a = render(<App />);
  app = a;
  await until(a.lastFrame, /pick a puzzle/);
  a.stdin.write(KEY.down);
  await until(a.lastFrame, /❯ 3x3x3/);
  a.stdin.write(KEY.enter);
  await until(a.lastFrame, /3x3x3 solved .*seed 0 · solver twophase/);
  a.stdin.write('s');
  await until(a.lastFrame, /3x3x3 scrambled .*seed 1/);
  a.stdin.write(KEY.tab);
  await until(a.lastFrame, /solver optimal/);
  a.stdin.write('r');
  await pause(100);
  const left = a.lastFrame() ?? '';
  a.stdin.write('q');
  await until(a.lastFrame, /pick a puzzle/);

  // Another size is its own cube, fresh.
  a.stdin.write(KEY.up);
  await until(a.lastFrame, /❯ 2x2x2/);
  a.stdin.write(KEY.enter);
  await until(a.lastFrame, /2x2x2 solved .*seed 0/);
  a.stdin.write('q');
  await until(a.lastFrame, /pick a puzzle/);

  a.stdin.write(KEY.down);
  await until(a.lastFrame, /❯ 3x3x3/);
  a.stdin.write(KEY.enter);
  await until(a.lastFrame, /3x3x3 scrambled .*seed 1 · solver optimal/);
  expect(a.lastFrame()).toMatch(/as you left it/);
  // The same stickers as when it was left (the frame without its message line).
  const picture = (frame: string) => frame.split('\n').slice(0, 10).join('\n');
  expect(picture(a.lastFrame() ?? '')).toBe(picture(left));
  // Its undo steps came back too: r, then the scramble.
  a.stdin.write('z');
  await pause(100);
  a.stdin.write('z');
  await until(a.lastFrame, /3x3x3 solved/);
  // The next scramble goes on from the kept seed.
  a.stdin.write('s');
  await until(a.lastFrame, /3x3x3 scrambled .*seed 2/);
});

test('a cube opened for the first time says nothing of a kept state', {
  timeout: 30_000,
}, async () => {
  const a = render(<App />);
  app = a;
  await until(a.lastFrame, /pick a puzzle/);
  a.stdin.write(KEY.enter);
  await until(a.lastFrame, /2x2x2 solved/);
  // Opened and left untouched, then opened again: nothing to say either.
  a.stdin.write('q');
  await until(a.lastFrame, /pick a puzzle/);
  a.stdin.write(KEY.enter);
  await until(a.lastFrame, /2x2x2 solved/);
  expect(a.lastFrame()).not.toMatch(/as you left it/);
});

test('a wreath left and opened again is as it was: position, seed, undo steps', {
  timeout: 30_000,
}, async () => {
  const a = render(<App />);
  app = a;
  await until(a.lastFrame, /pick a puzzle/);
  for (const _ of [1, 2, 3, 4, 5]) a.stdin.write(KEY.down);
  await until(a.lastFrame, /❯ wreath/);
  a.stdin.write(KEY.enter);
  await until(a.lastFrame, /wreath_6\/6 solved .*seed 0/);
  a.stdin.write('s');
  await until(a.lastFrame, /wreath_6\/6 scrambled .*seed 1/);
  a.stdin.write('l');
  await pause(100);
  const left = a.lastFrame() ?? '';
  a.stdin.write('q');
  await until(a.lastFrame, /pick a puzzle/);
  a.stdin.write(KEY.enter);
  await until(a.lastFrame, /wreath_6\/6 scrambled .*seed 1/);
  expect(a.lastFrame()).toMatch(/as you left it/);
  const picture = (frame: string) => frame.split('\n').slice(0, 3).join('\n');
  expect(picture(a.lastFrame() ?? '')).toBe(picture(left));
  a.stdin.write('z');
  await pause(100);
  a.stdin.write('z');
  await until(a.lastFrame, /wreath_6\/6 solved/);
});
