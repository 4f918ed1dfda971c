import { expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from './facelets.js';
import { CubeMoves } from './moves.js';
import { parseAlg } from './notation.js';
import { renderNet } from './render.js';

test('the plain net of a 2x2x2 after R', () => {
  const facelets = applyMoves(solvedFacelets(2), parseAlg('R', 2), new CubeMoves(2));
  expect(renderNet(facelets)).toBe(
    [
      '     U F',
      '     U F',
      'L L  F D  R R  U B',
      'L L  F D  R R  U B',
      '     D B',
      '     D B',
    ].join('\n'),
  );
});

test('colour mode paints every sticker and resets after each', () => {
  const net = renderNet(solvedFacelets(3), { color: true });
  const ESC = String.fromCharCode(27);
  expect(net.split(`${ESC}[48;5;`).length - 1).toBe(54);
  expect(net.split(`  ${ESC}[0m`).length - 1).toBe(54);
  expect(net.split('\n')).toHaveLength(9);
});
