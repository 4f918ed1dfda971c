import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Move, parseAlg } from '@puz/cube';
import { mean, timedRow } from '../measure.js';
import type { Row } from '../types.js';

/*
 * The default two-phase solver as a new user's process meets it (issue 34): in fresh processes on
 * an empty $PUZ_CACHE_DIR (every table built by the first solve) and then on that same directory,
 * warm. Each run's first solve is reported apart (the one-time cost, with the disk it leaves) and
 * the steady state is every state solved again after a warm-up pass, the answers replayed here.
 */

interface Steady {
  load: number;
  first: number;
  table: string;
  times: number[];
  lengths: number[];
  moves: string[];
  rss: number;
}

function run(dir: string, states: string[]): Steady {
  const here = dirname(fileURLToPath(import.meta.url));
  return JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@puz/source', join(here, 'three-steady.ts')],
      {
        env: { ...process.env, PUZ_CACHE_DIR: dir },
        input: JSON.stringify(states),
        encoding: 'utf8',
        cwd: here,
        maxBuffer: 1 << 26,
      },
    ),
  );
}

/** Bytes of the files in a directory (the cache is flat but for nxn's catalogue folder). */
function diskBytes(dir: string): number {
  let total = 0;
  for (const f of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (f.isFile()) total += statSync(join(f.parentPath, f.name)).size;
  return total;
}

/**
 * Rows: first solve on an empty cache (`rounds` fresh directories) and on the warm one; the steady
 * state after each (from the first round), every answer checked by `check`.
 */
export function freshAndWarmRows(
  states: string[],
  rounds: number,
  check: (state: string, moves: Move[], who: string) => void,
): Row[] {
  const fresh: Steady[] = [];
  const warm: Steady[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'puz-bench-fresh-'));
    try {
      fresh.push(run(dir, states));
      bytes = diskBytes(dir);
      warm.push(run(dir, states));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const steadyRow = (label: string, r: Steady) => {
    for (const [i, state] of states.entries())
      check(state, parseAlg(r.moves[i] as string, 3), label);
    return timedRow('cube3', `${label} (per solve, ${states.length} states)`, r.times, {
      'mean HTM': mean(r.lengths),
      'max HTM': Math.max(...r.lengths),
      'mean ms': mean(r.times),
      'phase-1 table': r.table,
    });
  };
  const firstRow = (label: string, rs: Steady[], extra: Row['figures']) =>
    timedRow(
      'cube3',
      `puz two-phase default, first solve in a fresh process, ${label} (load + tables + solve)`,
      rs.map((r) => r.load + r.first),
      {
        'first solve ms': Math.round(mean(rs.map((r) => r.first))),
        'peak RSS MiB': Math.round(Math.max(...rs.map((r) => r.rss)) / (1 << 20)),
        ...extra,
      },
    );
  return [
    firstRow('empty cache (every table built)', fresh, {
      'cache MB left': +(bytes / 1e6).toFixed(1),
    }),
    firstRow('warm cache', warm, {}),
    steadyRow('puz two-phase default, fresh process after an empty cache', fresh[0] as Steady),
    steadyRow('puz two-phase default, fresh process on a warm cache', warm[0] as Steady),
  ];
}
