import { describe, expect, test } from 'vitest'
import { money } from '../money'
import { priceParkFees, pricePerHeadOrGroup, priceStay, type LodgeRate, type ParkFee } from './components'
import type { Party } from './party'
import { priceQuote } from './quote'
import { splitStay, type Season } from './seasons'

// The rules of pricing from the rate cards (docs/product.md, "Rate cards"), each with figures worked by hand.

const usd = (minor: number) => money(minor, 'USD')
const seasons: Season[] = [
  { id: 1, name: 'Low season 2027', from: '2027-04-01', to: '2027-05-31' },
  { id: 2, name: 'High season 2027', from: '2027-06-01', to: '2027-10-31' },
]
const sharing: LodgeRate = {
  seasonId: 2,
  basis: 'per_person_sharing',
  amount: usd(45_000),
  maxOccupancy: 3,
  singleSupplement: usd(12_000),
  childRates: [
    { band: { minAge: 0, maxAge: 2 }, amount: usd(0) },
    { band: { minAge: 3, maxAge: 11 }, amount: usd(22_500) },
  ],
}
const lowSharing: LodgeRate = { ...sharing, seasonId: 1, amount: usd(30_000) }
const twoAdults: Party = { residency: 'non_resident', rooms: [{ adults: 2, childAges: [] }] }

describe('a lodge stay', () => {
  test.each([
    ['two adults sharing, per person', twoAdults, [sharing], 2 * 45_000 * 3],
    [
      'one adult alone pays the single supplement',
      { residency: 'non_resident', rooms: [{ adults: 1, childAges: [] }] },
      [sharing],
      (45_000 + 12_000) * 3,
    ],
    [
      'a child of 12 pays as an adult; of 7, the child rate; of 2, nothing',
      { residency: 'non_resident', rooms: [{ adults: 2, childAges: [12, 7, 2] }] },
      [{ ...sharing, maxOccupancy: 5 }],
      (2 * 45_000 + 45_000 + 22_500 + 0) * 3,
    ],
    [
      'per room: the room, whoever is in it',
      {
        residency: 'non_resident',
        rooms: [
          { adults: 2, childAges: [7] },
          { adults: 1, childAges: [] },
        ],
      },
      [{ ...sharing, basis: 'per_room' as const, amount: usd(80_000) }],
      2 * 80_000 * 3,
    ],
  ])('%s', (_case, party, rates, expected) => {
    const [line] = priceStay(
      { lodge: 'Mara River Camp', checkIn: '2027-07-10', nights: 3, party: party as Party },
      rates,
      seasons,
    )
    expect(line!.cost).toEqual([money(expected, 'USD')])
    expect(line!.warnings).toEqual([])
  })

  test('a stay across a change of season is a line per season, each at its own rate', () => {
    expect(splitStay('2027-05-30', 4, seasons).map((part) => [part.season?.id, part.nights])).toEqual([
      [1, 2],
      [2, 2],
    ])
    const lines = priceStay(
      { lodge: 'Mara River Camp', checkIn: '2027-05-30', nights: 4, party: twoAdults },
      [lowSharing, sharing],
      seasons,
    )
    expect(lines.map((line) => line.cost)).toEqual([[usd(2 * 30_000 * 2)], [usd(2 * 45_000 * 2)]])
    expect(lines[1]!.description).toBe('Mara River Camp, 2 nights from 2027-06-01 (High season 2027)')
  })

  test('a gap between seasons, a missing rate and a full room are said beside the line, never a silent zero', () => {
    const [gap] = priceStay(
      { lodge: 'Camp', checkIn: '2027-11-02', nights: 1, party: twoAdults },
      [sharing],
      seasons,
    )
    expect(gap!.warnings.map((warning) => warning.code)).toEqual(['season-gap'])
    const [missing] = priceStay(
      { lodge: 'Camp', checkIn: '2027-04-10', nights: 1, party: twoAdults },
      [sharing],
      seasons,
    )
    expect(missing!.warnings).toEqual([{ code: 'no-rate', message: 'No rate for Camp in Low season 2027' }])
    const [full] = priceStay(
      {
        lodge: 'Camp',
        checkIn: '2027-07-10',
        nights: 1,
        party: { residency: 'non_resident', rooms: [{ adults: 2, childAges: [8, 10] }] },
      },
      [sharing],
      seasons,
    )
    expect(full!.warnings).toEqual([
      { code: 'over-occupancy', message: 'Room 1 holds 4; this room type takes 3' },
    ])
  })
})

