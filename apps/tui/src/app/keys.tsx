import { type Key, useInput } from 'ink';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** A key handler, as Ink's `useInput` calls it. */
export type KeyHandler = (input: string, key: Key) => void;

/** Every flag off: a plain character's key (exported for the tests' presses). */
export const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** The key of one character typed alone (what Ink reports for it in a chunk of its own). */
function charKey(ch: string): [string, Key] {
  if (ch === '\r' || ch === '\n') return ['', { ...NO_KEY, return: true }];
  if (ch === '\t') return ['', { ...NO_KEY, tab: true }];
  if (ch === '\x7f' || ch === '\b') return ['', { ...NO_KEY, backspace: true }];
  const code = ch.codePointAt(0) ?? 0;
  // Ctrl-A..Ctrl-Z arrive as 1..26; Ink reports the letter with ctrl.
  if (code >= 1 && code <= 26) return [String.fromCharCode(code + 96), { ...NO_KEY, ctrl: true }];
  return [ch, { ...NO_KEY, shift: /[A-Z]/.test(ch) }];
}

/**
 * The presses in one of Ink's input events. Ink splits escape sequences (arrows, Home, PgDn) into
 * events of their own, but hands a run of plain characters written at once (`rrr`, `+++`, a held
 * key on a slow link) to the handler as one string; each character is a press of its own here.
 */
export function splitPresses(input: string, key: Key): [string, Key][] {
  const chars = Array.from(input);
  if (chars.length <= 1 || key.ctrl || key.meta) return [[input, key]];
  return chars.map(charKey);
}

interface Listener {
  current: { handler: KeyHandler; active: boolean };
}

/** The keys waiting for a screen, and the screens' handlers (their latest render's). */
class KeyQueue {
  readonly pending: [string, Key][] = [];
  readonly listeners = new Set<Listener>();
  /** Re-renders the provider, whose effect then reports the render with `rendered`. */
  tick: () => void = () => {};
  private timer: NodeJS.Immediate | undefined;
  /** A press was handled and its render has not been committed yet. */
  private waiting = false;

  /** Handles the next press in a later turn of the event loop, once the last one is drawn. */
  schedule(): void {
    if (this.timer || this.waiting || this.pending.length === 0) return;
    this.timer = setImmediate(() => {
      this.timer = undefined;
      const next = this.pending.shift();
      if (!next) return;
      for (const l of [...this.listeners])
        if (l.current.active) l.current.handler(next[0], next[1]);
      this.waiting = true;
      this.tick();
    });
  }

  /** The provider's render after a press is committed: the handlers are now that state's. */
  rendered(): void {
    this.waiting = false;
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearImmediate(this.timer);
    this.timer = undefined;
    this.pending.length = 0;
  }
}

const KeysContext = createContext<KeyQueue | null>(null);

/**
 * Hands the keys to the `useKeys` handlers below it one press at a time, each after the screen has
 * drawn the state the press before it left. Ink calls every handler of one chunk of input with the
 * state of the last render, so `→→→` written at once moved a playback one step (each press read
 * the same step). Here a press is handled in a turn of the event loop of its own, together with a
 * re-render of the provider; the provider's effect, which runs once that render (and the screen's
 * updates batched with it) is committed, lets the next press go. The queue never drops a key: a
 * slow screen works through a burst a press per render, while output, timers and Ctrl-C get their
 * turn between presses. The handlers are not called from the effect itself: a long burst would
 * then be a chain of updates made during effects, which React warns about after 50.
 */
export function KeyProvider({
  children,
  active = true,
}: {
  children: ReactNode;
  active?: boolean;
}) {
  const [queue] = useState(() => new KeyQueue());
  const [, setTick] = useState(0);
  queue.tick = () => setTick((t) => t + 1);
  useEffect(() => queue.rendered());
  useInput(
    (input, key) => {
      queue.pending.push(...splitPresses(input, key));
      queue.schedule();
    },
    { isActive: active },
  );
  useEffect(() => () => queue.stop(), [queue]);
  return <KeysContext.Provider value={queue}>{children}</KeysContext.Provider>;
}

/**
 * `useInput` for the app's screens, under a `KeyProvider`: the handler sees every press of a burst,
 * each with the state the previous press made (see KeyProvider).
 */
export function useKeys(handler: KeyHandler, options: { isActive?: boolean } = {}): void {
  const queue = useContext(KeysContext);
  if (!queue) throw new Error('useKeys needs a KeyProvider above it');
  const ref = useRef({ handler, active: options.isActive !== false });
  // The handler of the latest render, so a press reads the state the press before it left.
  ref.current = { handler, active: options.isActive !== false };
  // A layout effect runs as the render is committed: a screen (or move line) that a press opens
  // hears the very next press of the same burst.
  useLayoutEffect(() => {
    queue.listeners.add(ref);
    return () => {
      queue.listeners.delete(ref);
    };
  }, [queue]);
}
