// Defined once in @puz/perm, so every family throws (and every app catches) the same classes.
export { InvalidStateError, SearchLimitError, SolveAbortedError } from '@puz/perm';
