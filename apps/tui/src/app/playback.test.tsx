import { Text } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import {
  autoplayStep,
  playbackKey,
  type ScreenMode,
  startPlayback,
  useSolveClock,
} from './playback.js';
import type { SolveResult } from './solve-job.js';

const result = (moves: number): SolveResult => ({
  type: 'result',
  moves: Array.from({ length: moves }, () => 'R'),
  length: moves,
  metric: 'moves',
  optimal: false,
  ms: 0,
  stats: { expanded: 0 },
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * React 19 commits an update on its Scheduler's next task, a real setImmediate (not faked here),
 * queued behind any other Ink root's renders in this worker: a frame read right after the fake
 * clock moves can be the one before. This lets the Scheduler run for `ms` of real time, the fake
 * clock standing still (no autoplay frame fires meanwhile), before a frame is read.
 */
async function settle(ms = 50): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) await new Promise((resolve) => setImmediate(resolve));
}

test('autoplay’s step follows the clock: speed × time from where it started, up to the end', () => {
  expect(autoplayStep(0, 754, 1000, 10_000)).toBe(754);
  expect(autoplayStep(100, 754, 500, 10_000)).toBe(477);
  expect(autoplayStep(0, 3, 999, 10)).toBe(2);
  expect(autoplayStep(9_990, 754, 1000, 10_000)).toBe(10_000);
  expect(autoplayStep(5, 100, -20, 100)).toBe(5);
});

/** A key press on the `Clocked` on show, handled with its latest render's mode. */
let press: (input: string) => void = () => {};

/** A screen's playback with its clock, the step and state drawn. */
function Clocked({ moves, speed }: { moves: number; speed: number }) {
  const [mode, setMode] = useState<ScreenMode<string>>(() => ({
    ...startPlayback(result(moves), ''),
    speed,
    playing: true,
  }));
  useSolveClock(mode, setMode, () => {});
  if (mode.name !== 'playback') return null;
  // A key's handler sees this render's mode, as the screens' handlers do.
  press = (input) => {
    const next = playbackKey(mode, input, {} as never);
    if (next) setMode(next);
  };
  return (
    <Text>
      step {mode.step} {mode.playing ? 'playing' : 'paused'}
    </Text>
  );
}

test('the stated speed is the speed played, however many frames were drawn; a pause keeps the step shown', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const a = render(<Clocked moves={10_000} speed={754} />);
  // Frames every 50 ms, some late (a slow frame): the step is the clock's all the same.
  await vi.advanceTimersByTimeAsync(700);
  await vi.advanceTimersByTimeAsync(300);
  await settle();
  const after1s = Number(/step (\d+)/.exec(a.lastFrame() ?? '')?.[1]);
  expect(after1s).toBeGreaterThanOrEqual(754 - 38);
  expect(after1s).toBeLessThanOrEqual(754);
  // Space pauses at the step on the screen, and no later frame moves it.
  press(' ');
  await vi.advanceTimersByTimeAsync(10);
  await settle();
  const shown = a.lastFrame();
  expect(shown).toBe(`step ${after1s} paused`);
  await vi.advanceTimersByTimeAsync(1000);
  await settle();
  expect(a.lastFrame()).toBe(shown);
  a.unmount();
});

test('autoplay stops at the end', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const a = render(<Clocked moves={30} speed={100} />);
  await vi.advanceTimersByTimeAsync(1000);
  await settle();
  expect(a.lastFrame()).toBe('step 30 paused');
  a.unmount();
});
