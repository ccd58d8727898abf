// CSV as spreadsheet programs open it (docs/product.md, "Exports"): UTF-8 with a byte-order mark (so
// Excel reads accents), CRLF line ends, a cell quoted when it holds a comma, quote or line break. A
// cell that a spreadsheet would read as a formula (one beginning with =, +, -, @, a tab or a carriage
// return, after any spaces) gets a leading apostrophe, so a traveller's "=HYPERLINK(…)" is shown as
// the text it is and never run.

export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[\s]*[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`
