import { InvalidPermutationError, ParseError } from '../errors.js';
import { orbitsOf } from '../group/orbits.js';
import { composeInto, equals, fromArray, identity, invert, type Perm } from '../perm.js';
import { encodeLabels, type LabelState, mismatches } from './labels.js';
import { simplifySequence } from './simplify.js';

/** The `-` spelling of inverses that Santa 2023 uses and every puz family follows. */
const INVERSE_PREFIX = '-';

/** How a `PermPuzzle` is built: base moves as permutations; inverses are derived (`-name`). */
export interface PermPuzzleSpec {
  /** The puzzle type, e.g. `cube_3/3/3`, `globe_3/4`, `wreath_6/6`. */
  name: string;
  /** Base move name → permutation of the state positions (`new[i] = old[perm[i]]`). */
  moves: Iterable<readonly [string, ArrayLike<number>]>;
  /** The labels of the solved state, when the geometry defines one. */
  solved?: readonly string[];
}

/** The verdict on a move sequence; `message` says why it is invalid. */
export interface SolutionCheck {
  valid: boolean;
  /** Number of moves (Santa's score). */
  length: number;
  /** Positions where the final state differs from the goal (-1 when not replayed). */
  mismatches: number;
  message?: string;
}

/**
 * A permutation puzzle as data: a state of `size` positions and named moves that permute it
 * (Santa 2023's puzzle_info.csv is exactly this; cube, globe and wreath generate it from their
 * geometry). Every family shares these operations: replay, sequence inverse, checks with
 * wildcards, orbits and simplification (see `simplify.ts`).
 *
 * Most moves fix most positions (a slice of a 33x33x33 moves 132 of 6534), so each move keeps
 * its support — the positions it changes and where their labels come from — and `applyResolved`
 * touches only those, in place.
 */
export class PermPuzzle {
  readonly name: string;
  readonly size: number;
  /** The base moves, in the order given (without the derived `-` inverses). */
  readonly baseMoves: readonly string[];
  /** Labels of the solved state, when known. */
  readonly solved: readonly string[] | undefined;
  private readonly index = new Map<string, number>();
  private readonly perms: Perm[] = [];
  private readonly targets: Uint32Array[] = [];
  private readonly sources: Uint32Array[] = [];
  private readonly scratch: Uint32Array;

  /** Checks every move (throws `InvalidPermutationError` on a bad one or a size mismatch). */
  constructor(spec: PermPuzzleSpec) {
    this.name = spec.name;
    const base: string[] = [];
    let size = -1;
    let widest = 0;
    for (const [moveName, images] of spec.moves) {
      const perm = fromArray(images);
      if (size >= 0 && perm.length !== size)
        throw new InvalidPermutationError(
          `move ${moveName} has ${perm.length} positions; the others have ${size}`,
        );
      size = perm.length;
      base.push(moveName);
      for (const [n, p] of [
        [moveName, perm],
        [`${INVERSE_PREFIX}${moveName}`, invert(perm)],
      ] as const) {
        if (this.index.has(n)) throw new InvalidPermutationError(`move ${n} is listed twice`);
        widest = Math.max(widest, this.add(n, p));
      }
    }
    this.size = Math.max(size, spec.solved?.length ?? 0, 0);
    if (spec.solved && size >= 0 && spec.solved.length !== size)
      throw new InvalidPermutationError(
        `the solved state has ${spec.solved.length} labels; the moves have ${size} positions`,
      );
    this.baseMoves = base;
    this.solved = spec.solved;
    this.scratch = new Uint32Array(widest);
  }

  private add(name: string, perm: Perm): number {
    const targets: number[] = [];
    for (let i = 0; i < perm.length; i++) if (perm[i] !== i) targets.push(i);
    this.index.set(name, this.perms.length);
    this.perms.push(perm);
    this.targets.push(Uint32Array.from(targets));
    this.sources.push(Uint32Array.from(targets, (i) => perm[i] as number));
    return targets.length;
  }

  /** Every move name, the `-` inverses included (base, inverse, base, inverse, ...). */
  get moveNames(): string[] {
    return [...this.index.keys()];
  }

  /** Whether `name` is a move of this puzzle. */
  has(name: string): boolean {
    return this.index.has(name);
  }

  /** The permutation of a move (`f0`, `-f0`), or `undefined` when there is no such move. */
  perm(name: string): Perm | undefined {
    const i = this.index.get(name);
    return i === undefined ? undefined : this.perms[i];
  }

