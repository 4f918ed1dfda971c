import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countMoves, type Move, parseAlg } from '@puz/cube';
import { mean, speedRatio, timedRow } from '../measure.js';
import type { Row } from '../types.js';

/*
 * The default two-phase solver as a new user's process meets it (issue 34): in fresh processes on
 * an empty $PUZ_CACHE_DIR (every table built by the first solve) and then on that same directory,
 * warm. Each run's first solve is reported apart (the one-time cost, with the disk it leaves) and
 * the steady state is every state solved again after a warm-up pass, three times, each time beside
 * cubing.js on the same state in the same process (each solver's least time on a state counts,
 * three-steady.ts says why; the mean of every solve is a figure too), every answer replayed here.
 */

interface Steady {
  load: number;
  first: number;
  table: string;
  times: number[];
  lengths: number[];
  moves: string[];
  /** cubing.js 0.55 on each state, timed right after ours (three-steady.ts). */
  cubing: { times: number[]; moves: string[] };
  /** Mean ms of every timed solve (three a state each), where `times` keeps each state's least. */
  everyMean: { ours: number; cubing: number };
  rss: number;
}

/** The anchor's mean time over ours (the issue's measure; `speedRatio` gives the medians'). */
export function meanRatio(ours: Row, anchor: Row, vs: string): void {
  const value = (anchor.figures['mean ms'] as number) / (ours.figures['mean ms'] as number);
  ours.ratios = [...(ours.ratios ?? []), { vs, value, what: 'mean time' }];
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
  // Ours and cubing.js's interleaved in the same process, each answer replayed; the ratios are
  // against those cubing.js solves, timed beside ours.
  const steadyRows = (label: string, r: Steady): Row[] => {
    const theirs = r.cubing.moves.map((m) => parseAlg(m, 3));
    for (const [i, state] of states.entries()) {
      check(state, parseAlg(r.moves[i] as string, 3), label);
      check(state, theirs[i] as Move[], `cubing.js (${label})`);
    }
    const per = `per solve: the least of 3 on each of ${states.length} states`;
    const ours = timedRow('cube3', `${label} (${per})`, r.times, {
      'mean HTM': mean(r.lengths),
      'max HTM': Math.max(...r.lengths),
      'mean ms': mean(r.times),
      'mean ms, every solve': r.everyMean.ours,
      'phase-1 table': r.table,
    });
    const lengths = theirs.map((m) => countMoves(m, 3, 'htm'));
    const anchor = timedRow(
      'cube3',
      `cubing.js 0.55, each solve right after ours in that process (${per})`,
      r.cubing.times,
      {
        'mean HTM': mean(lengths),
        'max HTM': Math.max(...lengths),
        'mean ms': mean(r.cubing.times),
        'mean ms, every solve': r.everyMean.cubing,
      },
    );
    speedRatio(ours, anchor, 'cubing.js beside it');
    meanRatio(ours, anchor, 'cubing.js beside it');
    return [ours, anchor];
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
    ...steadyRows('puz two-phase default, fresh process after an empty cache', fresh[0] as Steady),
    ...steadyRows('puz two-phase default, fresh process on a warm cache', warm[0] as Steady),
  ];
}
