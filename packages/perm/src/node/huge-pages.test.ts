import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  HUGE_PAGES_TUNABLE,
  hugePagesEnv,
  hugePagesRequested,
  hugePagesStatus,
  NO_HUGE_PAGES,
  transparentHugePages,
} from './huge-pages.js';

const linux = process.platform === 'linux';

test('the THP mode is read from the bracketed word; a missing file gives undefined', () => {
  const dir = mkdtempSync(join(tmpdir(), 'puz-thp-'));
  const file = join(dir, 'enabled');
  writeFileSync(file, 'always [madvise] never\n');
  expect(transparentHugePages(file)).toBe('madvise');
  expect(transparentHugePages(join(dir, 'absent'))).toBeUndefined();
});

test.runIf(linux)('a relaunch adds the tunable to any others, once, and marks itself', () => {
  const env = hugePagesEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, () => 'madvise');
  expect(env?.GLIBC_TUNABLES).toBe(`glibc.malloc.arena_max=2:${HUGE_PAGES_TUNABLE}`);
  expect(env?.[NO_HUGE_PAGES]).toBe('1');
  expect(hugePagesRequested(env)).toBe(true);
  // The relaunched process would not relaunch again, nor one that already asks, nor an opt-out.
  expect(hugePagesEnv(env, () => 'madvise')).toBeUndefined();
  expect(hugePagesEnv({ GLIBC_TUNABLES: HUGE_PAGES_TUNABLE }, () => 'madvise')).toBeUndefined();
  expect(hugePagesEnv({ [NO_HUGE_PAGES]: '' }, () => 'madvise')).toBeUndefined();
});

test('no relaunch where it gains nothing: THP never, always, or unknown', () => {
  expect(hugePagesEnv({}, () => 'never')).toBeUndefined();
  expect(hugePagesEnv({}, () => 'always')).toBeUndefined();
  expect(hugePagesEnv({}, () => undefined)).toBeUndefined();
});

// What the relaunch is for: with the tunable, a large ArrayBuffer is backed by 2 MB pages.
test.runIf(linux && transparentHugePages() === 'madvise')(
  'with the tunable, a 64 MB ArrayBuffer lies in huge pages',
  () => {
    const env = hugePagesEnv({ ...process.env, [NO_HUGE_PAGES]: undefined });
    const probe = [
      'const b = new Uint8Array(new ArrayBuffer(64 << 20)); b.fill(1);',
      "const s = require('node:fs').readFileSync('/proc/self/smaps_rollup', 'utf8');",
      'console.log(/AnonHugePages:\\s+(\\d+)/.exec(s)[1]);',
    ].join('');
    const run = spawnSync(process.execPath, ['-e', probe], { env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(Number(run.stdout)).toBeGreaterThanOrEqual(32 * 1024);
  },
);

test("a bench's status line names the request and the kernel's mode", () => {
  expect(hugePagesStatus()).toMatch(/^huge pages (on|off) \(THP \w+\)$/);
});
