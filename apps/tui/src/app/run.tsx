import { render } from 'ink';
import { App } from './App.js';

/** Opens the interactive app and resolves when the user quits. */
export async function runApp(): Promise<void> {
  const app = render(<App />);
  await app.waitUntilExit();
}
