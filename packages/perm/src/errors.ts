/** Input that is not a permutation (wrong values, duplicates, wrong length). */
export class InvalidPermutationError extends RangeError {
  override readonly name = 'InvalidPermutationError';
}

/**
 * Text that does not parse. `position` is the 0-based offset of the bad token in `input`,
 * so a caller can point at it (`input` + a caret line).
 */
export class ParseError extends Error {
  override readonly name = 'ParseError';
  readonly input: string;
  readonly position: number;
  readonly token: string;

  constructor(message: string, input: string, position: number, token: string) {
    super(`${message} (at position ${position}${token ? `, "${token}"` : ''})`);
    this.input = input;
    this.position = position;
    this.token = token;
  }
}
