// Imported first by cli.ts, before any library reads the environment (see color-env.ts).
import { applyColourEnv } from './color-env.js';

applyColourEnv(process.env);
