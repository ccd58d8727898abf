import { describe, expect, it } from 'vitest'
import { RATE_SCALE } from './exchange'
import { quoteFromCards, type CardRate } from './from-cards'
import { emptyDayChoices, type DayChoices } from './setup'
import { cardRate } from './test-cards'

// The rules East African operators price by (docs/product.md, "Rate cards"), each case worked by hand:
// two adults, one day, US dollars, a default markup of 20% unless a case names another.

const rates = { USD: RATE_SCALE, EUR: RATE_SCALE, GBP: RATE_SCALE }

const quote = (
  cards: CardRate[],
  choices: Partial<DayChoices>,
  tripMarkup: number | null = null,
  party: { adults: number; childAges: number[]; days?: number } = { adults: 2, childAges: [] },
) =>
  quoteFromCards(
    {
      startDate: '2027-08-01',
      currency: 'USD',
      adults: party.adults,
      children: party.childAges.length,
      days: [{ title: 'The day', days: party.days ?? 1 }],
    },
    {
      residency: 'non_resident',
      childAges: party.childAges,
      markup: tripMarkup,
      days: [{ ...emptyDayChoices(), ...choices }],
    },
    cards,
    rates,
    2_000,
  )!

const line = (cards: CardRate[], choices: Partial<DayChoices>, tripMarkup: number | null = null) => {
  const [priced] = quote(cards, choices, tripMarkup).days[0]!.lines
  return [priced!.cost, priced!.sell, priced!.margin, priced!.markupFrom, priced!.levy ?? null]
}

const balloon = (fields: Partial<CardRate>) =>
  cardRate({ supplier: 'Mara balloon', label: 'Dawn flight', amount: 45_000, ...fields })
const fee = (fields: Partial<CardRate>) =>
  cardRate({
    supplier: 'Serengeti',
    kind: 'park',
    label: 'Conservation fee',
    basis: 'per_person_day',
    amount: 7_000,
    ...fields,
  })

describe('a rack rate sold as it is, its margin the commission', () => {
  it.each<[string, Partial<CardRate>, (number | string | null)[]]>([
    ['net: marked up 20%', { rateKind: 'net' }, [90_000, 108_000, 18_000, 'default', null]],
    ['rack, no commission: sold at cost', { rateKind: 'rack' }, [90_000, 90_000, 0, 'rack', null]],
    [
      'rack at 15% commission: we pay 85%',
      { rateKind: 'rack', commissionBp: 1_500 },
      [76_500, 90_000, 13_500, 'rack', null],
    ],
    [
      'rack at 12.5%: US$112.50 kept of US$900',
      { rateKind: 'rack', commissionBp: 1_250 },
      [78_750, 90_000, 11_250, 'rack', null],
    ],
  ])('%s', (_, fields, expected) => {
    expect(line([balloon(fields)], { other: '1|Dawn flight' })).toEqual(expected)
  })

  it("a rack rate ignores the trip's markup", () => {
    expect(line([balloon({ rateKind: 'rack', commissionBp: 1_000 })], { other: '1' }, 3_000)).toEqual([
      81_000,
      90_000,
      9_000,
      'rack',
      null,
    ])
  })

  it('a rack lodge and rack park fees are sold as they are', () => {
    const lodge = cardRate({
      supplier: 'Kopje Camp',
      kind: 'lodge',
      label: 'Tent',
      basis: 'per_person_sharing',
      amount: 30_000,
      maxOccupancy: 2,
      rateKind: 'rack',
      commissionBp: 2_000,
    })
    expect(line([lodge], { lodge: '1|Tent' })).toEqual([48_000, 60_000, 12_000, 'rack', null])
    expect(line([fee({ rateKind: 'rack' })], { park: '1' })).toEqual([14_000, 14_000, 0, 'rack', null])
  })
})

describe('a default markup per kind of item, between the default and the trip', () => {
  it.each<[string, number | null, number | null, (number | string | null)[]]>([
    ['no kind markup: the default 20%', null, null, [14_000, 16_800, 2_800, 'default', null]],
    ['park fees at cost: 0% for parks', 0, null, [14_000, 14_000, 0, 'kind', null]],
    ['park fees at 5%', 500, null, [14_000, 14_700, 700, 'kind', null]],
    ["the trip's 10% over the kind's 0%", 0, 1_000, [14_000, 15_400, 1_400, 'trip', null]],
  ])('%s', (_, kindMarkup, tripMarkup, expected) => {
    expect(line([fee({ kindMarkup })], { park: '1' }, tripMarkup)).toEqual(expected)
  })
})

