// Helpers for driving the Ink app in ink-testing-library: key codes and waits for a frame.

export const KEY = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  enter: '\r',
  escape: '\u001B',
  tab: '\t',
  home: '\u001B[H',
  end: '\u001B[F',
  pageDown: '\u001B[6~',
};

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the frame matches (Ink redraws asynchronously; solves run on a worker). */
export async function until(frame: () => string | undefined, pattern: RegExp, ms = 20_000) {
  const t0 = Date.now();
  while (!pattern.test(frame() ?? '')) {
    if (Date.now() - t0 > ms)
      throw new Error(`timed out waiting for ${pattern}; frame:\n${frame()}`);
    await pause(20);
  }
  // Let effects run (a new screen subscribes to keys after it is drawn).
  await pause(50);
}

/** Waits until the frame no longer matches (a line or overlay went away). */
export async function untilGone(frame: () => string | undefined, pattern: RegExp, ms = 5_000) {
  const t0 = Date.now();
  while (pattern.test(frame() ?? '')) {
    if (Date.now() - t0 > ms)
      throw new Error(`timed out waiting for ${pattern} to go; frame:\n${frame()}`);
    await pause(20);
  }
  await pause(100);
}

/** Colour codes out: the text a terminal shows. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: SGR codes start with ESC
export const plain = (s: string) => s.replace(/\u001B\[[0-9;]*m/g, '');
