import { describe, expect, it } from 'vitest'
import { RATE_SCALE } from './exchange'
import { quoteFromCards, type CardRate } from './from-cards'
import type { Residency } from './party'
import { cardRate } from './test-cards'
import { emptyDayChoices, type DayChoices } from './setup'

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

// The figures of prices staff can trust (docs/product.md, "Rate cards"), each worked by hand: at 2,500
// Tanzanian and 3,700 Ugandan shillings to the dollar, with no markup unless a case names one.
const pinned = { ...rates, TZS: 2_500_000_000, UGX: 3_700_000_000 }
const green = { id: 1, name: 'Green 2027', from: '2027-03-01', to: '2027-05-31' }
const high = { id: 2, name: 'High 2027', from: '2027-06-01', to: '2027-10-31' }
const noMarkup = 0

const priced = (
  cards: CardRate[],
  choices: Partial<DayChoices>,
  party: { adults: number; childAges?: number[]; residency?: Residency; startDate?: string; days?: number },
) =>
  quoteFromCards(
    {
      startDate: party.startDate ?? '2027-08-01',
      currency: 'USD',
      adults: party.adults,
      children: party.childAges?.length ?? 0,
      days: [{ title: 'The day', days: party.days ?? 1 }],
    },
    {
      residency: party.residency ?? 'non_resident',
      childAges: party.childAges ?? [],
      markup: null,
      days: [{ ...emptyDayChoices(), ...choices }],
    },
    cards,
    pinned,
    noMarkup,
  )!

describe('amounts of two currencies converted before they are added', () => {
  it('a lodge: two adults at US$100 each and a child at TZS 50,000 (US$20) for a night is US$220', () => {
    const lodge = (fields: Partial<CardRate>) =>
      cardRate({
        supplier: 'Kopje Camp',
        kind: 'lodge',
        label: 'Tent',
        basis: 'per_person_sharing',
        ...fields,
      })
    const quote = priced(
      [
        lodge({ amount: 10_000, maxOccupancy: 3 }),
        lodge({ amount: 5_000_000, currency: 'TZS', minAge: 3, maxAge: 11, maxOccupancy: 3 }),
      ],
      { lodge: '1|Tent' },
      { adults: 2, childAges: [7] },
    )
    expect(quote.trip.cost).toBe(22_000)
    expect(quote.warnings).toEqual([])
  })

  it('a park: an adult fee of US$140 and a child fee of TZS 50,000 for a day is US$160', () => {
    const fee = (fields: Partial<CardRate>) =>
      cardRate({
        supplier: 'Serengeti',
        kind: 'park',
        label: 'Conservation fee',
        basis: 'per_person_day',
        residency: 'non_resident',
        ...fields,
      })
    const quote = priced(
      [
        fee({ amount: 14_000, minAge: 16, maxAge: 120 }),
        fee({ amount: 5_000_000, currency: 'TZS', minAge: 3, maxAge: 15 }),
      ],
      { park: '1' },
      { adults: 1, childAges: [7] },
    )
    expect(quote.trip.cost).toBe(16_000)
    expect(quote.warnings).toEqual([])
  })
})

describe('every day at its own season', () => {
  const fee = (season: typeof green, amount: number) =>
    cardRate({
      supplier: 'Serengeti',
      kind: 'park',
      label: 'Conservation fee',
      basis: 'per_person_day',
      residency: 'non_resident',
      minAge: 16,
      maxAge: 120,
      amount,
      season,
    })
  it('park fees for two adults on 31 May (green, $100) and 1 June (high, $200) are US$600, a line each', () => {
    const quote = priced(
      [fee(green, 10_000), fee(high, 20_000)],
      { park: '1' },
      { adults: 2, startDate: '2027-05-31', days: 2 },
    )
    expect(quote.trip.cost).toBe(60_000)
    expect(quote.days[0]!.lines.map((line) => [line.key, line.description, line.cost])).toEqual([
      ['0:park:0', 'Serengeti, Conservation fee, 2 travellers, 1 day from 2027-05-31 (Green 2027)', 20_000],
      ['0:park:1', 'Serengeti, Conservation fee, 2 travellers, 1 day from 2027-06-01 (High 2027)', 40_000],
    ])
  })

  it('a vehicle by the day: two green days at $200 and one high at $300 are US$700', () => {
    const vehicle = (season: typeof green, amount: number) =>
      cardRate({
        supplier: 'Land Cruiser',
        kind: 'vehicle',
        label: 'Day',
        basis: 'per_vehicle_day',
        amount,
        season,
      })
    const quote = priced(
      [vehicle(green, 20_000), vehicle(high, 30_000)],
      { vehicle: '1|Day' },
      { adults: 2, startDate: '2027-05-30', days: 3 },
    )
    expect(quote.days[0]!.lines.map((line) => line.cost)).toEqual([40_000, 30_000])
    expect(quote.trip.cost).toBe(70_000)
  })
})

