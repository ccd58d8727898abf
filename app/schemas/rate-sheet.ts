import { readCsv } from '~/lib/csv-read'
import { RATE_BASES, RATE_FACTS, RATE_ROOM_TYPES, RESIDENCIES, type SupplierKind } from '~/lib/rate-cards'
import { rateSchemaFor, type TypedRate } from './rates'

// A supplier's rate sheet as CSV (docs/product.md, "Rate cards"): a header row naming the columns, then
// a rate a line, read with the same rules as the form that adds one rate. Every line is checked before
// any is added; each refused line says its number and why.

export const RATE_SHEET_MAX_LINES = 300

/** The columns a sheet may have, and the form field each fills. */
const COLUMNS: Record<string, string> = {
  season: 'season',
  for: 'label',
  label: 'label',
  basis: 'basis',
  rate: 'amount',
  amount: 'amount',
  currency: 'currency',
  net_or_rack: 'rateKind',
  max_occupancy: 'maxOccupancy',
  single_supplement: 'singleSupplement',
  residency: 'residency',
  min_age: 'minAge',
  max_age: 'maxAge',
  min_party: 'minParty',
  max_party: 'maxParty',
  room_type: 'roomType',
}

/** The column a form field is named by in a sheet's messages. */
const COLUMN_OF = Object.fromEntries(
  Object.entries(COLUMNS)
    .reverse()
    .map(([column, field]) => [field, column]),
)

/** The header line a sheet of this kind of supplier has. */
export const rateSheetHeader = (kind: SupplierKind) =>
  [
    'season',
    'for',
    'basis',
    'rate',
    'currency',
    'net_or_rack',
    ...RATE_FACTS[kind].map((fact) => COLUMN_OF[fact]),
  ].join(',')

const codeOf = (value: string, names: Record<string, string>) => {
  const wanted = value.trim().toLowerCase()
  return (
    Object.entries(names).find(([code, label]) => code === wanted || label.toLowerCase() === wanted)?.[0] ??
    value
  )
}

export interface SheetLine {
  /** The line's number in the file, the header being 1 */
  line: number
  rate?: TypedRate
  errors: string[]
}

export interface SheetRead {
  lines: SheetLine[]
  /** What stops the whole sheet (no header, an unknown column, too many lines) */
  problem: string | null
}

export function readRateSheet(
  text: string,
  kind: SupplierKind,
  seasons: readonly { id: number; name: string }[],
): SheetRead {
  const { rows, cut } = readCsv(text, RATE_SHEET_MAX_LINES + 1)
  if (cut)
    return { lines: [], problem: `A sheet takes at most ${RATE_SHEET_MAX_LINES} rates: split it in two.` }
  const [header, ...body] = rows
  if (!header || !body.length)
    return { lines: [], problem: `Paste a header line and at least one rate, e.g. ${rateSheetHeader(kind)}` }
  const names = header.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'))
  const unknown = names.filter((name) => !(name in COLUMNS))
  if (unknown.length)
    return {
      lines: [],
      problem: `Unknown column ${unknown.map((name) => `"${name}"`).join(', ')}: the columns are ${Object.keys(COLUMNS).join(', ')}`,
    }
  const schema = rateSchemaFor(kind)
  const lines = body.map((cells, index): SheetLine => {
    const line = index + 2
    const fields: Record<string, string> = {}
    names.forEach((name, column) => (fields[COLUMNS[name]!] = (cells[column] ?? '').trim()))
    const errors: string[] = []
    if (fields.season) {
      const season = seasons.find((item) => item.name.toLowerCase() === fields.season!.toLowerCase())
      if (season) fields.season = String(season.id)
      else errors.push(`No season named "${fields.season}"`)
    }
    if (fields.basis) fields.basis = codeOf(fields.basis, RATE_BASES)
    if (fields.residency) fields.residency = codeOf(fields.residency, RESIDENCIES)
    if (fields.roomType) fields.roomType = codeOf(fields.roomType, RATE_ROOM_TYPES)
    if (fields.rateKind) fields.rateKind = fields.rateKind.toLowerCase()
    if (fields.currency) fields.currency = fields.currency.toUpperCase()
    // A decimal comma, as a spreadsheet in German or French settings writes 450,50.
    for (const money of ['amount', 'singleSupplement'])
      if (/^\d+,\d{1,2}$/.test(fields[money] ?? '')) fields[money] = fields[money]!.replace(',', '.')
    if (errors.length) return { line, errors }
    const parsed = schema.safeParse(fields)
    if (parsed.success) return { line, rate: parsed.data, errors: [] }
    return {
      line,
      errors: parsed.error.issues.map(
        (issue) => `${COLUMN_OF[String(issue.path[0])] ?? 'line'}: ${issue.message}`,
      ),
    }
  })
  return { lines, problem: null }
}
