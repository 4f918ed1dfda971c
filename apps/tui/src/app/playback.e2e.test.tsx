import { applyMoves, formatAlg, invertAlg, parseAlg, solvedFacelets } from '@puz/cube';
import { rng } from '@puz/perm';
import { Box, Text, useInput } from 'ink';
import { render } from 'ink-testing-library';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { cubeMoves, cubePlayback } from './cube-session.js';
import { Playback } from './PlaybackLines.js';
import {
  playbackKey,
  type ScreenMode,
  startPlayback,
  usePlaybackView,
  useSolveClock,
} from './playback.js';
import type { SolveResult } from './solve-job.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(frame: () => string | undefined, pattern: RegExp, ms: number) {
  const t0 = Date.now();
  while (!pattern.test(frame() ?? '')) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${pattern}:\n${frame()}`);
    await pause(20);
  }
  return Date.now() - t0;
}

/**
 * The cube screen's playback pieces (view, clock, keys, move line) around a given answer, without
 * the net: a 33x33x33 net needs a 267-column terminal and the test terminal has 100.
 */
function CubePlayback({ n, start, result }: { n: number; start: string; result: SolveResult }) {
  const [mode, setMode] = useState<ScreenMode<string>>(() => startPlayback(result, start));
  useSolveClock(mode, setMode, () => {});
  const view = usePlaybackView(mode, (s, moves) => cubePlayback(n, s, moves));
  useInput((input, key) => {
    if (mode.name !== 'playback') return;
    const next = playbackKey(mode, input, key);
    if (next) setMode(next);
  });
  if (mode.name !== 'playback' || !view) return null;
  return (
    <Box flexDirection="column">
      <Text>{view(mode.step) === solvedFacelets(n) ? 'cube solved' : 'cube scrambled'}</Text>
      <Playback mode={mode} />
    </Box>
  );
}

test('a 10,694-move 33x33x33 answer: End jumps there in seconds, autoplay runs it, memory flat', {
  timeout: 120_000,
}, async () => {
  // The answer: the inverse of a random 10,694-move scramble (replayed below to the solved cube).
  const n = 33;
  const r = rng(33);
  const faces = 'URFDLB';
  const scramble = Array.from(
    { length: 10_694 },
    () => `${1 + r.int(n >> 1)}${faces[r.int(6)]}${["'", '2', ''][r.int(3)]}`,
  ).join(' ');
  const parsed = parseAlg(scramble, n);
  const start = applyMoves(solvedFacelets(n), parsed, cubeMoves(n));
  const moves = formatAlg(invertAlg(parsed), n).split(' ');
  expect(applyMoves(start, parseAlg(moves.join(' '), n), cubeMoves(n))).toBe(solvedFacelets(n));
  const result: SolveResult = {
    type: 'result',
    moves,
    length: moves.length,
    metric: 'moves',
    optimal: false,
    ms: 0,
    stats: { expanded: 0 },
  };

  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const a = render(<CubePlayback n={n} start={start} result={result} />);
  await until(a.lastFrame, /step 0\/10694 .*paused/, 30_000);
  expect(a.lastFrame()).toMatch(/cube scrambled/);
  // The move line shows a window, not 10,694 moves.
  expect((a.lastFrame() ?? '').length).toBeLessThan(2000);
  a.stdin.write('\u001B[F'); // End
  const jump = await until(a.lastFrame, /step 10694\/10694/, 10_000);
  expect(a.lastFrame()).toMatch(/cube solved/);
  expect(jump).toBeLessThan(5000);
  a.stdin.write('\u001B[H'); // Home
  await until(a.lastFrame, /step 0\/10694/, 10_000);
  // Autoplay the whole answer, 8x faster than its default speed.
  for (const k of '+++') a.stdin.write(k);
  a.stdin.write(' ');
  await until(a.lastFrame, /step 10694\/10694/, 30_000);
  expect(a.lastFrame()).toMatch(/cube solved/);
  const growth = (process.memoryUsage().rss - rss0) / 2 ** 20;
  console.log(`33x33x33 playback: End in ${jump} ms, RSS +${growth.toFixed(0)} MiB`);
  a.unmount();
  expect(growth).toBeLessThan(300);
});
