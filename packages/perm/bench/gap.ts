import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromArray, toCycles } from '../src/index.js';

/*
 * Runs GAP (apt-get install gap-core) on the same generators as our benchmark. GAP's cycle
 * notation reads like ours — (a,b,c) moves the piece at a to b — so the groups are the same.
 */

export function gapAvailable(): boolean {
  return spawnSync('gap', ['-q', '-c', 'QUIT;'], { stdio: 'ignore', timeout: 60_000 }).status === 0;
}

export function gapVersion(): string {
  const out = execFileSync('gap', ['-q'], {
    input: 'Print(GAPInfo.Version, "\\n");QUIT;\n',
    encoding: 'utf8',
  });
  return out.trim();
}

function gapGroup(gens: readonly ArrayLike<number>[]): string {
  return `Group([${gens.map((g) => toCycles(fromArray(g), { base: 1, separator: ',' })).join(', ')}])`;
}

export interface GapTiming {
  order: string;
  /** GAP's own Runtime() per Size() on a fresh group, in ms (GAP's clock ticks in whole ms). */
  runtimesMs: number[];
  /** Wall time per Size() measured inside GAP with nanosecond resolution, in ms. */
  wallMs: number[];
}

/** Times `reps` computations of Size(Group(gens)) inside one GAP process (no start-up counted). */
export function gapOrder(gens: readonly ArrayLike<number>[], reps: number): GapTiming {
  const dir = mkdtempSync(join(tmpdir(), 'puz-gap-'));
  const script = join(dir, 'order.g');
  writeFileSync(
    script,
    `gens := GeneratorsOfGroup(${gapGroup(gens)});;
for i in [1..${reps}] do
  t := Runtime();; w := NanosecondsSinceEpoch();;
  s := Size(Group(gens));;
  w := NanosecondsSinceEpoch() - w;; t := Runtime() - t;;
  Print("RESULT ", s, " ", t, " ", w, "\\n");
od;
QUIT;
`,
  );
  const out = execFileSync('gap', ['-q', '-o', '8g', script], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const rows = out
    .replace(/\\\n/g, '')
    .split('\n')
    .filter((l) => l.startsWith('RESULT '))
    .map((l) => l.split(' '));
  return {
    order: rows[0]?.[1] ?? '',
    runtimesMs: rows.map((r) => Number(r[2])),
    wallMs: rows.map((r) => Number(r[3]) / 1e6),
  };
}
