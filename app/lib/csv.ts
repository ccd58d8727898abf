// CSV as spreadsheet programs open it (docs/product.md, "Exports"): UTF-8 with a byte-order mark (so
// Excel reads accents), CRLF line ends, every cell quoted. A cell that a spreadsheet could read as a
// formula gets an apostrophe before it, so a traveller's "=HYPERLINK(…)" is shown as the text it is
// and never run: at its start (after any spaces), and after any `;`, `,`, tab or line break inside it,
// since Excel in German or French settings splits cells on `;` and a file opened with the wrong
// separator splits on whatever it finds.

export const CSV_BOM = '\uFEFF'

/** A cell a spreadsheet reads as a formula: one beginning, after any spaces, with these. */
const FORMULA_START = /^\s*[=+\-@\t\r]/
/** A formula after a separator inside the cell (not at its start: that is the rule above). */
const FORMULA_INSIDE = /(?<=[\s\S])([;,\t\r\n][^\S\r\n]*)(?=[=+\-@])/g

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""'
  let text = (typeof value === 'string' ? value : String(value)).replace(FORMULA_INSIDE, "$1'")
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`
