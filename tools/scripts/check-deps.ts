import { fileURLToPath } from 'node:url';
import { checkDeps, formatViolation } from './deps/check.js';
import { workspacePackages } from './deps/workspace.js';

/*
 * pnpm check:deps — the dependency-direction check (rules: deps/rules.ts). Prints each violation
 * as `file:line: what is wrong` and exits 1; exits 0 with a one-line summary otherwise.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const violations = checkDeps(root);
for (const v of violations) console.error(formatViolation(v));
if (violations.length > 0) {
  console.error(`check:deps: ${violations.length} violation(s)`);
  process.exit(1);
}
console.log(
  `check:deps: ${workspacePackages(root).length} workspace packages, every import points down the layers`,
);
