import fc from 'fast-check';

/*
 * Random damage to a submission file, for the fuzz tests: the edits a truncated copy, a stray
 * editor, a bad merge by hand or a wrong encoding make, biased to the characters that matter to
 * CSV and to move lists.
 */

const PIECES = [
  ',',
  '.',
  '..',
  '"',
  '""',
  '\n',
  '\r\n',
  '\r',
  '\ufeff',
  '\0',
  ' ',
  '\t',
  '-',
  'f0',
  '-r1',
  'd2',
  'l',
  'zz',
  '7',
  '99',
  '-3',
  '1e3',
  'id,moves',
  'é',
  '😀',
];

type Edit =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate-line'; at: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      text: fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4, unit: 'binary' })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      at: fc.nat(),
      length: fc.integer({ min: 1, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('duplicate-line' as const), at: fc.nat() }),
  },
);

function apply(text: string, e: Edit): string {
  const at = e.at % (text.length + 1);
  switch (e.kind) {
    case 'insert':
      return text.slice(0, at) + e.text + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + e.length);
    case 'truncate':
      return text.slice(0, at);
    case 'duplicate-line': {
      const lines = text.split('\n');
      const i = e.at % lines.length;
      lines.splice(i, 0, lines[i] as string);
      return lines.join('\n');
    }
  }
}

/** `text` with 0 to `maxEdits` random edits (none now and then: valid files are covered too). */
export function corrupted(text: string, maxEdits = 6): fc.Arbitrary<string> {
  return fc
    .array(edit, { maxLength: maxEdits })
    .map((edits) => edits.reduce((t, e) => apply(t, e), text));
}
