/** Runs a step generator to its end and returns its result. */
export function drive<E, R>(steps: Generator<E, R>): R {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
