import { describe, expect, it } from 'vitest'
import { foldMargins, marginShares, monthLabel, type MarginRow } from './margins'

const row = (fields: Partial<MarginRow>): MarginRow => ({
  month: '2027-02',
  source: 'google',
  package: '1',
  status: 'confirmed',
  currency: 'USD',
  count: 1,
  costed: 1,
  sell: 1_000_000,
  cost: 800_000,
  ...fields,
})

describe('the confirmed margin', () => {
  const folded = foldMargins(
    [
      row({}),
      // Completed counts; a second month, another source, tailor-made.
      row({
        month: '2027-01',
        status: 'completed',
        source: null,
        package: null,
        sell: 500_000,
        cost: 450_000,
      }),
      // Not priced from the cards: counted as confirmed, never as margin.
      row({ month: '2027-02', source: 'newsletter', costed: 0, sell: 0, cost: 0 }),
      // Euros stay euros.
      row({ currency: 'EUR', sell: 400_000, cost: 300_000 }),
      // Accepted or Deposit paid: not confirmed yet.
      row({ status: 'deposit_paid', sell: 2_000_000, cost: 100_000 }),
      row({ status: 'accepted' }),
    ],
    (no) => `Package ${no}`,
  )

  it('adds up the confirmed bookings priced from the cards, each currency on its own', () => {
    expect(folded.totals).toEqual({
      label: 'All',
      confirmed: 4,
      costed: 3,
      sell: { USD: 1_500_000, EUR: 400_000 },
      margin: { USD: 250_000, EUR: 100_000 },
      uncosted: {},
    })
    expect(marginShares(folded.totals)).toEqual({ USD: 1_667, EUR: 2_500 })
  })

  it('by month accepted, oldest first; by package and by source, most bookings first', () => {
    expect(folded.byMonth.map((group) => [group.label, group.confirmed, group.margin])).toEqual([
      ['January 2027', 1, { USD: 50_000 }],
      ['February 2027', 3, { USD: 200_000, EUR: 100_000 }],
    ])
    expect(folded.byPackage.map((group) => [group.label, group.confirmed, group.costed])).toEqual([
      ['Package 1', 3, 2],
      ['Tailor-made', 1, 1],
    ])
    expect(folded.bySource.map((group) => [group.label, group.margin])).toEqual([
      ['google', { USD: 200_000, EUR: 100_000 }],
      ['direct', { USD: 50_000 }],
      ['newsletter', {}],
    ])
  })

  it('leaves a price with no known cost out of the margin, and says it apart', () => {
    // The cards' lines sold at US$5,088 for a cost of US$4,240, beside four lines typed with no cost
    // (US$5,380): the margin is the cards' US$848, never US$6,228.
    const { totals } = foldMargins([row({ sell: 1_046_800, cost: 424_000, uncosted: 538_000 })])
    expect(totals.margin).toEqual({ USD: 84_800 })
    expect(totals.uncosted).toEqual({ USD: 538_000 })
    expect(marginShares(totals)).toEqual({ USD: 1_667 })
  })

  it('names a month in full', () => {
    expect(monthLabel('2026-11')).toBe('November 2026')
  })
})
