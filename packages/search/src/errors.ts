/** A problem that breaks the rules its algorithm needs (e.g. a negative edge cost for Dijkstra). */
export class InvalidProblemError extends Error {
  override readonly name = 'InvalidProblemError';
}
