import { expect, test } from 'vitest'
import { readCsv } from './csv-read'

test.each([
  [
    'plain, with CRLF and a blank last line',
    'a,b\r\n1,2\r\n\r\n',
    [
      ['a', 'b'],
      ['1', '2'],
    ],
  ],
  [
    'quoted commas, quotes and a line break',
    '"Double tent, full board","He said ""ok""","two\nlines"',
    [['Double tent, full board', 'He said "ok"', 'two\nlines']],
  ],
  [
    'semicolons, as European spreadsheets save',
    '\uFEFFseason;rate\nHigh season 2027;450,50',
    [
      ['season', 'rate'],
      ['High season 2027', '450,50'],
    ],
  ],
  ['empty cells kept in place', 'a,,c\n,,', [['a', '', 'c']]],
])('%s', (_case, text, rows) => {
  expect(readCsv(text)).toEqual({ rows, cut: false })
})

test('reads at most the rows it is allowed, and says it stopped', () => {
  const text = Array.from({ length: 10 }, (_, index) => `row ${index}`).join('\n')
  expect(readCsv(text, 3)).toEqual({ rows: [['row 0'], ['row 1'], ['row 2']], cut: true })
})
