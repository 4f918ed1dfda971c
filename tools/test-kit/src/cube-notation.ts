import fc from 'fast-check';

/*
 * fast-check arbitraries of cube notation for fuzz tests: every kind of token parseAlg reads, so
 * a scramble can turn centres (wide, slice, inner-layer and rotation moves) as real ones do.
 */

const FACE_LETTERS = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
const SUFFIX = fc.constantFrom('', "'", '2', "2'");

/** One WCA/SiGN token for an n×n×n cube: R', 2R, Rw2, 3Rw, r, 2-3r, M (odd n), x... */
export function cubeSignToken(n: number): fc.Arbitrary<string> {
  const face = fc.constantFrom(...FACE_LETTERS);
  const layer = fc.integer({ min: 1, max: n });
  const kinds: fc.Arbitrary<string>[] = [
    fc.tuple(face, SUFFIX).map(([f, s]) => `${f}${s}`),
    fc.tuple(layer, face, SUFFIX).map(([k, f, s]) => `${k}${f}${s}`),
    fc.tuple(face, SUFFIX).map(([f, s]) => `${f}w${s}`),
    fc.tuple(layer, face, SUFFIX).map(([k, f, s]) => `${k}${f}w${s}`),
    fc.tuple(face, SUFFIX).map(([f, s]) => `${f.toLowerCase()}${s}`),
    fc
      .tuple(layer, layer, face, fc.boolean(), SUFFIX)
      .map(
        ([a, b, f, w, s]) =>
          `${Math.min(a, b)}-${Math.max(a, b)}${w ? `${f}w` : f.toLowerCase()}${s}`,
      ),
    fc.tuple(fc.constantFrom('x', 'y', 'z'), SUFFIX).map(([r, s]) => `${r}${s}`),
  ];
  if (n % 2 === 1 && n >= 3)
    kinds.push(fc.tuple(fc.constantFrom('M', 'E', 'S'), SUFFIX).map(([m, s]) => `${m}${s}`));
  return fc.oneof(...kinds);
}

/** One Santa 2023 move name for an n×n×n cube: f0, r1, -d2, ... */
export function santaCubeToken(n: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.boolean(), fc.constantFrom('f', 'r', 'd'), fc.integer({ min: 0, max: n - 1 }))
    .map(([minus, family, k]) => `${minus ? '-' : ''}${family}${k}`);
}

/**
 * A scramble: minLength..maxLength tokens (SiGN, or Santa names), space-separated. fast-check
 * favours short arrays; `size: 'max'` spreads the lengths over the whole range.
 */
export function cubeScramble(
  n: number,
  options: { maxLength: number; minLength?: number; santa?: boolean; size?: fc.SizeForArbitrary },
): fc.Arbitrary<string> {
  const token = options.santa ? santaCubeToken(n) : cubeSignToken(n);
  return fc
    .array(token, {
      minLength: options.minLength ?? 0,
      maxLength: options.maxLength,
      ...(options.size ? { size: options.size } : {}),
    })
    .map((tokens) => tokens.join(' '));
}