  /** The name of a move's inverse (`f0` ↔ `-f0`). */
  inverseName(name: string): string {
    return name.startsWith(INVERSE_PREFIX)
      ? name.slice(INVERSE_PREFIX.length)
      : `${INVERSE_PREFIX}${name}`;
  }

  /** The sequence that undoes `names`: reversed, each move inverted. */
  invertSequence(names: readonly string[]): string[] {
    const out = new Array<string>(names.length);
    for (let k = 0; k < names.length; k++)
      out[names.length - 1 - k] = this.inverseName(names[k] as string);
    return out;
  }

  /** Index of each move name (for `applyResolved`), or the position of the first unknown one. */
  resolve(names: readonly string[]): { moves: Int32Array; unknown: number } {
    const moves = new Int32Array(names.length);
    for (let k = 0; k < names.length; k++) {
      const i = this.index.get(names[k] as string);
      if (i === undefined) return { moves, unknown: k };
      moves[k] = i;
    }
    return { moves, unknown: -1 };
  }

  /** `resolve`, throwing a `ParseError` that points at the first unknown move. */
  resolveOrThrow(names: readonly string[]): Int32Array {
    const { moves, unknown } = this.resolve(names);
    if (unknown < 0) return moves;
    const bad = names[unknown] as string;
    const position = names.slice(0, unknown).reduce((sum, n) => sum + n.length + 1, 0);
    throw new ParseError(
      `${this.name} has no move "${bad}" (move ${unknown + 1}); its moves are ${this.someMoves()}`,
      names.join(' '),
      position,
      bad,
    );
  }

  /** A short list of the moves, for messages. */
  someMoves(): string {
    const shown = this.baseMoves.slice(0, 8).join(', ');
    const more = this.baseMoves.length > 8 ? `, … (${this.baseMoves.length})` : '';
    return `${shown}${more} and their "${INVERSE_PREFIX}" inverses`;
  }

  /** Applies resolved moves (from `resolve`) to a coded state in place, left to right. */
  applyResolved<S extends LabelState | Int32Array>(state: S, moves: ArrayLike<number>): S {
    if (state.length !== this.size)
      throw new InvalidPermutationError(
        `state has ${state.length} positions; ${this.name} has ${this.size}`,
      );
    const tmp = this.scratch;
    for (let k = 0; k < moves.length; k++) {
      const m = moves[k] as number;
      const to = this.targets[m] as Uint32Array;
      const from = this.sources[m] as Uint32Array;
      const len = to.length;
      // Read every source before writing: sources and targets are the same set of positions.
      for (let j = 0; j < len; j++) tmp[j] = state[from[j] as number] as number;
      for (let j = 0; j < len; j++) state[to[j] as number] = tmp[j] as number;
    }
    return state;
  }

  /** Applies named moves to a coded state in place; a `ParseError` names an unknown move. */
  applyMoves<S extends LabelState | Int32Array>(state: S, names: readonly string[]): S {
    return this.applyResolved(state, this.resolveOrThrow(names));
  }

  /** The labels after `names` are applied to `start` (a new list; `start` is left as it is). */
  replay<T>(start: readonly T[], names: readonly string[]): T[] {
    const moves = this.resolveOrThrow(names);
    if (start.length !== this.size)
      throw new InvalidPermutationError(
        `state has ${start.length} positions; ${this.name} has ${this.size}`,
      );
    let cur = start.slice();
    let next = start.slice();
    for (let k = 0; k < moves.length; k++) {
      const p = this.perms[moves[k] as number] as Perm;
      for (let i = 0; i < p.length; i++) next[i] = cur[p[i] as number] as T;
      [cur, next] = [next, cur];
    }
    return cur;
  }

