import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/** A throw-away redis-server on a loopback port, for tests that need a real one. */
export interface TestRedis {
  port: number;
  url: string;
  /** Stops the server (SIGKILL: nothing of it is kept). */
  stop(): void;
}

/** Whether `redis-server` is installed (CI installs it from Debian's apt). */
export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A port no one listens on now (the OS picks it; it stays free a moment later, as a rule). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let text = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('PONG')) done(true);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/**
 * Starts `redis-server` on a free loopback port with nothing saved to disk, and waits until it
 * answers PING (up to 10 s). Call `stop()` in afterAll.
 */
export async function startRedis(): Promise<TestRedis> {
  if (!hasRedisServer())
    throw new Error(
      'redis-server is not installed: the queue tests need a real Redis (apt-get install redis-server; .ci/run does this)',
    );
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const t0 = Date.now();
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() - t0 > 10_000) {
      stop();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop };
}
