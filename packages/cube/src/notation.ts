import { ParseError } from '@puz/perm';
import { FACES, type Face } from './geometry.js';
import { fromAxisMove, isRotation, type Move, OPPOSITE, toAxisMove } from './move.js';

/*
 * Cube notation for any N.
 * - WCA and SiGN: R U' F2, 2R (the second layer), Rw / r (two layers), 3Rw / 3r (three from the
 *   face), 2-3r or 2-3Rw (layers 2 to 3), M E S (the middle layer, odd N only: M turns like L,
 *   E like D, S like F), x y z (the whole cube, like R, U, F). Suffixes ', 2 and 2'.
 * - Santa 2023: f0..f(N-1), r0.., d0..: one quarter turn of the layer i (0-based) counted from F,
 *   R or D, clockwise as seen from that face; -f0 is its inverse. Tokens are separated by spaces
 *   or dots (as in a Santa submission).
 */

const SIGN_TOKEN = /^(?:(\d+)-(\d+)|(\d+))?([URFDLBurfdlb])(w?)(2'|2|'|)$/;
const SLICE_TOKEN = /^([MESxyz])(2'|2|'|)$/;
const SANTA_TOKEN = /^(-?)([frd])(\d+)$/;
const SANTA_FACE: Record<string, Face> = { f: 'F', r: 'R', d: 'D' };

function amountOf(suffix: string): 1 | 2 | 3 {
  return suffix === "'" ? 3 : suffix === '2' || suffix === "2'" ? 2 : 1;
}

export interface ParseAlgOptions {
  /**
   * 'sign' (WCA/SiGN), 'santa', or 'auto' (default): Santa when every token is a Santa name and
   * one of them could not be SiGN (a "-", an index other than 2, or "." separators) — "r2 d2"
   * alone reads as SiGN's wide double turns.
   */
  notation?: 'auto' | 'sign' | 'santa';
}

/** Parses a move sequence for an n×n×n cube; a bad token is a `ParseError` with its position. */
export function parseAlg(text: string, n: number, options: ParseAlgOptions = {}): Move[] {
  const tokens: [string, number][] = [];
  const tokenRe = /[^\s.()]+|[()]/g;
  for (let m = tokenRe.exec(text); m; m = tokenRe.exec(text)) {
    if (m[0] === '(' || m[0] === ')')
      throw new ParseError('grouping with parentheses is not supported', text, m.index, m[0]);
    tokens.push([m[0], m.index]);
  }
  let santa = options.notation === 'santa';
  if ((options.notation ?? 'auto') === 'auto') {
    santa =
      tokens.length > 0 &&
      tokens.every(([t]) => SANTA_TOKEN.test(t)) &&
      (text.includes('.') || tokens.some(([t]) => t.startsWith('-') || !/^[frd]2$/.test(t)));
  }
  if (santa) return tokens.map(([token, at]) => parseToken(token, n, text, at, true));
  // A line may mix the two: a token that is no WCA/SiGN move but is a Santa name (f0, -r1) is
  // read as Santa. One that is both (f2, r2, d2: wide half turns) stays WCA, as the line reads —
  // unless the line also holds a Santa-only name: then "f0 f2 B" read f2 as Fw2 while "f0 f2"
  // read it as Santa's layer 2, one token with two meanings, so such a line is refused.
  let santaOnly: string | undefined;
  const moves = tokens.map(([token, at]) => {
    try {
      return parseToken(token, n, text, at, false);
    } catch (error) {
      if (error instanceof ParseError && SANTA_TOKEN.test(token)) {
        santaOnly ??= token;
        return parseToken(token, n, text, at, true);
      }
      throw error;
    }
  });
  if (santaOnly !== undefined) {
    const both = tokens.find(([token]) => /^[frd]2$/.test(token));
    if (both) {
      const wide = `${both[0][0]?.toUpperCase()}w2`;
      throw new ParseError(
        `"${both[0]}" is WCA's ${wide} or Santa's layer 2, and this line mixes WCA moves with Santa's "${santaOnly}": write it in one notation (Santa names joined by ".", or ${wide})`,
        text,
        both[1],
        both[0],
      );
    }
  }
  return moves;
}

