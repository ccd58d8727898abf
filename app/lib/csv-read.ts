// Reading CSV that staff paste or upload (a lodge's rate sheet): fields separated by commas or, as
// spreadsheets in many European settings save them, semicolons; quoted fields may hold separators,
// doubled quotes and line breaks; a byte-order mark and a trailing blank line are ignored. Bounded:
// at most `maxRows` rows are read.

export interface CsvRead {
  rows: string[][]
  /** More rows were there than were read */
  cut: boolean
}

export function readCsv(text: string, maxRows = 500): CsvRead {
  const source = text.replace(/^\uFEFF/, '')
  const firstLine = source.split(/\r?\n/, 1)[0] ?? ''
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++
      row.push(field)
      field = ''
      if (row.some((cell) => cell.trim() !== '')) rows.push(row)
      row = []
      if (rows.length > maxRows) return { rows: rows.slice(0, maxRows), cut: true }
    } else field += char
  }
  row.push(field)
  if (row.some((cell) => cell.trim() !== '')) rows.push(row)
  return rows.length > maxRows ? { rows: rows.slice(0, maxRows), cut: true } : { rows, cut: false }
}
