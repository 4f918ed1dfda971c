import type { Token } from './tables.js';

/** Emits Santa move names for one row pair (global rows top, bottom). */
export function emitTurn(out: string[], row: number, k: number, w: number): void {
  const m = ((k % w) + w) % w;
  if (m <= w - m) for (let i = 0; i < m; i++) out.push(`r${row}`);
  else for (let i = 0; i < w - m; i++) out.push(`-r${row}`);
}

/** Emits a word of the pair (local rows 0, 1 → global top, bot) with its flips re-indexed by g. */
export function emitWord(
  out: string[],
  word: readonly Token[],
  top: number,
  bot: number,
  w: number,
  g = 0,
) {
  for (const tok of word) {
    if ('f' in tok) out.push(`f${(tok.f + g) % w}`);
    else emitTurn(out, tok.row === 0 ? top : bot, tok.k, w);
  }
}
