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
