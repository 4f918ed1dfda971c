/** The puzzle family and size of a Santa type name, or `undefined` for an unknown name. */
export function parseSantaType(
  type: string,
):
  | { kind: 'cube'; n: number }
  | { kind: 'globe'; a: number; b: number }
  | { kind: 'wreath'; n: number }
  | undefined {
  let m = /^cube_(\d+)\/(\d+)\/(\d+)$/.exec(type);
  if (m && m[1] === m[2] && m[2] === m[3]) return { kind: 'cube', n: Number(m[1]) };
  m = /^globe_(\d+)\/(\d+)$/.exec(type);
  if (m) return { kind: 'globe', a: Number(m[1]), b: Number(m[2]) };
  m = /^wreath_(\d+)\/(\d+)$/.exec(type);
  if (m && m[1] === m[2]) return { kind: 'wreath', n: Number(m[1]) };
  return undefined;
}

const FAMILY_ORDER = ['cube', 'wreath', 'globe'];

/** Orders type names for tables: cubes by size, then wreaths, then globes; unknown names last. */
export function compareTypes(x: string, y: string): number {
  const key = (type: string): number[] => {
    const t = parseSantaType(type);
    if (!t) return [FAMILY_ORDER.length];
    const family = FAMILY_ORDER.indexOf(t.kind);
    return t.kind === 'globe' ? [family, t.a, t.b] : [family, t.n];
  };
  const a = key(x);
  const b = key(y);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}
