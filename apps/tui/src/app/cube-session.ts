import { applyMoves, CubeMoves, formatAlg, type Move, parseAlg, solvedFacelets } from '@puz/cube';
import { TWO_SOLVERS } from '@puz/cube/two';
import { decodeLabels, encodeLabels, type LabelState, rng } from '@puz/perm';
import { nearerFace } from './answer-moves.js';
import { PlaybackCursor } from './playback-cursor.js';
import { randomCube } from './random-state.js';

/** A cube on screen: its stickers and the moves that made them (for undo). */
export interface CubeSession {
  readonly n: number;
  readonly facelets: string;
  /** Each step's facelets before it, for undo (a turn, a typed line, a scramble). */
  readonly past: readonly string[];
  /** The last scramble's seed (the next scramble uses seed + 1). */
  readonly seed: number;
  /** The last scramble's turns (bigger cubes; 2x2x2 and 3x3x3 get a uniformly random position). */
  readonly scrambled?: readonly Move[];
}

const cubes = new Map<number, CubeMoves>();
export function cubeMoves(n: number): CubeMoves {
  let c = cubes.get(n);
  if (!c) {
    c = new CubeMoves(n);
    cubes.set(n, c);
  }
  return c;
}

export function newSession(n: number, seed = 0): CubeSession {
  return { n, facelets: solvedFacelets(n), past: [], seed };
}

/** Applies moves; notation errors throw (ParseError) and leave the session as it was. */
export function turn(s: CubeSession, moves: readonly Move[]): CubeSession {
  if (moves.length === 0) return s;
  return {
    ...s,
    facelets: applyMoves(s.facelets, moves, cubeMoves(s.n)),
    past: [...s.past, s.facelets],
  };
}

/** Reads a typed move line (WCA/SiGN or Santa names) and applies it. */
export function typeMoves(s: CubeSession, line: string): CubeSession {
  return turn(s, parseAlg(line, s.n));
}

export function undo(s: CubeSession): CubeSession {
  const previous = s.past.at(-1);
  return previous === undefined ? s : { ...s, facelets: previous, past: s.past.slice(0, -1) };
}

export function reset(s: CubeSession): CubeSession {
  return { ...s, facelets: solvedFacelets(s.n), past: [...s.past, s.facelets] };
}

/** A seeded random position (uniform on 2x2x2 and 3x3x3; see randomCube). */
export function scramble(s: CubeSession): CubeSession {
  const seed = s.seed + 1;
  const { facelets, moves } = randomCube(s.n, rng(seed));
  const { scrambled: _, ...rest } = s;
  return {
    ...rest,
    seed,
    facelets,
    past: [...s.past, s.facelets],
    ...(moves ? { scrambled: moves } : {}),
  };
}

/** What the message line says of a scramble: how it was made and, for big cubes, its turns. */
export function scrambleNote(s: CubeSession): string {
  if (!s.scrambled) return `scrambled (seed ${s.seed}): a uniformly random position`;
  // Each layer named from its nearer face, as answers are (the same turns).
  const turns = formatAlg(
    s.scrambled.map((m) => nearerFace(m, s.n)),
    s.n,
  );
  return `scrambled (seed ${s.seed}) by ${s.scrambled.length} random single-layer turns: ${turns}`;
}

export function isSolved(s: { n: number; facelets: string }): boolean {
  return s.facelets === solvedFacelets(s.n);
}

/** The solvers that fit a cube of size n, first the default. */
export function solversFor(n: number): readonly string[] {
  if (n === 2) return TWO_SOLVERS;
  if (n === 3) return ['twophase', 'optimal', 'genetic'];
  return ['reduction'];
}

/**
 * The facelets at any step of a solution, for playback: each move parsed once, and steps reached
 * through a `PlaybackCursor` rather than replayed from the start on every frame.
 */
export function cubePlayback(
  n: number,
  facelets: string,
  moves: readonly string[],
): (step: number) => string {
  const cube = cubeMoves(n);
  const { states, labels } = encodeLabels([...facelets]);
  const cursor = new PlaybackCursor(
    states[0] as LabelState,
    moves.map((m) => {
      const parsed = parseAlg(m, n);
      return parsed.length === 1 ? cube.perm(parsed[0] as Move) : cube.permOf(parsed);
    }),
  );
  return (step) => decodeLabels(cursor.at(step), labels).join('');
}

/**
 * The stickers a move of an answer turns, as a mask by facelet index (1 = turned): the layer the
 * screen marks while the answer plays back.
 */
export function movedStickers(n: number, move: string): Uint8Array {
  const parsed = parseAlg(move, n);
  const cube = cubeMoves(n);
  const p = parsed.length === 1 ? cube.perm(parsed[0] as Move) : cube.permOf(parsed);
  const mask = new Uint8Array(p.length);
  for (let i = 0; i < p.length; i++) if (p[i] !== i) mask[i] = 1;
  return mask;
}
