/**
 * A globe state that `solveGlobe` cannot solve: the wrong number of stickers, labels that do not
 * match the solution's, stickers outside the orbit (row pair) they must reach, or a permutation
 * the moves cannot produce. Never a wrong answer: the solver throws this instead.
 */
export class InvalidStateError extends Error {
  override readonly name = 'InvalidStateError';
}

/** The solve was cancelled by its `signal` or ran past its time limit. */
export class SolveAbortedError extends Error {
  override readonly name = 'SolveAbortedError';
}
