// Imported first by cli.ts, before any library reads the environment. supports-color (Ink's
// colours, through chalk) takes any CI variable as a CI without colours, even CI=false, while
// is-in-ci (Ink's rendering) reads "false" and "0" as "not a CI". Make them agree: CI=false or
// CI=0 means a person at a terminal, so colours stay on.
if (process.env.CI === 'false' || process.env.CI === '0') delete process.env.CI;
