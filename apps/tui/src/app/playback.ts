import type { Key } from 'ink';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import type { Message } from './screen-parts.js';
import { playbackInterval, type SolveRequest, type SolveResult, startSolve } from './solve-job.js';

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

const isSolving = (m: { name: string }): m is { name: 'solving'; cancel: () => void } =>
  m.name === 'solving';

/**
 * The keys every solving screen reads the same way outside its turning mode: Esc cancels a
 * solve or leaves the typed line (which has the other keys), and playback steps, plays and
 * pauses, and ends on q/Esc with `leavePlayback`. Returns whether the key was taken.
 */
export function modalKey<M extends { name: string }>(
  mode: M,
  input: string,
  key: Key,
  on: { setMode: (m: M) => void; toTurn: () => void; leavePlayback: (p: M & PlaybackMode) => void },
): boolean {
  if (isSolving(mode)) {
    if (key.escape) mode.cancel();
    return true;
  }
  if (mode.name === 'line') {
    if (key.escape) on.toTurn();
    return true;
  }
  if (isPlayback(mode)) {
    const next = playbackKey(mode, input, key);
    if (next) on.setMode(next);
    else if (key.escape || input === 'q') on.leavePlayback(mode);
    return true;
  }
  return false;
}

/** The modes of a puzzle screen whose positions are `S` (a facelet string, a label list). */
export type ScreenMode<S> =
  | { name: 'turn' }
  | { name: 'line'; text: string }
  | { name: 'solving'; started: number; expanded: number; depth: number; cancel: () => void }
  | { name: 'playback'; result: SolveResult; start: S; step: number; playing: boolean };

/**
 * A screen's solve: `solve(request, start)` runs it on the solver thread with live progress, then
 * plays the answer back, or returns to turning with the failure ("solve cancelled" after Esc).
 * A solve still running when the screen goes away is cancelled.
 */
export function useSolveJob<S>(
  setMode: Dispatch<SetStateAction<ScreenMode<S>>>,
  setMessage: (m: Message) => void,
): (request: SolveRequest, start: S) => void {
  const cancelRef = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelRef.current?.(), []);
  return (request, start) => {
    const job = startSolve(request, (p) =>
      setMode((m) => (m.name === 'solving' ? { ...m, expanded: p.expanded, depth: p.depth } : m)),
    );
    cancelRef.current = job.cancel;
    setMessage(null);
    setMode({
      name: 'solving',
      started: performance.now(),
      expanded: 0,
      depth: 0,
      cancel: job.cancel,
    });
    job.result.then(
      (result) => {
        cancelRef.current = undefined;
        setMode({ name: 'playback', result, start, step: 0, playing: false });
      },
      (error: Error) => {
        cancelRef.current = undefined;
        setMode({ name: 'turn' });
        setMessage(solveFailure(error));
      },
    );
  };
}
