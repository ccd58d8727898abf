import { describe, expect, it } from 'vitest'
import { RATE_SCALE } from './exchange'
import { quoteFromCards } from './from-cards'
import { cardRate } from './test-cards'
import { emptyDayChoices } from './setup'

const cards = [
  cardRate({
    supplierId: 5,
    supplier: 'Wilson to Mara North',
    kind: 'flight',
    label: 'Scheduled',
    amount: 25_000,
  }),
  cardRate({
    supplierId: 6,
    supplier: 'Mara balloon',
    label: 'Dawn flight',
    amount: 45_000,
    minParty: 1,
    maxParty: 12,
  }),
]
const rates = { USD: RATE_SCALE, EUR: RATE_SCALE, GBP: RATE_SCALE }
const trip = {
  startDate: '2027-08-01',
  currency: 'USD' as const,
  adults: 2,
  children: 0,
  days: [{ title: 'Into the Mara', days: 2 }],
}

describe('a day priced from two more services', () => {
  it('prices both, each a line of its own that staff can set apart', () => {
    const quote = quoteFromCards(
      trip,
      {
        residency: 'non_resident',
        childAges: [],
        markup: null,
        days: [{ ...emptyDayChoices(), other: '5|Scheduled', extra: '6|Dawn flight' }],
        lines: { '0:extra:0': { sell: null, complimentary: true, markup: null } },
      },
      cards,
      rates,
      2_000,
    )!
    expect(quote.days[0]!.lines.map((line) => [line.key, line.cost, line.sell])).toEqual([
      ['0:other:0', 50_000, 60_000],
      ['0:extra:0', 90_000, 0],
    ])
  })

  it('prices a day chosen before the second service was offered', () => {
    const { extra: _extra, ...before } = { ...emptyDayChoices(), other: '5|Scheduled' }
    const quote = quoteFromCards(
      trip,
      { residency: 'non_resident', childAges: [], markup: null, days: [before] },
      cards,
      rates,
      2_000,
    )!
    expect(quote.trip).toMatchObject({ cost: 50_000, sell: 60_000 })
  })
})