describe('VAT or a levy per rate card, in the cost and shown to staff', () => {
  it.each<[string, Partial<CardRate>, (number | string | null)[]]>([
    ['no levy', {}, [14_000, 16_800, 2_800, 'default', null]],
    // US$140 of fees and 18% VAT (US$25.20) cost US$165.20, marked up 20%: US$198.24.
    [
      'Tanzania parks: 18% VAT',
      { levyBp: 1_800, levyName: 'VAT' },
      [16_520, 19_824, 3_304, 'default', 2_520],
    ],
    // Sold at cost for parks: the price is the fees and their VAT.
    [
      '18% VAT at cost',
      { levyBp: 1_800, levyName: 'VAT', kindMarkup: 0 },
      [16_520, 16_520, 0, 'kind', 2_520],
    ],
    // A rack rate and its levy are both passed on; the commission is of the rate alone.
    [
      '18% VAT on a rack rate at 10%',
      { levyBp: 1_800, rateKind: 'rack', commissionBp: 1_000 },
      [15_120, 16_520, 1_400, 'rack', 2_520],
    ],
    // 1.5% of US$140.00 is US$2.10.
    ['a 1.5% levy', { levyBp: 150, levyName: 'Tourism levy' }, [14_210, 17_052, 2_842, 'default', 210]],
  ])('%s', (_, fields, expected) => {
    expect(line([fee(fields)], { park: '1' })).toEqual(expected)
  })

  it('names the levy for staff', () => {
    const [priced] = quote([fee({ levyBp: 1_800, levyName: 'VAT' })], { park: '1' }).days[0]!.lines
    expect(priced!.levyName).toBe('VAT')
  })
})

describe('a permit priced only for travellers old enough, a younger one warned', () => {
  const gorillas = (minTravellerAge: number | null) =>
    cardRate({
      supplier: 'Bwindi gorilla permit',
      kind: 'permit',
      label: 'Gorilla trekking',
      amount: 80_000,
      minTravellerAge,
    })
  it.each<[string, number | null, number[], number, string[]]>([
    ['no age set: every traveller', null, [12], 240_000, []],
    ['two adults and a 16-year-old, from 15', 15, [16], 240_000, []],
    ['a 15-year-old on the day is old enough', 15, [15], 240_000, []],
    [
      'two adults and a 12-year-old, from 15',
      15,
      [12],
      160_000,
      ['A traveller aged 12 is under 15, the youngest Bwindi gorilla permit is sold to: not priced for them'],
    ],
    [
      'chimpanzees from 12: a 12-year-old goes, a 9-year-old does not',
      12,
      [12, 9],
      240_000,
      ['A traveller aged 9 is under 12, the youngest Bwindi gorilla permit is sold to: not priced for them'],
    ],
  ])('%s', (_, minAge, childAges, cost, warnings) => {
    const priced = quote([gorillas(minAge)], { other: '1' }, 0, { adults: 2, childAges })
    expect([priced.trip.cost, priced.warnings.map((warning) => warning.message)]).toEqual([cost, warnings])
  })
})

describe("a second vehicle when the party is over a vehicle's seats", () => {
  const landCruiser = (seats: number | null, maxParty: number | null = null) =>
    cardRate({
      supplier: 'Land Cruiser',
      kind: 'vehicle',
      label: 'With driver-guide',
      basis: 'per_vehicle_day',
      amount: 25_000,
      seats,
      maxParty,
    })
  it.each<[string, number | null, number, number, string[]]>([
    ['no seats set: one vehicle', null, 9, 75_000, []],
    ['6 in 7 seats: one vehicle', 7, 6, 75_000, []],
    ['7 in 7 seats: one vehicle', 7, 7, 75_000, []],
    [
      '9 in 7 seats: two vehicles for 3 days',
      7,
      9,
      150_000,
      ['The party of 9 is over the 7 seats of Land Cruiser: priced for 2 vehicles'],
    ],
    [
      '15 in 7 seats: three vehicles',
      7,
      15,
      225_000,
      ['The party of 15 is over the 7 seats of Land Cruiser: priced for 3 vehicles'],
    ],
  ])('%s', (_, seats, adults, cost, warnings) => {
    const priced = quote([landCruiser(seats, 7)], { vehicle: '1' }, 0, { adults, childAges: [], days: 3 })
    expect([priced.trip.cost, priced.warnings.map((warning) => warning.message)]).toEqual([
      cost,
      seats === null && adults > 7 ? ['Land Cruiser, 3 days takes at most 7; the party is 9'] : warnings,
    ])
  })
})

