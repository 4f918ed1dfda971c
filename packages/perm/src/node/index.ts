// Node-only helpers (file input), apart from the main entry so browsers never see node:fs.

export {
  HUGE_PAGES_TUNABLE,
  hugePagesEnv,
  hugePagesRequested,
  hugePagesStatus,
  NO_HUGE_PAGES,
  relaunchWithHugePages,
  transparentHugePages,
} from './huge-pages.js';
export type { ReadTextOptions } from './read-text.js';
export { readTextFile } from './read-text.js';
export {
  MAX_DATA_BYTES,
  readDataFile,
  readSantaPuzzleInfo,
  readSantaPuzzles,
  readSantaPuzzlesIn,
  readSantaSubmission,
} from './santa-files.js';