  /**
   * The fewest leading moves of `names` after which `start` differs from `goal` in at most
   * `wildcards` positions (`names.length` when only the whole sequence gets there, or never).
   * A solver that ignores its wildcards still pays for what they allow: its answer is cut here.
   * Each move updates the count from the positions it touches, so a long answer costs its support.
   */
  firstWithin(
    start: readonly string[],
    goal: readonly string[],
    names: readonly string[],
    wildcards: number,
  ): number {
    const moves = this.resolveOrThrow(names);
    const {
      states: [state, target],
    } = encodeLabels(start, goal);
    const cur = state as LabelState;
    const want = target as LabelState;
    if (cur.length !== this.size || want.length !== this.size)
      throw new InvalidPermutationError(
        `states have ${cur.length} and ${want.length} positions; ${this.name} has ${this.size}`,
      );
    let wrong = mismatches(cur, want);
    if (wrong <= wildcards) return 0;
    const tmp = this.scratch;
    for (let k = 0; k < moves.length; k++) {
      const m = moves[k] as number;
      const to = this.targets[m] as Uint32Array;
      const from = this.sources[m] as Uint32Array;
      for (let j = 0; j < to.length; j++) {
        const i = to[j] as number;
        if (cur[i] !== want[i]) wrong--;
        tmp[j] = cur[from[j] as number] as number;
      }
      for (let j = 0; j < to.length; j++) {
        const i = to[j] as number;
        cur[i] = tmp[j] as number;
        if (cur[i] !== want[i]) wrong++;
      }
      if (wrong <= wildcards) return k + 1;
    }
    return moves.length;
  }

  /** The permutation of a whole sequence (`compose` of its moves, left to right). */
  sequencePerm(names: readonly string[]): Perm {
    const moves = this.resolveOrThrow(names);
    let acc: Perm = identity(this.size);
    let tmp: Perm = acc.slice();
    for (let k = 0; k < moves.length; k++) {
      composeInto(tmp, acc, this.perms[moves[k] as number] as Perm);
      [acc, tmp] = [tmp, acc];
    }
    return acc;
  }

  /** Whether two moves commute (same result in either order). */
  commute(a: string, b: string): boolean {
    const pa = this.perm(a);
    const pb = this.perm(b);
    if (!pa || !pb) throw new RangeError(`${this.name} has no move "${pa ? b : a}"`);
    const ab = composeInto(pa.slice(), pa, pb);
    const ba = composeInto(pa.slice(), pb, pa);
    return equals(ab, ba);
  }

  /**
   * Whether `other` has the same positions and the same base moves (names and permutations; the
   * order they are listed in does not matter). How a family recognises its puzzles by structure:
   * a puzzle built from a puzzle_info.csv row, under any name, equals the family's own model.
   */
  sameMoves(other: PermPuzzle): boolean {
    if (other === this) return true;
    if (other.size !== this.size || other.baseMoves.length !== this.baseMoves.length) return false;
    for (const name of this.baseMoves) {
      const mine = this.perm(name) as Perm;
      const theirs = other.perm(name);
      if (!theirs || !equals(mine, theirs)) return false;
    }
    return true;
  }

  /** The same effect in never more moves: inverse pairs and powers merged, commuting runs gathered. */
  simplify(names: readonly string[]): string[] {
    return simplifySequence(this, names);
  }

  /** The orbits of the positions under the moves: where a label can ever travel. */
  orbits(): number[][] {
    return orbitsOf(
      this.size,
      this.baseMoves.map((n) => this.perm(n) as Perm),
    );
  }

  /**
   * Replays `moves` from `start` and accepts the result when it differs from `goal` in at most
   * `wildcards` positions (Santa's rule). Never throws: every fault is a message.
   */
  check(
    start: readonly string[],
    goal: readonly string[],
    moves: readonly string[],
    wildcards = 0,
    /** How messages name the states and the allowance (Santa: its puzzles.csv columns). */
    names: { start: string; goal: string; wildcards: string } = {
      start: 'the start',
      goal: 'the goal',
      wildcards: 'wildcards',
    },
  ): SolutionCheck {
    const length = moves.length;
    const fail = (message: string): SolutionCheck => ({
      valid: false,
      length,
      mismatches: -1,
      message,
    });
    for (const [what, state] of [
      [names.goal, goal],
      [names.start, start],
    ] as const) {
      if (state.length !== this.size)
        return fail(`${what} has ${state.length} labels; ${this.name} has ${this.size} positions`);
    }
    const { moves: resolved, unknown } = this.resolve(moves);
    if (unknown >= 0)
      return fail(
        `unknown move "${moves[unknown]}" (move ${unknown + 1} of ${length}); ${this.name} has ${this.someMoves()}`,
      );
    const {
      states: [first, target],
    } = encodeLabels(start, goal);
    const final = this.applyResolved(first as LabelState, resolved);
    const wrong = mismatches(final, target as LabelState);
    if (wrong <= wildcards) return { valid: true, length, mismatches: wrong };
    return {
      valid: false,
      length,
      mismatches: wrong,
      message: `not solved: the final state differs from ${names.goal} in ${wrong} positions (${names.wildcards} ${wildcards})`,
    };
  }
}
