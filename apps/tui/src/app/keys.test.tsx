import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { KEY, pause, until } from '../test-support/ink.js';
import { App } from './App.js';
import { KeyProvider, NO_KEY, splitPresses, useKeys } from './keys.js';

const NONE = NO_KEY;

describe('splitPresses', () => {
  test('a run of characters is a press each; Enter, Tab and Backspace inside it are keys', () => {
    const presses = splitPresses('rR+\r\t\x7f', NONE);
    expect(presses.map(([i]) => i)).toEqual(['r', 'R', '+', '', '', '']);
    expect(presses[1]?.[1].shift).toBe(true);
    expect(presses[3]?.[1].return).toBe(true);
    expect(presses[4]?.[1].tab).toBe(true);
    expect(presses[5]?.[1].backspace).toBe(true);
  });
  test('one key, or a key with ctrl or meta, is left as Ink gave it', () => {
    expect(splitPresses('r', NONE)).toEqual([['r', NONE]]);
    const ctrl = { ...NONE, ctrl: true };
    expect(splitPresses('c', ctrl)).toEqual([['c', ctrl]]);
  });
});

let app: ReturnType<typeof render> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

/** A handler that reads its state from the render (no functional update), as the screens do. */
function Counter() {
  const [n, setN] = useState(0);
  const [seen, setSeen] = useState<number[]>([]);
  useKeys((input) => {
    setSeen([...seen, n]);
    if (input === '+') setN(n + 1);
  });
  return (
    <Text>
      n={n} seen={seen.join(',')}
    </Text>
  );
}

describe('keys written at once are a press each', () => {
  test('each press meets the state the press before it left, over a burst longer than 50', async () => {
    const errors: unknown[] = [];
    const spy = (e: unknown) => errors.push(e);
    const original = console.error;
    console.error = spy;
    try {
      app = render(
        <KeyProvider>
          <Counter />
        </KeyProvider>,
      );
      await pause(50);
      app.stdin.write('+'.repeat(60));
      const a = app;
      await until(a.lastFrame, /n=60 /);
      expect(a.lastFrame()?.replace(/\n/g, '')).toBe(
        `n=60 seen=${Array.from({ length: 60 }, (_, i) => i).join(',')}`,
      );
      // No "Maximum update depth exceeded" from React.
      expect(errors).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  test('3x3x3: rrr in one write is three turns; zzz three undos; a typed line in the same write as :', {
    timeout: 30_000,
  }, async () => {
    app = render(<App />);
    const a = app;
    await pause(50);
    a.stdin.write(KEY.down);
    await until(a.lastFrame, /❯ 3x3x3/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /3x3x3 solved/);
    const solved = a.lastFrame();
    a.stdin.write('rrr');
    await until(a.lastFrame, /3x3x3 scrambled/);
    // Three quarter turns: one more makes four, the identity.
    a.stdin.write('r');
    await until(a.lastFrame, /3x3x3 solved/);
    a.stdin.write('uf');
    await until(a.lastFrame, /3x3x3 scrambled/);
    a.stdin.write('zz');
    await until(a.lastFrame, /3x3x3 solved/);
    expect(a.lastFrame()).toBe(solved);
    a.stdin.write(":R U R' U'\r");
    await until(a.lastFrame, /3x3x3 scrambled/);
    // The commutator six times is the identity: five more lines, all in one write.
    a.stdin.write(":R U R' U'\r".repeat(5));
    await until(a.lastFrame, /3x3x3 solved/);
  });

  test('2x2x2 playback: Home then → → → in one write steps three; +++ doubles the speed three times', {
    timeout: 60_000,
  }, async () => {
    app = render(<App />);
    const a = app;
    await pause(50);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /2x2x2 solved/);
    a.stdin.write('s');
    await until(a.lastFrame, /2x2x2 scrambled/);
    a.stdin.write(KEY.enter);
    await until(a.lastFrame, /step 0\/\d+/, 30_000);
    const total = Number(/step 0\/(\d+)/.exec(a.lastFrame() ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    a.stdin.write(KEY.end + KEY.home + KEY.right + KEY.right + KEY.right);
    await until(a.lastFrame, /step 3\//);
    await pause(300);
    expect(a.lastFrame()).toMatch(/step 3\//);
    const speed = Number(/at (\d+) moves\/s/.exec(a.lastFrame() ?? '')?.[1]);
    a.stdin.write('+++');
    await until(a.lastFrame, new RegExp(`at ${(speed * 8).toLocaleString('en-US')} moves/s`));
    a.stdin.write(KEY.left + KEY.left + KEY.right);
    await until(a.lastFrame, /step 2\//);
  });
});
