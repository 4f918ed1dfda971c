/*
 * The shapes the row-pair merge (merge.ts) works on. A flip turns every row pair over, so a pair's
 * answer is harmless to the others only where its flips cancel as a word: f_j … f_j with a balanced
 * word between. Followed as a stack (push a flip, pop it when the same flip comes again), the
 * positions where the stack is back to its final content are the places where another pair's
 * moves may go: the other pairs see there exactly the state they were solved from.
 */

/** A Santa globe move read as a flip (`f`, index) or a one-step row turn (`row`, dir ±1). */
export type GlobeMove =
  | { readonly kind: 'f'; readonly j: number }
  | { readonly kind: 'r'; readonly row: number; readonly dir: 1 | -1 };

const FLIP = /^-?f(\d+)$/;
const ROW = /^(-?)r(\d+)$/;

/** Reads a Santa globe move name (`f3`, `-f3`, `r1`, `-r1`). */
export function readMove(name: string): GlobeMove {
  const f = FLIP.exec(name);
  if (f) return { kind: 'f', j: Number(f[1]) };
  const r = ROW.exec(name);
  if (r) return { kind: 'r', row: Number(r[2]), dir: r[1] ? -1 : 1 };
  throw new Error(`internal: not a globe move: ${name}`);
}

/** A piece of a fixed answer between two insertion points: one row turn, or a flip block. */
export interface FixedToken {
  readonly moves: readonly string[];
  /** The outer flip index of a block f_j … f_j, or −1 for a row turn. */
  readonly flip: number;
}

/** A fixed answer: a prefix nothing may enter, then tokens with insertion points between them. */
export interface FixedParse {
  readonly prefix: readonly string[];
  readonly tokens: readonly FixedToken[];
}

/**
 * The stack node after each position (0..length): equal ids mean equal flip stacks. Ids come
 * from a trie of stacks, so comparing two stacks costs nothing.
 */
function stackNodes(moves: readonly GlobeMove[]): Int32Array {
  const parent: number[] = [-1];
  const top: number[] = [-1];
  const child = new Map<string, number>();
  const nodes = new Int32Array(moves.length + 1);
  let node = 0;
  for (let p = 0; p < moves.length; p++) {
    const m = moves[p] as GlobeMove;
    if (m.kind === 'f') {
      if (top[node] === m.j) node = parent[node] as number;
      else {
        const key = `${node},${m.j}`;
        let next = child.get(key);
        if (next === undefined) {
          next = parent.length;
          parent.push(node);
          top.push(m.j);
          child.set(key, next);
        }
        node = next;
      }
    }
    nodes[p + 1] = node;
  }
  return nodes;
}

/** Splits any answer into its prefix and tokens between the points where its flips are settled. */
export function parseFixed(names: readonly string[]): FixedParse {
  const moves = names.map(readMove);
  const nodes = stackNodes(moves);
  const settled = nodes[moves.length] as number;
  let p = 0;
  while (nodes[p] !== settled) p++;
  const prefix = names.slice(0, p);
  const tokens: FixedToken[] = [];
  while (p < moves.length) {
    const m = moves[p] as GlobeMove;
    if (m.kind === 'r') {
      tokens.push({ moves: [names[p] as string], flip: -1 });
      p++;
      continue;
    }
    const start = p;
    p++;
    while (nodes[p] !== settled) p++;
    tokens.push({ moves: names.slice(start, p), flip: m.j });
  }
  return { prefix, tokens };
}

/** A flip block of one pair's answer: its outer flip and the moves strictly inside. */
export interface PairUnit {
  readonly j: number;
  readonly inner: readonly GlobeMove[];
}

/**
 * One row pair's answer as turns and blocks: segment k (net turns of the top and bottom rows)
 * comes before unit k, and the last segment after the last unit (segments = units + 1).
 */
export interface PairParse {
  readonly top: readonly number[];
  readonly bottom: readonly number[];
  readonly units: readonly PairUnit[];
}

/**
 * Reads a pair's answer (rows `top`, `bot` and flips) as segments and blocks, or null when it is
 * not of that shape (its flips do not cancel, or it turns another row between blocks).
 */
export function parsePair(names: readonly string[], top: number, bot: number): PairParse | null {
  const moves = names.map(readMove);
  const nodes = stackNodes(moves);
  if (nodes[moves.length] !== 0) return null;
  const tops = [0];
  const bottoms = [0];
  const units: PairUnit[] = [];
  let p = 0;
  while (p < moves.length) {
    const m = moves[p] as GlobeMove;
    const k = tops.length - 1;
    if (m.kind === 'r') {
      if (m.row === top) tops[k] = (tops[k] as number) + m.dir;
      else if (m.row === bot) bottoms[k] = (bottoms[k] as number) + m.dir;
      else return null;
      p++;
      continue;
    }
    const start = p;
    p++;
    while (nodes[p] !== 0) p++;
    units.push({ j: m.j, inner: moves.slice(start + 1, p - 1) });
    tops.push(0);
    bottoms.push(0);
  }
  return { top: tops, bottom: bottoms, units };
}
