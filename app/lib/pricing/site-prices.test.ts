import { describe, expect, it } from 'vitest'
import { RATE_SCALE } from './exchange'
import type { CardRate } from './from-cards'
import { cardRate } from './test-cards'
import { emptyDayChoices } from './setup'
import { computeSitePrices, departuresIn, roundUpTo, shownSeasons } from './site-prices'

const rates = { USD: RATE_SCALE, EUR: Math.round(0.9 * RATE_SCALE), GBP: Math.round(0.8 * RATE_SCALE) }

const green = { id: 1, name: 'Green season 2027', from: '2027-03-01', to: '2027-05-31' }
const peak = { id: 2, name: 'Peak 2027', from: '2027-06-01', to: '2027-10-31' }

const rate = (fields: Partial<CardRate>) =>
  cardRate({
    supplier: 'Mara Plains Camp',
    kind: 'lodge',
    label: 'Double tent, full board',
    basis: 'per_person_sharing',
    amount: 30_000,
    maxOccupancy: 2,
    ...fields,
  })

const cards: CardRate[] = [
  rate({ season: green, amount: 30_000 }),
  rate({ season: peak, amount: 50_000 }),
  rate({
    supplierId: 2,
    supplier: 'Maasai Mara',
    kind: 'park',
    label: 'Conservation fee',
    basis: 'per_person_day',
    amount: 10_000,
    residency: 'non_resident',
  }),
  rate({
    supplierId: 2,
    supplier: 'Maasai Mara',
    kind: 'park',
    label: 'Conservation fee',
    basis: 'per_person_day',
    amount: 1_500,
    residency: 'east_african',
  }),
]

const item = {
  itinerary: [
    { from: 1, to: 2, title: 'The Mara' },
    { from: 3, to: 3, title: 'Home' },
  ],
  seasons: [
    { name: 'Green', from: 3, to: 5, cents: 99_900 },
    { name: 'Peak', from: 6, to: 10, cents: 149_900 },
    { name: 'Short rains', from: 11, to: 12, cents: 89_900 },
  ],
  days: [{ ...emptyDayChoices(), lodge: '1|Double tent, full board', park: '2' }, emptyDayChoices()],
}

const rules = { rates, defaultMarkup: 2_000, rounding: 1_000, today: '2026-11-26' }

describe('the website prices of a package from the rate cards', () => {
  it.each([
    [123_401, 1_000, 124_000],
    [124_000, 1_000, 124_000],
    [123_401, 100, 123_500],
    [123_401, 1, 123_401],
    [1, 10_000, 10_000],
  ])('rounds %i up to a step of %i: %i', (minor, step, rounded) => {
    expect(roundUpTo(minor, step)).toBe(rounded)
  })

  it('departs on the first of each month of a season, at its next date', () => {
    expect(departuresIn({ from: 11, to: 2 }, '2026-11-26')).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-11-01',
    ])
    expect(departuresIn({ from: 11, to: 11 }, '2026-11-01')).toEqual(['2026-11-01'])
  })

  it('prices each season for two adults sharing, non-resident, at the default markup, per person', () => {
    const [greenSeason, peakSeason] = computeSitePrices(item, cards, rules)
    // Two nights at 300 and two days of the non-resident fee at 100, plus 20%: 960, rounded up to 960.
    expect(greenSeason).toMatchObject({ computed: 96_000, departure: '2027-03-01', warnings: [] })
    // Peak: 2 × 500 + 2 × 100 = 1,200, plus 20%: 1,440.
    expect(peakSeason).toMatchObject({ computed: 144_000, departure: '2027-06-01' })
  })

  it('gives no figure where the cards hold no rate, and says why', () => {
    const shortRains = computeSitePrices(item, cards, rules)[2]!
    expect(shortRains.computed).toBeNull()
    expect(shortRains.warnings.join(' ')).toMatch(/No season of the rate card holds 2026-12-01/)
  })

  it('follows the cards: a rate changed changes the figure', () => {
    const dearer = cards.map((card) => (card.season?.id === 1 ? { ...card, amount: 35_000 } : card))
    expect(computeSitePrices(item, dearer, rules)[0]!.computed).toBe(108_000)
  })

  it('a permit at the party’s residency: two non-residents at $250 each move the figure by $300 a person', () => {
    const permit = (residency: string, amount: number, currency = 'USD') =>
      rate({
        supplierId: 3,
        supplier: 'Kibale',
        kind: 'permit',
        label: 'Chimpanzee tracking',
        basis: 'per_person',
        residency,
        amount,
        currency,
      })
    // As a card lists them: the East African citizens' rate, in Ugandan shillings, read first.
    const permits = [
      permit('east_african', 15_000_000, 'UGX'),
      permit('non_resident', 25_000),
      permit('foreign_resident', 20_000),
    ]
    const withPermit = {
      ...item,
      days: [{ ...item.days[0]!, other: '3|Chimpanzee tracking' }, item.days[1]!],
    }
    const withUgx = { ...rules, rates: { ...rates, UGX: 3_700_000_000 } }
    const before = computeSitePrices(item, cards, withUgx)[0]!
    const after = computeSitePrices(withPermit, [...cards, ...permits], withUgx)[0]!
    // (2 × 250) plus 20% is 600 for two: 300 each.
    expect([before.computed, after.computed, after.warnings]).toEqual([96_000, 126_000, []])
  })

  it('shows the computed figures only where the admin chose the cards and one was computed', () => {
    const computed = computeSitePrices(item, cards, rules)
    expect(shownSeasons('cards', computed).map((season) => season.cents)).toEqual([96_000, 144_000, 89_900])
    expect(shownSeasons('typed', computed).map((season) => season.cents)).toEqual([99_900, 149_900, 89_900])
  })
})
