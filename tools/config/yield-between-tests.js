// Every test file's set-up (the vitest preset's setupFiles): after each test, one turn of the event
// loop. vitest 3 goes from one test to the next through promises alone, so tests that each compute
// synchronously form one unbroken stretch; a reply to the worker's RPC (onTaskUpdate) that arrives
// meanwhile is read only after the 60 s timer of its call has fired (timers run before I/O in a
// loop turn), and the run fails with "Timeout calling onTaskUpdate" (vitest-dev/vitest#8164) though
// no single test held the worker for a minute (tui's solve-any.e2e: 35 s + 11.5 s + ... did).
import { afterEach } from 'vitest';

afterEach(() => new Promise((resolve) => setImmediate(resolve)));
