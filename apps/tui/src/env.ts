// Imported first by cli.ts, before any library reads the environment (see color-env.ts).
import { applyColourEnv } from './color-env.js';

applyColourEnv(process.env);
// React's production build unless asked otherwise: React picks its build from NODE_ENV when it is
// first loaded (after this module: ESM evaluates cli.ts's imports in order), and the development
// build, chosen when NODE_ENV is unset as it is for a user's `puz`, checks and records every
// render, which slowed each key on a big cube. (The esbuild bundle fixed it at build time; the
// published CLI is compiled by tsc, file for file, and loads the installed React.)
process.env.NODE_ENV ??= 'production';
