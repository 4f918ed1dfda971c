import { InvalidStateError } from './errors.js';

/**
 * Which corner piece shows `colours` (a slot's three stickers, U/D first, then clockwise), and its
 * twist: where the piece's U/D colour sits among them (0, 1, 2). `pieces` lists each piece's
 * colours the same way, as seen solved. Undefined when no piece has those colours in that order
 * (a mirror-image corner, two identical colours, opposite colours together).
 */
export function identifyCorner(
  colours: string,
  pieces: readonly string[],
): { piece: number; twist: number } | undefined {
  for (let piece = 0; piece < pieces.length; piece++) {
    const want = pieces[piece] as string;
    for (let twist = 0; twist < 3; twist++) {
      if (colours === want.slice(3 - twist) + want.slice(0, 3 - twist)) return { piece, twist };
    }
  }
  return undefined;
}

/** `identifyCorner`, or an InvalidStateError naming the slot and the colours seen there. */
export function requireCorner(
  colours: string,
  pieces: readonly string[],
  slot: string,
): { piece: number; twist: number } {
  const found = identifyCorner(colours, pieces);
  if (!found) {
    throw new InvalidStateError(
      'corner',
      `the corner at ${slot} shows ${colours.split('').join(', ')}: no corner has those colours in that order`,
    );
  }
  return found;
}
