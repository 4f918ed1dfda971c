import { InvalidStateError, ParseError, UnknownPuzzleError } from '../errors.js';
import { sameLabels } from './labels.js';
import type { PermPuzzle } from './puzzle.js';
import type {
  PuzzleFamily,
  RegistrySolution,
  SolveOptions,
  SolverAnswer,
  SolverEntry,
} from './solver.js';

/** Options of `SolverRegistry.solve`: the shared options plus which solver to use. */
export interface RegistrySolveOptions extends SolveOptions {
  /** A solver name of the family (its first solver when unset). */
  solver?: string;
}

/**
 * Puzzle families keyed by type name: the one dispatch that batch solving, the app's worker and
 * `puz solve` share, so a family or solver registered here appears everywhere at once. Models
 * are built once per type and kept.
 */
export class SolverRegistry {
  private readonly models = new Map<string, PermPuzzle>();
  /** Puzzles already recognised (the registry's own models are entered as they are built). */
  private readonly known = new WeakMap<PermPuzzle, { family: PuzzleFamily; type: string }>();

  constructor(readonly families: readonly PuzzleFamily[]) {}

  /** The family that owns `type`, or `undefined`. */
  findFamily(type: string): PuzzleFamily | undefined {
    return this.families.find((f) => f.owns(type));
  }

  /** The family that owns `type`; a `ParseError` lists the known types otherwise. */
  family(type: string): PuzzleFamily {
    const family = this.findFamily(type);
    if (family) return family;
    const known = this.families.map((f) => f.types).join('; ');
    throw new ParseError(`unknown puzzle type "${type}"; known: ${known}`, type, 0, type);
  }

  /** The model of `type`, built once. */
  puzzle(type: string): PermPuzzle {
    let model = this.models.get(type);
    if (!model) {
      const family = this.family(type);
      model = family.puzzle(type);
      this.models.set(type, model);
      this.known.set(model, { family, type });
    }
    return model;
  }

  /**
   * The family and type of a puzzle, recognised by its structure (each family's `identify`), not
   * by its name: a puzzle built from a puzzle_info.csv row under any name is found. Remembered
   * per puzzle object. Undefined when no family knows it.
   */
  identify(puzzle: PermPuzzle): { family: PuzzleFamily; type: string } | undefined {
    let found = this.known.get(puzzle);
    if (found) return found;
    for (const family of this.families) {
      const type = family.identify(puzzle);
      if (type !== undefined) {
        found = { family, type };
        this.known.set(puzzle, found);
        return found;
      }
    }
    return undefined;
  }

  /** The solvers that accept `type`, the default first. */
  solversFor(type: string): SolverEntry[] {
    return this.family(type).solvers.filter((s) => s.accepts?.(type) ?? true);
  }

  /** The solver `name` of `type`'s family (its default when unset). */
  solver(type: string, name?: string): SolverEntry {
    const usable = this.solversFor(type);
    const entry = name === undefined ? usable[0] : usable.find((s) => s.name === name);
    if (!entry)
      throw new ParseError(
        `no solver "${name}" for ${type}; its solvers: ${usable.map((s) => s.name).join(', ') || 'none'}`,
        name ?? '',
        0,
        name ?? '',
      );
    return entry;
  }

  /**
   * Solves `start` → `goal` (the solved state when omitted) with a solver of `type`'s family on
   * the registry's model of `type` (see `solvePuzzle`).
   */
  solve(
    type: string,
    start: readonly string[],
    goal: readonly string[] | undefined,
    options: RegistrySolveOptions = {},
  ): RegistrySolution {
    return this.solvePuzzle(this.puzzle(type), start, goal, options);
  }

