import {
  FACES,
  type Move,
  parseAlg,
  SANTA_FACE_ORDER,
  solvedFacelets,
  solveSantaCubeN,
} from '@puz/cube';

/** A facelet string (U R F D L B faces) as Santa's sticker list (U F R B L D faces). */
export function toSantaOrder(facelets: string, n: number): string[] {
  const face = (f: (typeof FACES)[number]) => {
    const i = FACES.indexOf(f) * n * n;
    return [...facelets.slice(i, i + n * n)];
  };
  return SANTA_FACE_ORDER.flatMap(face);
}

/**
 * Solves an n×n×n cube (n ≥ 4) with @puz/cube's reduction solver, which speaks Santa 2023's
 * sticker order and move names; the answer comes back as cube moves (single-layer quarter turns).
 */
export function solveCubeN(n: number, facelets: string): { moves: Move[]; ms: number } {
  const s = solveSantaCubeN(n, toSantaOrder(facelets, n), toSantaOrder(solvedFacelets(n), n));
  return { moves: parseAlg(s.moves.join(' '), n, { notation: 'santa' }), ms: s.ms };
}
