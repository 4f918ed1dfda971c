import { type MoveTable, readPuzzleInfo, SAMPLE_PUZZLE_INFO } from '@puz/test-kit';

/** One type's moves from the test kit's committed sample of Santa 2023's puzzle_info.csv. */
export function sampleMoves(type: string): MoveTable {
  const moves = readPuzzleInfo(SAMPLE_PUZZLE_INFO).get(type);
  if (!moves) throw new Error(`no ${type} in the sample`);
  return moves;
}

export function pick(moves: MoveTable, names: readonly string[]): number[][] {
  return names.map((name) => {
    const m = moves.get(name);
    if (!m) throw new Error(`no move ${name}`);
    return m;
  });
}
