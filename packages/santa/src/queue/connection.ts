import { Redis } from 'ioredis';
import { QueueUnreachableError, QueueUrlError } from './errors.js';

/** The BullMQ queue every puz coordinator and worker shares (its Redis keys start `puz:santa`). */
export const QUEUE_NAME = 'santa';
/** The Redis key prefix of puz's queues, so they sit beside other BullMQ users of a server. */
export const QUEUE_PREFIX = 'puz';

/** Where the Redis server is, as ioredis and BullMQ take it. */
export interface RedisTarget {
  host: string;
  port: number;
  db?: number;
  username?: string;
  password?: string;
  tls?: Record<string, never>;
}

/** A checked `--queue` address: the server, and the URL without its password for messages. */
export interface QueueAddress {
  url: string;
  redis: RedisTarget;
}

/**
 * Reads `redis://[user:password@]HOST[:PORT][/DB]` (or `rediss://` for TLS); throws
 * `QueueUrlError` for anything else, so a typo is an error at once, not a connection attempt.
 */
export function parseQueueUrl(text: string): QueueAddress {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new QueueUrlError(`--queue "${text}" is not a URL: expected redis://HOST:PORT`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new QueueUrlError(
      `--queue "${text}": expected a redis:// or rediss:// URL, got ${url.protocol}//`,
    );
  if (!url.hostname) throw new QueueUrlError(`--queue "${text}": no host`);
  const port = url.port ? Number(url.port) : 6379;
  const dbText = url.pathname.replace(/^\//, '');
  if (dbText !== '' && !/^\d{1,2}$/.test(dbText))
    throw new QueueUrlError(
      `--queue "${text}": the path must be a database number, got /${dbText}`,
    );
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const redis: RedisTarget = {
    host,
    port,
    ...(dbText ? { db: Number(dbText) } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  const shown = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}${dbText ? `/${dbText}` : ''}`;
  return { url: shown, redis };
}

/**
 * BullMQ's connection options: its blocking commands must never give up (`null`). A lost server
 * is tried again every 2 s at most (BullMQ's default waits up to 20 s) until `givenUp()` says
 * stop: then the connection ends, and with it the timers that kept a stopped process alive.
 */
export function bullConnection(
  address: QueueAddress,
  givenUp: () => boolean = () => false,
): RedisTarget & {
  maxRetriesPerRequest: null;
  retryStrategy: (times: number) => number | null;
} {
  return {
    ...address.redis,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => (givenUp() ? null : Math.max(Math.min(Math.exp(times), 2000), 500)),
  };
}

/**
 * Connects once, with no retries, and pings: a server that refuses, does not answer within
 * `timeoutMs`, wants a password or is older than BullMQ's Redis 5 throws `QueueUnreachableError`.
 * BullMQ itself would retry for ever, which from a terminal looks like a hang.
 */
export async function checkQueueReachable(address: QueueAddress, timeoutMs = 5000): Promise<void> {
  const client = new Redis({
    ...address.redis,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let lastError = '';
  // The first error is the cause; later ones ("Connection is closed") are its consequences.
  client.on('error', (error: Error) => {
    lastError ||= /^Protocol error/.test(error.message)
      ? 'the server there does not speak the Redis protocol'
      : error.message;
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const version = await Promise.race([
      (async () => {
        await client.connect();
        await client.ping();
        const info = await client.info('server');
        const found = /redis_version:(\d+)/.exec(info)?.[1];
        // Anything that answers "+PONG" passed a ping alone, and BullMQ then failed in a busy
        // loop (a worker logged 183,542 failures in 20 s; a coordinator hung at "0 jobs added").
        // A Redis says its version, and runs the Lua scripts BullMQ is made of.
        if (found === undefined) return undefined;
        const lua = await client.eval('return 7', 0);
        return lua === 7 ? found : undefined;
      })(),
      deadline,
    ]);
    if (version === undefined)
      throw new QueueUnreachableError(
        address.url,
        'the server there answers, but not as Redis does (no redis_version in INFO, or no Lua scripting)',
      );
    if (Number(version) < 5)
      throw new QueueUnreachableError(address.url, `Redis ${version} is too old (BullMQ needs 5+)`);
  } catch (error) {
    if (error instanceof QueueUnreachableError) throw error;
    // ioredis's own error (ECONNREFUSED, ENOTFOUND, NOAUTH) says more than 'Connection is closed'.
    const message = lastError || (error as Error).message || 'connection failed';
    throw new QueueUnreachableError(address.url, message);
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}
