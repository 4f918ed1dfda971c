import { render } from 'ink-testing-library';
import { App } from '../app/App.js';
import { pause } from './ink.js';

// The whole app rendered for a key-driven test: one at a time, unmounted after each test
// (`afterEach(closeApp)` in the test file) so no worker or timer outlives its test.

type Rendered = ReturnType<typeof render>;
let app: Rendered | undefined;

/** Renders the app and types `keys`, a pause after each (the picker redraws between keys). */
export async function open(keys: string[]): Promise<Rendered> {
  app = render(<App />);
  await pause(50);
  for (const k of keys) {
    app.stdin.write(k);
    await pause(120);
  }
  return app;
}

export function closeApp(): void {
  app?.unmount();
  app = undefined;
}
