import { describe, expect, test } from 'vitest';
import { SantaDataError } from '../errors.js';
import { csvBody, parseCsv } from './csv.js';

describe('parseCsv', () => {
  test.each([
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      [1, 2],
    ],
    [
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      [1, 2],
    ],
    ['a,"x, y"\n', [['a', 'x, y']], [1]],
    ['"say ""hi""",2\n', [['say "hi"', '2']], [1]],
    [
      '"two\nlines",1\nnext,2\n',
      [
        ['two\nlines', '1'],
        ['next', '2'],
      ],
      [1, 3],
    ],
    ['a\n\n\nb\n', [['a'], ['b']], [1, 4]],
    ['\ufeffid,moves\n', [['id', 'moves']], [1]],
    ['1,\n', [['1', '']], [1]],
  ])('%j', (text, fields, lines) => {
    const records = parseCsv(text, 'f.csv');
    expect(records.map((r) => r.fields)).toEqual(fields);
    expect(records.map((r) => r.line)).toEqual(lines);
  });

  test.each([
    ['a,b\n1,"open\n2,3\n', 2, 'unterminated'],
    ['a,b\n1,"x"y\n', 2, 'after a closing quote'],
    ['a,b\n1,2\n3,x"y\n', 3, 'quote inside'],
  ])('%j is a SantaDataError on line %i', (text, line, message) => {
    const error = (() => {
      try {
        parseCsv(text, 'f.csv');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SantaDataError);
    expect(error).toMatchObject({ file: 'f.csv', line });
    expect((error as Error).message).toContain(message);
  });

  test('csvBody checks the header', () => {
    expect(csvBody('id,moves\n1,f0\n', 's.csv', ['id', 'moves'])).toEqual([
      { fields: ['1', 'f0'], line: 2 },
    ]);
    expect(() => csvBody('id,move\n', 's.csv', ['id', 'moves'])).toThrow(/expected "id,moves"/);
    expect(() => csvBody('', 's.csv', ['id', 'moves'])).toThrow(SantaDataError);
  });
});
