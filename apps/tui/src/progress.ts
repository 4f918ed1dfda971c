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
