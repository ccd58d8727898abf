import { describe, expect, it } from 'vitest'
import { KindMarkupsSchema, PermitsHeldSchema, SupplierRulesSchema } from './rates'

// The pricing rules' fields as staff type them (docs/product.md, "Rate cards"): what is kept, and the
// message beside a field that is refused.

const rules = (fields: Record<string, string>) => SupplierRulesSchema.safeParse(fields)
const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe("a supplier's pricing rules", () => {
  it.each<[Record<string, string>, object]>([
    [{}, { commission: 0, levy: 0, levyName: '' }],
    [{ commission: '15' }, { commission: 1_500, levy: 0 }],
    [
      { commission: '12.5', levy: '18', levyName: 'VAT' },
      { commission: 1_250, levy: 1_800, levyName: 'VAT' },
    ],
    [
      { minTravellerAge: '15', seats: '7' },
      { minTravellerAge: 15, seats: 7 },
    ],
  ])('keeps %o', (typed, kept) => {
    expect(rules(typed)).toMatchObject({ success: true, data: kept })
  })

  it.each<[Record<string, string>, string, string]>([
    [{ commission: '101' }, 'commission', 'A commission in percent from 0 to 100, e.g. 15 or 12.5'],
    [{ commission: 'ten' }, 'commission', 'A commission in percent from 0 to 100, e.g. 15 or 12.5'],
    [{ levy: '18' }, 'levyName', 'Name the levy, e.g. VAT'],
    [{ levy: '-1', levyName: 'VAT' }, 'levy', 'A levy in percent from 0 to 100, e.g. 18'],
    [{ minTravellerAge: '0' }, 'minTravellerAge', 'An age from 1 to 120, or leave it empty'],
    [{ seats: '61' }, 'seats', 'Seats for 1 to 60 travellers, or leave it empty'],
    [{ where: 'nearby' }, 'where', 'Choose inside or outside the park'],
  ])('refuses %o beside %s', (typed, field, message) => {
    expect(messages(rules(typed))).toEqual([[field, message]])
  })
})

describe('the markup of each kind of item', () => {
  it('keeps the kinds set, 0 among them, and leaves the empty ones to the default', () => {
    expect(KindMarkupsSchema.parse({ park: '0', permit: '0', lodge: '', activity: '25' })).toEqual({
      park: 0,
      permit: 0,
      activity: 2_500,
    })
  })
  it('refuses a markup that is not one', () => {
    expect(messages(KindMarkupsSchema.safeParse({ park: '600' }))).toEqual([
      ['park', 'A markup in percent from 0 to 500, e.g. 0 or 12.5, or leave it empty'],
    ])
  })
})

describe('permits held, costed in their own currency', () => {
  const held = (cost: string, currency: string) =>
    PermitsHeldSchema.safeParse({ permit: '3', date: '2027-07-11', count: '2', cost, currency })
  it.each([
    ['800', 'USD', 80_000],
    ['3,000,000', 'UGX', 300_000_000],
    ['1,500,000', 'RWF', 150_000_000],
  ])('%s %s is kept in hundredths of its currency', (cost, currency, minor) => {
    expect(held(cost, currency)).toMatchObject({ success: true, data: { cost: minor, currency } })
  })
  it('refuses a currency of no card', () => {
    expect(messages(held('800', 'JPY'))).toEqual([['currency', 'Choose the currency']])
  })
})
