import { readCsv } from '~/lib/csv-read'

// CSV read back as a spreadsheet program reads it (RFC 4180: quoted cells, doubled quotes, line breaks
// inside quotes), for the export tests: the same reader that takes a supplier's rate sheet, unbounded.

export const parseCsv = (text: string): string[][] => readCsv(text, Number.MAX_SAFE_INTEGER).rows