describe('park fees by residency and age', () => {
  const fees: ParkFee[] = [
    { residency: 'non_resident', band: { minAge: 16, maxAge: 120 }, amount: usd(8_260) },
    { residency: 'non_resident', band: { minAge: 5, maxAge: 15 }, amount: usd(2_360) },
    { residency: 'non_resident', band: { minAge: 0, maxAge: 4 }, amount: usd(0) },
    { residency: 'east_african', band: { minAge: 16, maxAge: 120 }, amount: usd(1_180) },
    { residency: 'east_african', band: { minAge: 5, maxAge: 15 }, amount: usd(590) },
  ]
  const family = (residency: Party['residency']): Party => ({
    residency,
    rooms: [{ adults: 2, childAges: [12] }],
  })
  test.each([
    ['non-residents: two adults and a 12-year-old, 3 days', 'non_resident', (2 * 8_260 + 2_360) * 3],
    ['East African citizens pay their own fee', 'east_african', (2 * 1_180 + 590) * 3],
  ] as const)('%s', (_case, residency, expected) => {
    const line = priceParkFees({ name: 'Serengeti', units: 3, unit: 'day', party: family(residency) }, fees)
    expect(line.cost).toEqual([usd(expected)])
    expect(line.warnings).toEqual([])
  })
  test('a traveller no fee covers is said', () => {
    const line = priceParkFees(
      { name: 'Serengeti', units: 1, unit: 'day', party: family('foreign_resident') },
      fees,
    )
    expect(line.warnings.map((warning) => warning.code)).toEqual(['no-rate', 'no-rate', 'no-rate'])
  })
})

describe('activities, vehicles and permits', () => {
  test.each([
    ['per person', { basis: 'per_person', amount: usd(80_000), minParty: 1, maxParty: 8 }, 1, 3 * 80_000, []],
    [
      'per group, for the party at once',
      { basis: 'per_group', amount: usd(25_000), minParty: 1, maxParty: null },
      1,
      25_000,
      [],
    ],
    [
      'a vehicle by the day',
      { basis: 'per_group', amount: usd(22_000), minParty: 1, maxParty: 7 },
      5,
      5 * 22_000,
      [],
    ],
    [
      'below the minimum party',
      { basis: 'per_person', amount: usd(5_000), minParty: 4, maxParty: null },
      1,
      3 * 5_000,
      ['below-minimum'],
    ],
  ] as const)('%s', (_case, rate, times, expected, warnings) => {
    const line = pricePerHeadOrGroup(
      'Balloon',
      rate,
      { residency: 'non_resident', rooms: [{ adults: 2, childAges: [12] }] },
      times,
    )
    expect(line.cost).toEqual([usd(expected)])
    expect(line.warnings.map((warning) => warning.code)).toEqual(warnings)
  })
})

describe('a quote', () => {
  test('converted, marked up at each level, complimentary and overridden lines, totals per day, trip and person', () => {
    const quote = priceQuote({
      currency: 'GBP',
      rates: { USD: 1_000_000, EUR: 920_000, GBP: 800_000 },
      tripMarkup: 2_000,
      defaultMarkup: 2_500,
      travellers: 2,
      days: [
        {
          title: 'Arrival',
          lines: [
            { description: 'Transfer', cost: [money(10_000, 'USD')], warnings: [] },
            { description: 'Welcome dinner', cost: [money(5_000, 'GBP')], warnings: [], complimentary: true },
          ],
        },
        {
          title: 'Serengeti',
          markup: 1_000,
          lines: [
            { description: 'Camp', cost: [money(100_000, 'USD')], warnings: [] },
            { description: 'Balloon', cost: [money(50_000, 'USD')], warnings: [], markup: 3_000 },
            { description: 'Park fees', cost: [money(20_000, 'USD')], warnings: [], sellOverride: 15_000 },
          ],
        },
      ],
    })
    const lines = quote.days.flatMap((day) =>
      day.lines.map((line) => [line.description, line.cost, line.sell, line.markupFrom]),
    )
    expect(lines).toEqual([
      ['Transfer', 8_000, 9_600, 'trip'],
      ['Welcome dinner', 5_000, 0, 'complimentary'],
      ['Camp', 80_000, 88_000, 'day'],
      ['Balloon', 40_000, 52_000, 'line'],
      ['Park fees', 16_000, 15_000, 'override'],
    ])
    expect(quote.days.map((day) => day.totals)).toEqual([
      { cost: 13_000, sell: 9_600, margin: -3_400, marginBp: -3_542 },
      { cost: 136_000, sell: 155_000, margin: 19_000, marginBp: 1_226 },
    ])
    expect(quote.trip).toEqual({ cost: 149_000, sell: 164_600, margin: 15_600, marginBp: 948 })
    expect(quote.perPerson).toEqual({ cost: 74_500, sell: 82_300, margin: 7_800 })
  })
})

describe('per traveller', () => {
  const quoteOf = (cost: number, sellOverride: number, travellers: number) =>
    priceQuote({
      currency: 'USD',
      rates: { USD: 1_000_000, EUR: 920_000, GBP: 800_000 },
      defaultMarkup: 2_000,
      travellers,
      days: [
        { title: 'Day', lines: [{ description: 'Camp', cost: [usd(cost)], warnings: [], sellOverride }] },
      ],
    })
  test.each([
    // cost, sold at, travellers: per traveller cost, price, margin (the first, largest share)
    [10_001, 5_000, 2, { cost: 5_001, sell: 2_500, margin: -2_501 }],
    [10_000, 12_001, 3, { cost: 3_334, sell: 4_001, margin: 667 }],
    [10_000, 12_000, 1, { cost: 10_000, sell: 12_000, margin: 2_000 }],
  ])('a line at %i sold at %i for %i', (cost, sell, travellers, expected) => {
    const quote = quoteOf(cost, sell, travellers)
    expect(quote.perPerson).toEqual(expected)
    // The price per traveller less its cost is the margin per traveller.
    expect(quote.perPerson.sell - quote.perPerson.cost).toBe(quote.perPerson.margin)
  })
})
