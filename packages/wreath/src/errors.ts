/**
 * A start or goal state the wreath cannot be solved from: wrong label count, a label of one
 * state missing from the other, different label counts, or a state outside the moves' reach.
 */
export class InvalidStateError extends RangeError {
  override readonly name = 'InvalidStateError';
}

/** A search that ended (depth limit, abort) without an answer it could return. */
export class SearchLimitError extends Error {
  override readonly name = 'SearchLimitError';
}
