/** A globe's size: `a + 1` rows (a latitude cuts) of `2b` cells each (b longitude cuts). */
export interface GlobeSize {
  readonly a: number;
  readonly b: number;
}

/** Stickers are numbered in Uint16Arrays, so a globe has at most 65,536 of them. */
export const MAX_GLOBE_STICKERS = 0x10000;

/** Throws a RangeError unless `a >= 1`, `b >= 1` are integers and the globe fits in 16 bits. */
export function checkGlobeSize(a: number, b: number): void {
  for (const [name, v] of [
    ['a (latitude cuts)', a],
    ['b (half the columns)', b],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 1) {
      throw new RangeError(`globe ${name} must be a positive integer, got ${v}`);
    }
  }
  if ((a + 1) * 2 * b > MAX_GLOBE_STICKERS) {
    throw new RangeError(
      `globe_${a}/${b} has ${(a + 1) * 2 * b} stickers; at most ${MAX_GLOBE_STICKERS} are supported`,
    );
  }
}

/** Number of stickers of globe_a/b: `(a + 1) * 2b`. */
export function globeStickerCount(a: number, b: number): number {
  checkGlobeSize(a, b);
  return (a + 1) * 2 * b;
}

/** Santa's type name, `globe_a/b`. */
export function globeType(a: number, b: number): string {
  checkGlobeSize(a, b);
  return `globe_${a}/${b}`;
}

/** Reads a Santa type name such as `globe_3/4`; anything else is a RangeError saying why. */
export function parseGlobeType(text: string): GlobeSize {
  const m = /^globe_(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) {
    throw new RangeError(
      `not a globe type: ${JSON.stringify(text)} (expected globe_A/B, e.g. globe_3/4)`,
    );
  }
  const a = Number(m[1]);
  const b = Number(m[2]);
  checkGlobeSize(a, b);
  return { a, b };
}
