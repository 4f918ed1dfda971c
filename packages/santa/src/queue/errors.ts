import { PuzError } from '@puz/perm';

/** A `--queue` address that is not a Redis URL (`redis://HOST:PORT[/DB]`, `rediss://` for TLS). */
export class QueueUrlError extends PuzError {
  override readonly name = 'QueueUrlError';
}

/**
 * The Redis server behind `--queue` does not answer (refused, timed out, wrong password, too old
 * for BullMQ): reported at start, before any work, rather than waiting on it forever.
 */
export class QueueUnreachableError extends PuzError {
  override readonly name = 'QueueUnreachableError';
  readonly url: string;

  constructor(url: string, reason: string) {
    super(
      `cannot reach the queue at ${url}: ${reason} (is redis-server running there? see "Solving on a queue" in the README)`,
    );
    this.url = url;
  }
}
