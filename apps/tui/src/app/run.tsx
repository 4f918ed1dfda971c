import { render } from 'ink';
import { App } from './App.js';

/** The exit code after Ctrl-C, as a shell reports a process stopped by SIGINT (128 + 2). */
export const INTERRUPTED = 130;

/**
 * Opens the interactive app and resolves to the exit code when the user leaves: 0 after quitting
 * from the puzzle list, 130 after Ctrl-C (so a script or shell sees the interruption).
 */
export async function runApp(): Promise<number> {
  let code = 0;
  const app = render(<App onInterrupt={() => (code = INTERRUPTED)} />, { exitOnCtrlC: false });
  await app.waitUntilExit();
  return code;
}
