// Defined once in @puz/perm, so every family throws (and every app catches) the same class.
export type { InvalidStateReason } from '@puz/perm';
export { InvalidStateError } from '@puz/perm';
