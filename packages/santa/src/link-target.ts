import { readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Links followed before giving up, as the kernel's own limit (ELOOP) is about. */
const MAX_HOPS = 40;

/**
 * The file that writing `file` should change: its symbolic links followed (the last one may point
 * at a file not yet there) and its directory's real path. A submission is written atomically, a
 * new file renamed over the old; renamed over a link, it replaced the link with a regular file and
 * left the file the link points at untouched, so `--out` or `--in` given as a link never got the
 * answers. Writing at the target keeps the link and updates what it points at; the lock is taken
 * there too, so writers given the link and the file share one. Throws Node's file errors (an
 * ELOOP for links that point at each other), for the caller's `writeFailure`.
 */
export function writeTarget(file: string): string {
  let path = resolve(file);
  for (let hops = 0; ; hops++) {
    let link: string;
    try {
      link = readlinkSync(path);
    } catch (error) {
      const code = (error as { code?: string }).code;
      // EINVAL: not a link; ENOENT: nothing there yet. Either way, this is the file to write.
      if (code === 'EINVAL' || code === 'ENOENT') break;
      throw error;
    }
    if (hops >= MAX_HOPS)
      throw Object.assign(new Error(`too many symbolic links: ${file}`), { code: 'ELOOP' });
    path = resolve(dirname(path), link);
  }
  return join(realpathSync(dirname(path)), basename(path));
}