describe('park fees by the 24-hour day or by the night, none by the night outside the park', () => {
  const fees = [
    fee({ label: 'Conservation fee', basis: 'per_person_day', amount: 7_000 }),
    fee({ label: 'Concession fee', basis: 'per_person_night', amount: 5_000 }),
  ]
  const lodge = (outsidePark: boolean) =>
    cardRate({
      supplierId: 2,
      supplier: outsidePark ? 'Gibb’s Farm' : 'Ndutu Lodge',
      kind: 'lodge',
      label: 'Double',
      basis: 'per_room',
      amount: 0,
      maxOccupancy: 2,
      outsidePark,
    })
  it.each<[string, CardRate[], Partial<DayChoices>, [string, number][]]>([
    // Two adults, three days: US$70 a 24-hour day and US$50 a night, each per person.
    [
      'no lodge chosen: both, as the card says',
      fees,
      { park: '1' },
      [
        ['Serengeti, Conservation fee, 2 travellers, 3 days', 42_000],
        ['Serengeti, Concession fee, 2 travellers, 3 nights', 30_000],
      ],
    ],
    [
      'a lodge inside the park: both',
      [...fees, lodge(false)],
      { park: '1', lodge: '2' },
      [
        ['Ndutu Lodge, 3 nights from 2027-08-01 (all year)', 0],
        ['Serengeti, Conservation fee, 2 travellers, 3 days', 42_000],
        ['Serengeti, Concession fee, 2 travellers, 3 nights', 30_000],
      ],
    ],
    [
      'a lodge outside the park: the days only',
      [...fees, lodge(true)],
      { park: '1', lodge: '2' },
      [
        ['Gibb’s Farm, 3 nights from 2027-08-01 (all year)', 0],
        ['Serengeti, Conservation fee, 2 travellers, 3 days', 42_000],
      ],
    ],
  ])('%s', (_, cards, choices, lines) => {
    const priced = quote(cards, choices, 0, { adults: 2, childAges: [], days: 3 })
    expect(priced.days[0]!.lines.map((line) => [line.description, line.cost])).toEqual(lines)
  })
})

describe('a permit priced for the trekking day staff choose within the entry', () => {
  const green = { id: 1, name: 'Green 2027', from: '2027-03-01', to: '2027-05-31' }
  const high = { id: 2, name: 'High 2027', from: '2027-06-01', to: '2027-10-31' }
  const permit = (season: typeof green, amount: number) =>
    cardRate({ supplier: 'Bwindi gorilla permit', kind: 'permit', label: 'Gorillas', amount, season })
  const cards = [permit(green, 40_000), permit(high, 80_000)]
  const on = (serviceDay: number | null) =>
    quoteFromCards(
      {
        startDate: '2027-05-30',
        currency: 'USD',
        adults: 2,
        children: 0,
        days: [{ title: 'Bwindi', days: 4 }],
      },
      {
        residency: 'non_resident',
        childAges: [],
        markup: 0,
        days: [{ ...emptyDayChoices(), other: '1', serviceDay }],
      },
      cards,
      rates,
      0,
    )!.trip.cost
  it.each<[number | null, number]>([
    [null, 80_000], // 30 May: green
    [1, 80_000],
    [2, 80_000], // 31 May: green
    [3, 160_000], // 1 June: high
    [9, 160_000], // past the entry: its last day, 2 June
  ])('on day %s of the entry: %i', (serviceDay, cost) => {
    expect(on(serviceDay)).toBe(cost)
  })
})
