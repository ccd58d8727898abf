import type { z } from 'zod'
import { inquiryKind } from '~/inquiries'
import { inquiryContract, inquiryInput } from '../../testing/inquiries'
import { packagesAfter0019 } from '../../db/frozen-content/0019-content-accuracy/corrections'

// What the fuzz-*.test.ts files share: how many runs each property makes, and every public endpoint and
// form with the schema and catalogue that decide what it accepts.

/** Runs per property; FUZZ_RUNS=500 npm run test:integration digs deeper. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 40)

/** The catalogue a new server starts with: the seven packages and the one 0019 added, all published. */
export const seedCatalogue = {
  packages: packagesAfter0019.map((item) => ({
    no: item.no,
    title: item.title,
    days: item.days,
    status: 'published',
  })),
}

export const endpoints = inquiryContract.map((contract) => ({
  api: contract.create,
  form: contract.form,
  read: contract.item,
  schema: inquiryKind(contract.kind).schema as z.ZodType,
  check: inquiryKind(contract.kind).checkChoices as
    ((value: unknown, catalogue: typeof seedCatalogue) => unknown) | undefined,
  valid: () => inquiryInput(contract.kind),
  /** The columns a validated value is stored as (a one-way transfer keeps no way back, ages are tidied). */
  toRow: (value: Record<string, unknown>) =>
    inquiryKind(contract.kind).toRow(value as never) as Record<string, unknown>,
}))
