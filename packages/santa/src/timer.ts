/**
 * The longest delay `setTimeout` keeps (2^31 - 1 ms, 24.8 days). A longer one is not clamped by
 * Node but fires after 1 ms (with a TimeoutOverflowWarning): `--time-limit-s 2147484` stopped
 * every puzzle at once. Longer limits wait this long instead, as good as none for one puzzle.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** `ms` as a delay `setTimeout` honours. */
export function timerDelay(ms: number): number {
  return Math.min(ms, MAX_TIMER_MS);
}
