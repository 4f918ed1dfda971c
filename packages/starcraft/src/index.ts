export { InvalidBuildError } from './errors.js';
export { HarassTable, harassForce, zerglingsFor } from './harassment.js';
export type { BrokenRule } from './model.js';
export { BROKEN, Model } from './model.js';
export type { OrderName, OrderSet, TimedOrder } from './orders.js';
export { decodeOrders, encodeOrders, ORDER_NAMES } from './orders.js';
export { buildOrderProblem } from './problem.js';
export type { Harassment, ReplayOptions, ReplayResult, TimelineStep } from './replay.js';
export { replay } from './replay.js';
export type { Costs, Mode, RuleOverrides, Rules, Tech } from './rules.js';
export { checkRules, defineRules, MODES, RULES_V1 } from './rules.js';
export type {
  BuildOrder,
  BuildOrderOptions,
  BuildOrderStats,
  Method,
  SolveOptions,
} from './search.js';
export { METHODS, solveBuildOrder } from './search.js';
export type { PackedState, StarcraftState } from './state.js';
export { ATTACK, DEFENSE, EVOLUTION, POOL, pack, unpack } from './state.js';