  /**
   * Solves `start` → `goal` (the solved state when omitted) on the puzzle given, whatever its
   * name: its family and type are recognised by structure (`identify`; `UnknownPuzzleError` when
   * no family knows it), the solver is handed this puzzle, and the answer is replayed on it. A
   * start that does not fit is an `InvalidStateError`, and an answer that fails the replay is
   * never returned (an `Error` naming the bug instead).
   */
  solvePuzzle(
    puzzle: PermPuzzle,
    start: readonly string[],
    goal: readonly string[] | undefined,
    options: RegistrySolveOptions = {},
  ): RegistrySolution {
    const call = this.prepare(puzzle, start, goal, options);
    const t0 = performance.now();
    const answer = call.entry.solve(puzzle, start, call.target, options);
    return this.finish(puzzle, start, call, answer, options, t0);
  }

  /**
   * `solve`, for a solver that may answer later: its `solveAsync` when it has one (worker
   * threads), else its `solve`. The same checks and the same replay.
   */
  async solveAsync(
    type: string,
    start: readonly string[],
    goal: readonly string[] | undefined,
    options: RegistrySolveOptions = {},
  ): Promise<RegistrySolution> {
    return this.solvePuzzleAsync(this.puzzle(type), start, goal, options);
  }

  /** `solvePuzzle`, for a solver that may answer later (see `solveAsync`). */
  async solvePuzzleAsync(
    puzzle: PermPuzzle,
    start: readonly string[],
    goal: readonly string[] | undefined,
    options: RegistrySolveOptions = {},
  ): Promise<RegistrySolution> {
    const call = this.prepare(puzzle, start, goal, options);
    const t0 = performance.now();
    const { entry, target } = call;
    const answer = await (entry.solveAsync ?? entry.solve)(puzzle, start, target, options);
    return this.finish(puzzle, start, call, answer, options, t0);
  }

  /** The family, type, goal and solver of a solve, after checking that start and goal fit. */
  private prepare(
    puzzle: PermPuzzle,
    start: readonly string[],
    goal: readonly string[] | undefined,
    options: RegistrySolveOptions,
  ): { type: string; target: readonly string[]; entry: SolverEntry } {
    const found = this.identify(puzzle);
    if (!found)
      throw new UnknownPuzzleError(
        `no puzzle family recognises "${puzzle.name}" (${puzzle.size} positions, moves ${puzzle.someMoves()}); known: ${this.families.map((f) => f.types).join('; ')}`,
      );
    const { family, type } = found;
    const target = goal ?? family.solved(type);
    checkFits(puzzle, start, target);
    return { type, target, entry: this.solver(type, options.solver) };
  }

  /** The answer cut where it first gets within the wildcards, replayed, as a `RegistrySolution`. */
  private finish(
    puzzle: PermPuzzle,
    start: readonly string[],
    { type, target, entry }: { type: string; target: readonly string[]; entry: SolverEntry },
    answer: SolverAnswer,
    options: RegistrySolveOptions,
    t0: number,
  ): RegistrySolution {
    const wildcards = options.wildcards ?? 0;
    // Wildcards are the family's to use, but any answer ends where it first gets within them.
    const moves =
      wildcards > 0
        ? answer.moves.slice(0, puzzle.firstWithin(start, target, answer.moves, wildcards))
        : answer.moves;
    const check = puzzle.check(start, target, moves, wildcards);
    if (!check.valid)
      throw new Error(
        `${puzzle.name === type ? type : `${puzzle.name} (${type})`}: the ${entry.name} solver's answer fails the replay (${check.message}); this is a bug`,
      );
    return {
      moves,
      length: moves.length,
      ms: answer.ms ?? performance.now() - t0,
      optimal: answer.optimal,
      solver: entry.name,
      stats: answer.stats,
    };
  }
}

/** The start and goal have the puzzle's size and the same labels. */
export function checkFits(
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
): void {
  for (const [what, state] of [
    ['start', start],
    ['goal', goal],
  ] as const) {
    if (state.length !== puzzle.size)
      throw new InvalidStateError(
        'length',
        `the ${what} state has ${state.length} labels; ${puzzle.name} has ${puzzle.size} positions`,
      );
  }
  if (!sameLabels(start, goal))
    throw new InvalidStateError(
      'labels',
      `the start and goal states of ${puzzle.name} hold different labels (or different counts of them)`,
    );
}
