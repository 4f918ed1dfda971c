export type { CycleOptions, ToCycleOptions } from './cycles.js';
export { cycles, cycleType, fromCycles, order, parity, support, toCycles } from './cycles.js';
export type { InputFileReason, InvalidStateReason, SearchLimitStats } from './errors.js';
export {
  InputFileError,
  InvalidPermutationError,
  InvalidStateError,
  OutputWriteError,
  ParseError,
  PuzError,
  SantaDataError,
  SearchLimitError,
  SolveAbortedError,
  throwIfAborted,
  UnknownPuzzleError,
  UsageError,
} from './errors.js';
export { solveGf2 } from './gf2.js';
export type { PermGroupOptions } from './group/perm-group.js';
export { PermGroup } from './group/perm-group.js';
export { partialCount, rankPartial, unrankPartial } from './partial-rank.js';
export type { Perm, TypedList } from './perm.js';
export {
  allocPerm,
  apply,
  applyInto,
  commutator,
  compose,
  composeInto,
  conjugate,
  equals,
  fromArray,
  identity,
  invert,
  invertInto,
  isIdentity,
  isPermutation,
  power,
} from './perm.js';
export { popcount32 } from './popcount.js';
export { type CancelledRuns, cancelRuns } from './puzzle/cancel-runs.js';
export type { EncodedLabels, LabelState } from './puzzle/labels.js';
export {
  decodeLabels,
  encodeLabels,
  isSolvedWithin,
  mismatches,
  sameLabels,
} from './puzzle/labels.js';
export type { PermPuzzleSpec, SolutionCheck } from './puzzle/puzzle.js';
export { PermPuzzle } from './puzzle/puzzle.js';
export type { RegistrySolveOptions } from './puzzle/registry.js';
export { checkFits, SolverRegistry } from './puzzle/registry.js';
export { simplifySequence } from './puzzle/simplify.js';
export type {
  LegacySolveLimits,
  PuzzleFamily,
  RegistrySolution,
  Solution,
  SolveLimits,
  SolveOptions,
  SolveProgress,
  Solver,
  SolverAnswer,
  SolverEntry,
  SolveStats,
  TableProgress,
  WildcardSolution,
} from './puzzle/solver.js';
export { solveLimits, tableReporter } from './puzzle/solver.js';
export type { Rng } from './random.js';
export { randomPerm, rng } from './random.js';
export {
  factorial,
  factorialBig,
  MAX_RANK_DEGREE,
  rank,
  rankBig,
  unrank,
  unrankBig,
  unrankInto,
} from './rank.js';
