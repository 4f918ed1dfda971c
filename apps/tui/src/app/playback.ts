import type { Key } from 'ink';
import { type Dispatch, type SetStateAction, useEffect } from 'react';
import { playbackInterval, type SolveResult } from './solve-job.js';

/** A screen's playback of an answer: the moves, how many are applied, autoplay on or off. */
export interface PlaybackMode {
  readonly name: 'playback';
  readonly result: SolveResult;
  readonly step: number;
  readonly playing: boolean;
}

const isPlayback = (m: { name: string }): m is PlaybackMode => m.name === 'playback';

/**
 * The clocks of a screen that solves and plays back: `redraw` every 100 ms while a solve runs
 * (elapsed time), and one step per `playbackInterval` while autoplay is on.
 */
export function useSolveClock<M extends { name: string }>(
  mode: M,
  setMode: Dispatch<SetStateAction<M>>,
  redraw: () => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clocks follow the mode only
  useEffect(() => {
    if (mode.name === 'solving') {
      const t = setInterval(redraw, 100);
      return () => clearInterval(t);
    }
    if (isPlayback(mode) && mode.playing) {
      const t = setInterval(() => {
        setMode((m) => {
          if (!isPlayback(m)) return m;
          const step = Math.min(m.step + 1, m.result.moves.length);
          return { ...m, step, playing: step < m.result.moves.length };
        });
      }, playbackInterval(mode.result.moves.length));
      return () => clearInterval(t);
    }
    return undefined;
  }, [mode]);
}

/**
 * ←/→ step (and stop autoplay), space plays or pauses (from the start again once at the end).
 * Returns the new playback, or `undefined` when the key is not a playback key.
 */
export function playbackKey<P extends PlaybackMode>(p: P, input: string, key: Key): P | undefined {
  const total = p.result.moves.length;
  if (key.rightArrow) return { ...p, step: Math.min(total, p.step + 1), playing: false };
  if (key.leftArrow) return { ...p, step: Math.max(0, p.step - 1), playing: false };
  if (input === ' ') return { ...p, step: p.step >= total ? 0 : p.step, playing: !p.playing };
  return undefined;
}

/** The message line after a solve failed: "solve cancelled" after Esc, else the solver's error. */
export function solveFailure(error: Error): { text: string; error: boolean } {
  const cancelled = error.message === 'cancelled';
  return { text: cancelled ? 'solve cancelled' : error.message, error: !cancelled };
}
