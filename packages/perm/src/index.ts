export type { CycleOptions, ToCycleOptions } from './cycles.js';
export { cycles, cycleType, fromCycles, order, parity, support, toCycles } from './cycles.js';
export { InvalidPermutationError, ParseError } from './errors.js';
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