function parseToken(token: string, n: number, text: string, at: number, santa: boolean): Move {
  const fail = (why: string): never => {
    throw new ParseError(why, text, at, token);
  };
  const layer = (k: number) => {
    if (!(k >= 1 && k <= n)) fail(`layer ${k} does not exist on a ${n}x${n}x${n} cube`);
    return k;
  };
  let m = santa ? SANTA_TOKEN.exec(token) : null;
  if (santa && !m) fail('not a Santa 2023 move (expected f0, r1, -d2, ...)');
  if (m) {
    const [, minus, family, index] = m as unknown as [string, string, string, string];
    const k = layer(Number(index) + 1);
    return { face: SANTA_FACE[family] as Face, from: k, to: k, amount: minus ? 3 : 1 };
  }
  m = SLICE_TOKEN.exec(token);
  if (m) {
    const [, letter, suffix] = m as unknown as [string, string, string];
    const amount = amountOf(suffix);
    if (letter === 'x' || letter === 'y' || letter === 'z') {
      return { face: ({ x: 'R', y: 'U', z: 'F' } as const)[letter], from: 1, to: n, amount };
    }
    if (n % 2 === 0)
      fail(
        `${letter} turns the middle layer, and a ${n}x${n}x${n} cube has none (use 2-${n - 1}r style ranges)`,
      );
    if (n === 1) fail(`${letter} needs at least a 3x3x3`);
    const middle = (n + 1) / 2;
    return {
      face: ({ M: 'L', E: 'D', S: 'F' } as const)[letter as 'M' | 'E' | 'S'],
      from: middle,
      to: middle,
      amount,
    };
  }
  m = SIGN_TOKEN.exec(token);
  if (!m)
    return fail("not a move (expected e.g. R, U', F2, 2R, Rw, 3Rw2, 2-3r, M, x, or f0 / -r1)");
  const [, rangeFrom, rangeTo, prefix, letter, w, suffix] = m as unknown as [
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    string,
    string,
    string,
  ];
  const lower = letter === letter.toLowerCase();
  const face = letter.toUpperCase() as Face;
  if (lower && w) fail('write either a lower-case letter or "w", not both');
  const wide = lower || w === 'w';
  const amount = amountOf(suffix);
  if (rangeFrom !== undefined) {
    if (!wide) fail('a layer range needs a wide move: 2-3r or 2-3Rw');
    const from = layer(Number(rangeFrom));
    const to = layer(Number(rangeTo));
    if (from > to) fail(`layer range ${from}-${to} runs backwards`);
    return { face, from, to, amount };
  }
  if (wide) {
    const depth = prefix === undefined ? Math.min(2, n) : layer(Number(prefix));
    return { face, from: 1, to: depth, amount };
  }
  const k = prefix === undefined ? 1 : layer(Number(prefix));
  return { face, from: k, to: k, amount };
}

const SUFFIX = ['', '', '2', "'"] as const;

/** One move in SiGN/WCA notation (rotations as x y z, the odd middle layer as M E S). */
export function formatMove(move: Move, n: number): string {
  const suffix = SUFFIX[move.amount];
  if (isRotation(move, n)) {
    const axis = toAxisMove(move, n);
    return `${'xyz'[axis.axis]}${SUFFIX[axis.quarter]}`;
  }
  if (n % 2 === 1 && n > 1 && move.from === move.to && move.from === (n + 1) / 2) {
    // The middle layer: M follows L, E follows D, S follows F.
    const slice = { L: 'M', R: 'M', D: 'E', U: 'E', F: 'S', B: 'S' }[move.face];
    const follows = { M: 'L', E: 'D', S: 'F' }[slice] as Face;
    const amount = move.face === follows ? move.amount : ((4 - move.amount) as 1 | 2 | 3);
    return `${slice}${SUFFIX[amount]}`;
  }
  if (move.from === 1 && move.to === 1) return `${move.face}${suffix}`;
  if (move.from === move.to) return `${move.from}${move.face}${suffix}`;
  if (move.from === 1) return `${move.to === 2 ? '' : move.to}${move.face}w${suffix}`;
  return `${move.from}-${move.to}${move.face}w${suffix}`;
}

export function formatAlg(moves: readonly Move[], n: number): string {
  return moves.map((m) => formatMove(m, n)).join(' ');
}

