import { globePuzzle } from '@puz/globe';
import {
  decodeLabels,
  encodeLabels,
  type LabelState,
  type Perm,
  type PermPuzzle,
  rng,
} from '@puz/perm';
import { wreathPuzzle } from '@puz/wreath';
import { PlaybackCursor } from './playback-cursor.js';

/**
 * A globe or wreath on screen: the family's shared puzzle model (moves, replay, errors) plus the
 * sizes the view lays out by and the goal labels (Santa's, or a data file's own).
 */
export interface RingPuzzle {
  readonly family: 'globe' | 'wreath';
  /** globe_a/b, or wreath_n/n (a = b = n). */
  readonly a: number;
  readonly b: number;
  readonly name: string;
  readonly model: PermPuzzle;
  readonly solution: readonly string[];
  /** The puzzle's id in a Santa data directory, when it was opened from one. */
  readonly santaId?: number;
}

/** The Santa 2023 sizes, offered by the picker. */
export const GLOBE_SIZES: readonly [number, number][] = [
  [1, 8],
  [1, 16],
  [2, 6],
  [3, 4],
  [6, 4],
  [6, 8],
  [6, 10],
  [3, 33],
  [8, 25],
];
export const WREATH_SIZES: readonly number[] = [6, 7, 12, 21, 33, 100];

export function ringPuzzle(
  family: 'globe' | 'wreath',
  a: number,
  b: number,
  solution?: readonly string[],
): RingPuzzle {
  const model = family === 'globe' ? globePuzzle(a, b) : wreathPuzzle(a);
  return {
    family,
    a,
    b,
    name: model.name,
    model,
    solution: solution ?? (model.solved as readonly string[]),
  };
}

/** Applies Santa move names; an unknown name throws the model's `ParseError`, naming it. */
export function applyNames(p: RingPuzzle, labels: readonly string[], names: readonly string[]) {
  return p.model.replay(labels, names);
}

/** A seeded scramble: random moves, many times the puzzle's size so every piece moves. */
export function scrambleRing(p: RingPuzzle, seed: number): string[] {
  const r = rng(seed);
  const names = p.model.moveNames;
  const count = p.family === 'wreath' ? 20 * p.a : 40 * (p.a + 1);
  const picks = Array.from({ length: count }, () => names[r.int(names.length)] as string);
  return applyNames(p, p.solution, picks);
}

/** The labels at any step of an answer, for playback (see `PlaybackCursor`). */
export function ringPlayback(
  p: RingPuzzle,
  start: readonly string[],
  moves: readonly string[],
): (step: number) => string[] {
  const { states, labels } = encodeLabels(start);
  p.model.resolveOrThrow(moves); // a ParseError names a move the puzzle lacks
  const cursor = new PlaybackCursor(
    states[0] as LabelState,
    moves.map((m) => p.model.perm(m) as Perm),
  );
  return (step) => decodeLabels(cursor.at(step), labels);
}
