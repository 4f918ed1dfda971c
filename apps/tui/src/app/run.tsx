import { render } from 'ink';
import { App } from './App.js';
import { overlay, overlayStream } from './line-overlay.js';

/** The exit code after Ctrl-C, as a shell reports a process stopped by SIGINT (128 + 2). */
export const INTERRUPTED = 130;

/** xterm's alternate screen: the app draws on a screen of its own, and leaving it restores the shell's. */
const ENTER_ALT = '\u001B[?1049h\u001B[2J\u001B[H';
const LEAVE_ALT = '\u001B[?1049l';

/**
 * Opens the interactive app and resolves to the exit code when the user leaves: 0 after quitting
 * from the puzzle list, 130 after Ctrl-C (so a script or shell sees the interruption). On a
 * terminal it runs on the alternate screen, so no stale lines of a wider frame stay after a shrink
 * and the shell's screen comes back as it was; it is left again however the process ends.
 */
export async function runApp(): Promise<number> {
  let code = 0;
  const alt = process.stdout.isTTY === true;
  const leave = () => process.stdout.write(LEAVE_ALT);
  if (alt) {
    process.stdout.write(ENTER_ALT);
    process.once('exit', leave);
  }
  try {
    // On a terminal, pictures pass Ink as placeholders (line-overlay.ts). Not Ink's incremental
    // rendering: after a frame as tall as the window it left stale lines (a 33x33x33 screen's
    // title over the picker, in the tmux check).
    overlay.enabled = alt;
    const app = render(<App onInterrupt={() => (code = INTERRUPTED)} />, {
      exitOnCtrlC: false,
      ...(alt ? { stdout: overlayStream(process.stdout) } : {}),
    });
    await app.waitUntilExit();
  } finally {
    if (alt) {
      process.off('exit', leave);
      leave();
    }
  }
  return code;
}
