/** The smallest ring with room for its two crossings on distinct slots of both rings. */
export const MIN_WREATH_RING = 3;
/** Stickers are numbered in Uint16Arrays. */
export const MAX_WREATH_RING = 0x8001;

/** Throws a RangeError unless `n` is an integer ring size in MIN..MAX_WREATH_RING. */
export function checkWreathRing(n: number): void {
  if (!Number.isSafeInteger(n) || n < MIN_WREATH_RING || n > MAX_WREATH_RING) {
    throw new RangeError(
      `a wreath ring must have an integer number of stickers in ${MIN_WREATH_RING}..${MAX_WREATH_RING}, got ${n}`,
    );
  }
}

/** Number of stickers of wreath_n/n: two rings of n that share two, `2n − 2`. */
export function wreathStickerCount(n: number): number {
  checkWreathRing(n);
  return 2 * n - 2;
}

/** Santa's type name, `wreath_n/n`. */
export function wreathType(n: number): string {
  checkWreathRing(n);
  return `wreath_${n}/${n}`;
}

/**
 * Reads a Santa type name such as `wreath_6/6` and returns the ring size; anything else is a
 * RangeError saying why. Santa's wreaths all have two rings of the same size, and the
 * crossing rule below is only known for those, so `wreath_6/7` is refused rather than guessed.
 */
export function parseWreathType(text: string): number {
  const m = /^wreath_(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) {
    throw new RangeError(
      `not a wreath type: ${JSON.stringify(text)} (expected wreath_N/N, e.g. wreath_6/6)`,
    );
  }
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a !== b) {
    throw new RangeError(
      `${text.trim()}: both rings of a wreath have the same number of stickers (wreath_N/N)`,
    );
  }
  checkWreathRing(a);
  return a;
}
