import type { TableProgress } from '@puz/perm';
import type { SearchProgress } from '@puz/search';

/** A progress line on stderr, redrawn in place, only when stderr is a terminal. */
export function progressLine(stream: NodeJS.WriteStream): {
  update: (p: SearchProgress) => void;
  done: () => void;
} {
  if (!stream.isTTY) return { update: () => {}, done: () => {} };
  let shown = false;
  return {
    update(p) {
      shown = true;
      stream.write(
        `\r\x1b[2Ksearching: ${p.expanded.toLocaleString('en-US')} expanded, frontier ${p.frontier.toLocaleString('en-US')}, ${(p.ms / 1000).toFixed(1)} s`,
      );
    },
    done() {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}

/**
 * Runs work that may first build tables (a second or two, once; then they come from the cache),
 * with a note on stderr while it runs, only when stderr is a terminal.
 */
export function withTableNote<T>(stream: NodeJS.WriteStream, what: string, work: () => T): T {
  if (!stream.isTTY) return work();
  stream.write(`preparing ${what} (built once, then cached)…`);
  try {
    return work();
  } finally {
    stream.write('\r\x1b[2K');
  }
}

/**
 * A table build's progress on stderr (a terminal only), redrawn in place over `withTableNote`'s
 * note, which clears the line when the work ends.
 */
export function tableBuildProgress(
  stream: NodeJS.WriteStream,
  what: string,
): (progress: TableProgress) => void {
  const t0 = performance.now();
  let last = '';
  return ({ fraction }) => {
    if (!stream.isTTY) return;
    const line = `building ${what} (once, then cached): ${Math.floor(100 * fraction)}%`;
    if (line === last) return;
    last = line;
    stream.write(`\r\x1b[2K${line}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
}

/**
 * A progress bar on stderr, redrawn in place, only when stderr is a terminal; `log` prints a line
 * above it (and on a plain stderr too, so failures are never hidden).
 */
export function progressBar(
  stream: NodeJS.WriteStream,
  total: number,
): { update: (done: number, note: string) => void; log: (line: string) => void; done: () => void } {
  const t0 = performance.now();
  const tty = stream.isTTY === true;
  let last = '';
  const draw = () => {
    if (tty && last) stream.write(`\r\x1b[2K${last}`);
  };
  return {
    update(done, note) {
      const width = 30;
      const filled = total ? Math.round((done / total) * width) : width;
      const s = (performance.now() - t0) / 1000;
      last = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${note} ${s.toFixed(0)} s`;
      draw();
    },
    log(line) {
      if (tty) stream.write('\r\x1b[2K');
      stream.write(`${line}\n`);
      draw();
    },
    done() {
      if (tty && last) stream.write('\r\x1b[2K');
    },
  };
}
