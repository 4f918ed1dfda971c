import { fromArray, invert, type Perm } from '@puz/perm';

/** A Santa state: sticker labels coded as small integers (see `encodeStates`). */
export type SantaState = Uint16Array | Uint32Array;

/**
 * One puzzle type of puzzle_info.csv: its moves and their `-` inverses, each precomputed once.
 *
 * Applying a move is `new[i] = old[perm[i]]` (@puz/perm's `apply`, numpy's `state[perm]`). Most
 * moves fix most stickers (a slice of a 33x33x33 moves 132 of 6534), so each move also keeps
 * its support — the positions it changes and where their stickers come from — and `applyMoves`
 * touches only those, in place.
 */
export class PuzzleType {
  /** The type's name, e.g. `cube_3/3/3`. */
  readonly name: string;
  /** Number of sticker positions. */
  readonly size: number;
  /** The moves of puzzle_info.csv, in file order (without the `-` inverses). */
  readonly baseMoves: readonly string[];
  private readonly index = new Map<string, number>();
  private readonly perms: Perm[] = [];
  private readonly targets: Uint32Array[] = [];
  private readonly sources: Uint32Array[] = [];
  private readonly scratch: Uint32Array;

  /** `moves`: move name → permutation; each is checked (throws `InvalidPermutationError`). */
  constructor(name: string, moves: Iterable<readonly [string, ArrayLike<number>]>) {
    this.name = name;
    const base: string[] = [];
    let size = -1;
    let widest = 0;
    for (const [moveName, images] of moves) {
      const perm = fromArray(images);
      if (size >= 0 && perm.length !== size)
        throw new RangeError(
          `move ${moveName} has ${perm.length} positions; the others have ${size}`,
        );
      size = perm.length;
      base.push(moveName);
      for (const [n, p] of [
        [moveName, perm],
        [`-${moveName}`, invert(perm)],
      ] as const) {
        if (this.index.has(n)) throw new RangeError(`move ${n} is listed twice`);
        widest = Math.max(widest, this.add(n, p));
      }
    }
    this.size = Math.max(size, 0);
    this.baseMoves = base;
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

  /** Every move name, the `-` inverses included. */
  get moveNames(): string[] {
    return [...this.index.keys()];
  }

  /** The permutation of a move (`f0`, `-f0`), or `undefined` when the type has no such move. */
  perm(name: string): Perm | undefined {
    const i = this.index.get(name);
    return i === undefined ? undefined : this.perms[i];
  }

  /** Index of each move name, or -1 for the first unknown one: `{ moves, unknown }`. */
  resolve(names: readonly string[]): { moves: Int32Array; unknown: number } {
    const moves = new Int32Array(names.length);
    for (let k = 0; k < names.length; k++) {
      const i = this.index.get(names[k] as string);
      if (i === undefined) return { moves, unknown: k };
      moves[k] = i;
    }
    return { moves, unknown: -1 };
  }

  /** Applies resolved moves (from `resolve`) to `state` in place, left to right. */
  applyResolved(state: SantaState, moves: Int32Array): SantaState {
    if (state.length !== this.size)
      throw new RangeError(`state has ${state.length} positions; ${this.name} has ${this.size}`);
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

  /** Applies named moves to `state` in place; throws `RangeError` naming an unknown move. */
  applyMoves(state: SantaState, names: readonly string[]): SantaState {
    const { moves, unknown } = this.resolve(names);
    if (unknown >= 0)
      throw new RangeError(`${this.name} has no move "${names[unknown]}" (move ${unknown + 1})`);
    return this.applyResolved(state, moves);
  }
}
