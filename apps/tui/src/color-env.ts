/**
 * Makes the colour variables mean what users expect, before any library reads them:
 * - CI=false or CI=0 means a person at a terminal: supports-color (Ink's colours, through chalk)
 *   takes any CI variable as a CI without colours, while is-in-ci (Ink's rendering) reads "false"
 *   and "0" as "not a CI"; the variable is dropped so both agree and colours stay on.
 * - NO_COLOR set and not empty (no-color.org) turns colours off, unless FORCE_COLOR asks for them
 *   (Node's own precedence). supports-color reads only FORCE_COLOR, so NO_COLOR becomes
 *   FORCE_COLOR=0, which it reads as "no colours".
 */
export function applyColourEnv(env: NodeJS.ProcessEnv): void {
  if (env.CI === 'false' || env.CI === '0') delete env.CI;
  if (env.NO_COLOR && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '0';
}
