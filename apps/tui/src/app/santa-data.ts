import { loadSantaData, parseSantaType, resolveDataDir } from '@puz/santa';
import { type RingPuzzle, ringPuzzle } from './santa-session.js';

let cache:
  | { dir: string | undefined; puzzles: Map<number, { puzzle: RingPuzzle; initial: string[] }> }
  | undefined;

/**
 * The globe and wreath puzzles of the Santa 2023 data directory in `$PUZ_SANTA_DATA` (empty when
 * it is unset or unreadable: the picker then offers generated sizes only), read once per directory.
 */
export function santaRingPuzzles(): Map<number, { puzzle: RingPuzzle; initial: string[] }> {
  const dir = resolveDataDir();
  if (cache && cache.dir === dir) return cache.puzzles;
  const puzzles = new Map<number, { puzzle: RingPuzzle; initial: string[] }>();
  cache = { dir, puzzles };
  if (!dir) return puzzles;
  try {
    const data = loadSantaData(dir);
    for (const p of data.puzzles.values()) {
      const t = parseSantaType(p.type);
      if (!t || t.kind === 'cube') continue;
      const [a, b] = t.kind === 'globe' ? [t.a, t.b] : [t.n, t.n];
      puzzles.set(p.id, {
        puzzle: { ...ringPuzzle(t.kind, a, b, p.solution), santaId: p.id },
        initial: p.initial,
      });
    }
  } catch {
    // Not a usable data directory: generated puzzles only.
  }
  return puzzles;
}
