import type { Key } from 'ink';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useRef } from 'react';
import type { DepthStart, Message } from './screen-parts.js';
import { type SolveRequest, type SolveResult, startSolve } from './solve-job.js';

/** A screen's playback of an answer: the moves, how many are applied, autoplay and its speed. */
export interface PlaybackMode {
  readonly name: 'playback';
  readonly result: SolveResult;
  readonly step: number;
  readonly playing: boolean;
  /** Autoplay's moves per second. */
  readonly speed: number;
}

const isPlayback = (m: { name: string }): m is PlaybackMode => m.name === 'playback';

/** Autoplay's fastest frame rate: many moves a frame beyond it, not more frames. */
export const FRAME_MS = 50;
export const MIN_SPEED = 1;
export const MAX_SPEED = 20_000;

/** The starting speed: a whole answer in about 8 s, but no faster than 3 moves/s to the eye. */
export function defaultSpeed(moves: number): number {
  return Math.min(MAX_SPEED, Math.max(3, Math.round(moves / 8)));
}

/**
 * Autoplay's step `ms` after it started at step `from` at `speed` moves a second: the clock, not
 * the number of frames drawn, says where it is, so the speed shown is the speed played however
 * long a frame takes to draw (a 33x33x33 frame drew in 100-250 ms, and a step a frame played
 * 754 moves/s as about 100).
 */
export function autoplayStep(from: number, speed: number, ms: number, total: number): number {
  return Math.min(total, from + Math.floor((Math.max(0, ms) * speed) / 1000));
}

/** A fresh playback of `result` from `start`, paused at step 0. */
export function startPlayback<S>(result: SolveResult, start: S) {
  const speed = defaultSpeed(result.moves.length);
  return { name: 'playback' as const, result, start, step: 0, playing: false, speed };
}

/**
 * The clocks of a screen that solves and plays back: `redraw` every 100 ms while a solve runs
 * (elapsed time), and autoplay's frames while it plays. A frame sets the step the clock gives
 * (`autoplayStep`) and the next frame is asked for FRAME_MS after it, so slow frames are fewer,
 * never late or piled up, and keys get their turn between them. A frame only advances a playback
 * that is still playing, so a frame queued before a pause cannot restart it; a pause keeps the
 * step of the last frame drawn, the one on the screen.
 */
export function useSolveClock<M extends { name: string }>(
  mode: M,
  setMode: Dispatch<SetStateAction<M>>,
  redraw: () => void,
): void {
  const solving = mode.name === 'solving';
  const playing = isPlayback(mode) && mode.playing;
  const speed = isPlayback(mode) ? mode.speed : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock follows solving only
  useEffect(() => {
    if (!solving) return undefined;
    const t = setInterval(redraw, 100);
    return () => clearInterval(t);
  }, [solving]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock follows playing and speed only
  useEffect(() => {
    if (!playing || !isPlayback(mode)) return undefined;
    // Started (or the speed changed) at this render's step.
    const from = mode.step;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const frame = () => {
      setMode((m) => {
        if (!isPlayback(m) || !m.playing) return m;
        const total = m.result.moves.length;
        const step = autoplayStep(from, speed, performance.now() - started, total);
        return step === m.step ? m : { ...m, step, playing: step < total };
      });
      timer = setTimeout(frame, FRAME_MS);
    };
    timer = setTimeout(frame, FRAME_MS);
    return () => clearTimeout(timer);
  }, [playing, speed]);
}

/**
 * Playback keys: ←/→ one step, PgUp/PgDn a twentieth of the answer (at least 10), Home/End
 * (or 0 / $) the start and the end (each stops autoplay); space plays or pauses (from the start
 * again once at the end); + and - double and halve the speed. Returns the new playback, or
 * `undefined` when the key is not a playback key.
 */
export function playbackKey<P extends PlaybackMode>(p: P, input: string, key: Key): P | undefined {
  const total = p.result.moves.length;
  const jump = Math.max(10, Math.ceil(total / 20));
  const to = (step: number): P => ({
    ...p,
    step: Math.max(0, Math.min(total, step)),
    playing: false,
  });
  if (key.rightArrow) return to(p.step + 1);
  if (key.leftArrow) return to(p.step - 1);
  if (key.pageDown) return to(p.step + jump);
  if (key.pageUp) return to(p.step - jump);
  if (key.home || input === '0') return to(0);
  if (key.end || input === '$') return to(total);
  if (input === ' ') return { ...p, step: p.step >= total ? 0 : p.step, playing: !p.playing };
  if (input === '+' || input === '=') return { ...p, speed: Math.min(MAX_SPEED, p.speed * 2) };
  if (input === '-') return { ...p, speed: Math.max(MIN_SPEED, Math.floor(p.speed / 2)) };
  return undefined;
}

/** The key hints while an answer plays back. */
export const PLAYBACK_HINTS =
  '←/→ step · PgUp/PgDn jump · Home/End (0/$) start/end · space play/pause · +/- speed · q/Esc done · ? keys';

/** The key hints while a solve runs: the other keys wait for it (v still changes the view). */
export const SOLVING_HINTS = 'Esc cancel · v view · ? keys';

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

/** A running solve as the screen shows it (SolvingLine): since when, and what it last reported. */
export interface SolvingProgress {
  started: number;
  expanded: number;
  depth: number;
  /** An NxNxN solve's last finished stage and its moves so far. */
  stage?: string;
  moves?: number;
  /** What the solver does before it searches (the optimal solver's tables). */
  note?: string;
  /** An iterative search's depths as first reported: the nodes and ms counted by then. */
  depths?: readonly DepthStart[];
  /** The solver's own clock at its last report. */
  ms?: number;
}

/** The modes of a puzzle screen whose positions are `S` (a facelet string, a label list). */
export type ScreenMode<S> =
  | { name: 'turn' }
  | { name: 'line'; text: string }
  | ({ name: 'solving'; cancel: () => void } & SolvingProgress)
  | (PlaybackMode & { start: S });

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
      setMode((m) =>
        m.name === 'solving'
          ? {
              ...m,
              expanded: p.expanded,
              depth: p.depth,
              ...(p.stage !== undefined ? { stage: p.stage, moves: p.best ?? 0 } : {}),
              ms: p.ms,
              ...(p.note !== undefined ? { note: p.note } : {}),
              ...(p.expanded > 0 && p.depth !== m.depths?.at(-1)?.depth
                ? { depths: [...(m.depths ?? []), { depth: p.depth, at: p.expanded, ms: p.ms }] }
                : {}),
            }
          : m,
      ),
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
        setMode(startPlayback(result, start));
      },
      (error: Error) => {
        cancelRef.current = undefined;
        setMode({ name: 'turn' });
        setMessage(solveFailure(error));
      },
    );
  };
}

/**
 * The position shown at each step of the screen's playback, from `make(start, moves)` (built once
 * per answer, so stepping does not replay from the start); undefined outside playback.
 */
export function usePlaybackView<S, V>(
  mode: ScreenMode<S>,
  make: (start: S, moves: readonly string[]) => (step: number) => V,
): ((step: number) => V) | undefined {
  const result = mode.name === 'playback' ? mode.result : undefined;
  const start = mode.name === 'playback' ? mode.start : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per answer and start
  return useMemo(
    () => (result && start !== undefined ? make(start, result.moves) : undefined),
    [result, start],
  );
}
