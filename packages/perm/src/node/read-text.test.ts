import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { InputFileError } from '../errors.js';
import { readTextFile } from './read-text.js';

const dir = mkdtempSync(join(tmpdir(), 'puz-read-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const refusal = (path: string, maxBytes?: number) => {
  try {
    readTextFile(path, { what: 'the state file', ...(maxBytes ? { maxBytes } : {}) });
  } catch (error) {
    expect(error).toBeInstanceOf(InputFileError);
    return `${(error as InputFileError).reason}: ${(error as Error).message}`;
  }
  throw new Error(`${path} was read`);
};

test('reads a file under the cap', () => {
  const f = join(dir, 'ok.txt');
  writeFileSync(f, 'R U é\n');
  expect(readTextFile(f, { maxBytes: 8 })).toBe('R U é\n');
});

test('refuses a missing path, a directory and a file over the cap, naming the path', () => {
  const big = join(dir, 'big.txt');
  writeFileSync(big, 'x'.repeat(100));
  expect(refusal(join(dir, 'nope'))).toBe(
    `missing: the state file ${join(dir, 'nope')} does not exist`,
  );
  expect(refusal(dir)).toBe(`not-a-file: the state file ${dir} is a directory, not a file`);
  expect(refusal(big, 99)).toBe(
    `too-large: the state file ${big} is larger than 99 bytes: is it the right file?`,
  );
});

test('an endless device stops at the cap instead of filling the heap', () => {
  const t0 = performance.now();
  expect(refusal('/dev/zero', 4 << 20)).toMatch(/^too-large: .*larger than 4 MiB/);
  expect(performance.now() - t0).toBeLessThan(5000);
});

// Issue 33: a FIFO nobody writes to blocked open(2) for ever, with no word.
describe('a FIFO (named pipe)', () => {
  const fifo = (name: string) => {
    const path = join(dir, name);
    execFileSync('mkfifo', [path]);
    return path;
  };

  test('with no writer: refused after fifoWaitMs, naming the path', () => {
    const path = fifo('lonely');
    const t0 = performance.now();
    expect(() => readTextFile(path, { what: 'the state file', fifoWaitMs: 200 })).toThrow(
      `the state file ${path} is a FIFO that nothing wrote to within 200 ms: start its writer first`,
    );
    expect(performance.now() - t0).toBeLessThan(3000);
  });

  test('a writer that comes later, and writes slowly, is read to its end', () => {
    const path = fifo('late');
    // A shell that opens the FIFO after 0.3 s, writes, pauses, writes again, then closes.
    const writer = spawn('sh', [
      '-c',
      `sleep 0.3; { printf 'R U'; sleep 0.3; printf " F'\\n"; } > ${path}`,
    ]);
    try {
      expect(readTextFile(path, { fifoWaitMs: 5000 })).toBe("R U F'\n");
    } finally {
      writer.kill();
    }
  });
});
