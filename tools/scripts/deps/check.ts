import { posix } from 'node:path';
import { RULES, type Rules, SCOPE } from './rules.js';
import { literals, packageOf } from './scan.js';
import { readText, sourceFiles, type WorkspacePackage, workspacePackages } from './workspace.js';

/** One broken rule, at `file:line` (repo-relative). */
export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export const formatViolation = (v: Violation): string => `${v.file}:${v.line}: ${v.message}`;

const inDir = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);
const matches = (entry: string, dir: string) =>
  entry === dir || (entry.endsWith('/*') && posix.dirname(dir) === entry.slice(0, -2));

/** Where a package sits: its layer's index, or its tool rule, or nothing (unlisted). */
function placeOf(rules: Rules, dir: string) {
  const layer = rules.layers.findIndex((entries) => entries.some((e) => matches(e, dir)));
  const tool = Object.entries(rules.tools).find(([entry]) => matches(entry, dir))?.[1];
  return { layer, tool };
}

/** Why `from` may not import `to` (a workspace package), or undefined when it may. */
function layerProblem(
  rules: Rules,
  from: WorkspacePackage,
  to: WorkspacePackage,
  devFile: boolean,
): string | undefined {
  const a = placeOf(rules, from.dir);
  const b = placeOf(rules, to.dir);
  // A repo script is tooling itself: it may use any package and the test kit.
  if (a.tool?.imports === 'any') return undefined;
  if (b.tool) {
    if (b.tool.importedFrom === 'nowhere') return `${to.name} is a script, never imported`;
    if (!devFile)
      return `${to.name} is for tests, test support, benchmarks and vitest configs only`;
    if (from.dependencies.has(to.name))
      return `${to.name} must be a devDependency, not a dependency`;
    return undefined;
  }
  if (a.tool) return `${from.name} imports no @puz package`;
  if (a.layer < 0) return undefined; // reported once, at its package.json
  if (b.layer < 0)
    return `${to.name} (${to.dir}) is in no layer: add it to tools/scripts/deps/rules.ts`;
  if (b.layer === a.layer)
    return to.dir.startsWith('apps/')
      ? `an app never imports another app (${to.name})`
      : `${from.name} and ${to.name} are on the same layer and never import each other`;
  if (b.layer > a.layer) return `${from.name} may not import ${to.name}, a higher layer`;
  if (rules.notImported[from.dir]?.includes(to.dir))
    return `${from.name} may not import ${to.name} (tools/scripts/deps/rules.ts NOT_IMPORTED)`;
  return undefined;
}

/** The violations of one file of package `pkg`. */
function checkFile(
  root: string,
  rules: Rules,
  all: readonly WorkspacePackage[],
  pkg: WorkspacePackage,
  file: string,
): Violation[] {
  const out: Violation[] = [];
  const devFile = rules.devFiles.some((re) => re.test(file));
  const shipped = !pkg.private && inDir(file, `${pkg.dir}/src`) && !devFile;
  const walksRepo = placeOf(rules, pkg.dir).tool?.walksRepo === true;
  for (const { text, line, specifier } of literals(file, readText(root, file))) {
    const at = (message: string) => out.push({ file, line, message });
    const name = specifier ? packageOf(text) : undefined;
    if (name?.startsWith(SCOPE) && name !== pkg.name) {
      const to = all.find((p) => p.name === name);
      if (!to) {
        at(`imports ${text}: no workspace package ${name}`);
        continue;
      }
      const problem = layerProblem(rules, pkg, to, devFile);
      if (problem) at(`imports ${text}: ${problem}`);
      else if (!pkg.dependencies.has(name) && !pkg.devDependencies.has(name))
        at(`imports ${text}: ${name} is not declared in ${pkg.dir}/package.json`);
      else if (shipped && !pkg.dependencies.has(name))
        at(
          `imports ${text} from published code: ${name} must be a dependency, not a devDependency`,
        );
    }
    // A path into another package: reading its files by path bypasses its exports and this check.
    // Resolved from the file and from the package (a script's working directory), as either is meant.
    if (!walksRepo && text.includes('../')) {
      const targets = [posix.dirname(file), pkg.dir].map((base) => posix.join(base, text));
      // A path that stays in its own package from the file itself is a plain relative import.
      const own = inDir(targets[0] as string, pkg.dir);
      const other = own
        ? undefined
        : all.find((p) => p !== pkg && targets.some((t) => inDir(t, p.dir)));
      if (other)
        at(
          `'${text}' reaches into ${other.dir}: get its files through its exports or @puz/test-kit`,
        );
    }
  }
  return out;
}

/**
 * Every dependency-direction violation in the repo at `root`: imports against the layers, imports
 * of undeclared packages, test tooling in shipped code, and paths into other packages' files.
 */
export function checkDeps(root: string, rules: Rules = RULES): Violation[] {
  const all = workspacePackages(root);
  const out: Violation[] = [];
  for (const pkg of all) {
    const { layer, tool } = placeOf(rules, pkg.dir);
    if (layer < 0 && !tool)
      out.push({
        file: `${pkg.dir}/package.json`,
        line: 1,
        message: `${pkg.name} is in no layer: add ${pkg.dir} to tools/scripts/deps/rules.ts`,
      });
    for (const file of sourceFiles(root, pkg.dir))
      out.push(...checkFile(root, rules, all, pkg, file));
  }
  return out;
}