/** The Santa 2023 names of a sequence: each layer's quarter turns spelled out (f/r/d, - for inverse). */
export function toSanta(moves: readonly Move[], n: number): string[] {
  const out: string[] = [];
  for (const move of moves) {
    // Santa counts layers from F, R and D; a move named from B, L or U turns the other way.
    const fromSantaSide = move.face === 'F' || move.face === 'R' || move.face === 'D';
    const family = fromSantaSide ? move.face.toLowerCase() : OPPOSITE[move.face].toLowerCase();
    const amount = fromSantaSide ? move.amount : 4 - move.amount;
    for (let k = move.from; k <= move.to; k++) {
      const index = fromSantaSide ? k - 1 : n - k;
      const name = `${family}${index}`;
      if (amount === 3) out.push(`-${name}`);
      else for (let q = 0; q < amount; q++) out.push(name);
    }
  }
  return out;
}

/** The inverse sequence: reversed, each move inverted. */
export function invertAlg(moves: readonly Move[]): Move[] {
  return moves
    .slice()
    .reverse()
    .map((m) => ({ ...m, amount: (4 - m.amount) as 1 | 2 | 3 }));
}

/**
 * Cancels and merges moves: each run of consecutive moves on one axis (they commute) becomes
 * its net turn per layer, then the fewest moves that spell it — whole-cube rotations, wide
 * moves from either face, slices. Never longer than the input in STM.
 * Not on @puz/perm's `cancelRuns` (the cancellation core of `PermPuzzle.simplify` and the NxNxN
 * tokens): this is a respelling into WCA block moves, and its guard compares each respelt run
 * with the moves it came from (`4Rw r2` is two moves, its layers respelt are three), which a
 * core that merges runs across emptied neighbours no longer knows.
 */
export function simplifyAlg(moves: readonly Move[], n: number): Move[] {
  const out: Move[] = [];
  let i = 0;
  while (i < moves.length) {
    const axis = toAxisMove(moves[i] as Move, n).axis;
    const net = new Array<number>(n).fill(0);
    let j = i;
    for (; j < moves.length; j++) {
      const m = toAxisMove(moves[j] as Move, n);
      if (m.axis !== axis) break;
      for (let k = m.lo; k <= m.hi; k++) net[k] = ((net[k] as number) + m.quarter) % 4;
    }
    const run = spell(net, axis, n);
    // Keep the original run if respelling did not make it shorter.
    out.push(...(run.length <= j - i ? run : moves.slice(i, j)));
    i = j;
  }
  // Runs can empty out and bring two runs on one axis together: repeat until nothing changes.
  return out.length < moves.length ? simplifyAlg(out, n) : out;
}

/** Net quarter turns per layer (from the positive face) as moves: maximal equal segments. */
function spell(net: readonly number[], axis: 0 | 1 | 2, n: number): Move[] {
  const moves: Move[] = [];
  let k = 0;
  while (k < n) {
    const q = net[k] as number;
    let end = k;
    while (end + 1 < n && net[end + 1] === q) end++;
    if (q !== 0) {
      const nearNegative = k > 0 && (end === n - 1 || n - 1 - end < k);
      moves.push(
        fromAxisMove(
          { axis, lo: k, hi: end, quarter: q as 1 | 2 | 3 },
          n,
          nearNegative && !(k === 0 && end === n - 1),
        ),
      );
    }
    k = end + 1;
  }
  return moves;
}

export type Metric = 'htm' | 'qtm' | 'stm';

/**
 * Move count. STM: every move but a rotation counts 1. HTM (outer block turn metric on big
 * cubes): a move that includes an outer layer counts 1, an inner slice 2, a rotation 0. QTM:
 * like HTM, half turns twice.
 */
export function countMoves(moves: readonly Move[], n: number, metric: Metric): number {
  let total = 0;
  for (const m of moves) {
    if (isRotation(m, n)) continue;
    if (metric === 'stm') {
      total += 1;
      continue;
    }
    const blocks = m.from === 1 || m.to === n ? 1 : 2;
    total += blocks * (metric === 'qtm' && m.amount === 2 ? 2 : 1);
  }
  return total;
}

export { FACES };