describe('a rate found by everything that selects it', () => {
  const permit = (fields: Partial<CardRate>) =>
    cardRate({ supplier: 'Kibale', kind: 'permit', label: 'Chimpanzee tracking', ...fields })
  // As a card lists them: the East African citizens' rate read first.
  const chimps = [
    permit({ residency: 'east_african', amount: 15_000_000, currency: 'UGX' }),
    permit({ residency: 'non_resident', amount: 25_000 }),
    permit({ residency: 'foreign_resident', amount: 20_000 }),
  ]

  it.each([
    ['non_resident', 100_000], // 4 × $250
    ['foreign_resident', 80_000], // 4 × $200
    ['east_african', 16_216], // 4 × UGX 150,000 = UGX 600,000 at 3,700 = $162.162…
  ] as const)('the permit at the party’s residency: four of %s cost %i cents', (residency, cost) => {
    const quote = priced(chimps, { other: '1|Chimpanzee tracking' }, { adults: 4, residency })
    expect(quote.trip.cost).toBe(cost)
    expect(quote.warnings).toEqual([])
  })

  it('a rate for anyone when the card has none for the residency; none for another residency is a warning', () => {
    const anyone = priced([permit({ amount: 30_000 })], { other: '1|Chimpanzee tracking' }, { adults: 1 })
    expect(anyone.trip.cost).toBe(30_000)
    const none = priced([chimps[0]!], { other: '1|Chimpanzee tracking' }, { adults: 1 })
    expect(none.trip.cost).toBe(0)
    expect(none.warnings).toEqual([
      { code: 'no-rate', message: 'No rate of Kibale, Chimpanzee tracking for this residency' },
    ])
  })

  it('two rates that both match are said and not priced, whichever is read first', () => {
    const both = [
      permit({ residency: 'non_resident', amount: 25_000 }),
      permit({ residency: 'non_resident', amount: 5_000 }),
    ]
    for (const cards of [both, [...both].reverse()]) {
      const quote = priced(cards, { other: '1|Chimpanzee tracking' }, { adults: 4 })
      expect(quote.trip.cost).toBe(0)
      expect(quote.warnings.map((warning) => warning.code)).toEqual(['two-rates'])
    }
  })

  it('a net rate before a rack one of the same thing', () => {
    const quote = priced(
      [permit({ rateKind: 'rack', amount: 30_000 }), permit({ rateKind: 'net', amount: 25_000 })],
      { other: '1|Chimpanzee tracking' },
      { adults: 2 },
    )
    expect(quote.trip.cost).toBe(50_000)
  })

  it('two adult rates of a lodge in one season are said, and so are two child bands holding one age', () => {
    const lodge = (fields: Partial<CardRate>) =>
      cardRate({
        supplier: 'Camp',
        kind: 'lodge',
        label: 'Tent',
        basis: 'per_person_sharing',
        maxOccupancy: 3,
        ...fields,
      })
    const adults = priced([lodge({}), lodge({ basis: 'per_room' })], { lodge: '1|Tent' }, { adults: 2 })
    expect(adults.warnings.map((warning) => warning.code)).toEqual(['two-rates'])
    const child = priced(
      [
        lodge({}),
        lodge({ minAge: 3, maxAge: 11, amount: 5_000 }),
        lodge({ minAge: 6, maxAge: 15, amount: 6_000 }),
      ],
      { lodge: '1|Tent' },
      { adults: 2, childAges: [8] },
    )
    expect(child.warnings.map((warning) => warning.code)).toEqual(['two-rates'])
  })
})
