/** Why a cube state cannot be: each reason names what a person can check on the cube. */
export type InvalidStateReason =
  | 'length'
  | 'colours'
  | 'centres'
  | 'corner'
  | 'edge'
  | 'twist'
  | 'flip'
  | 'parity';

/** A facelet string that no sequence of moves produces. */
export class InvalidStateError extends Error {
  override readonly name = 'InvalidStateError';
  readonly reason: InvalidStateReason;

  constructor(reason: InvalidStateReason, message: string) {
    super(message);
    this.reason = reason;
  }
}
