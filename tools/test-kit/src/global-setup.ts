import { dataNote } from './data-note.js';

/** vitest's global set-up for the whole repo: says once which data the tests read. */
export default function setup(): void {
  for (const line of dataNote()) console.log(line);
}
