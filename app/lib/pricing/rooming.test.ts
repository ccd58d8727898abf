import { describe, expect, it } from 'vitest'
import { RATE_SCALE } from './exchange'
import { quoteFromCards, type CardRate } from './from-cards'
import { readRooming } from './rooming'
import { emptyDayChoices } from './setup'
import { cardRate } from './test-cards'

// Rooming as staff set it per proposal (docs/product.md, "Rate cards"), worked by hand: the rooms read
// from what staff type, and a night at a lodge priced from them.

describe('the rooms staff type', () => {
  it.each<[string, number, number[], object[]]>([
    [
      'double, single',
      3,
      [],
      [
        { type: 'double', adults: 2 },
        { type: 'single', adults: 1 },
      ],
    ],
    ['twin; triple', 5, [], [{ type: 'twin' }, { type: 'triple', adults: 3 }]],
    ['Double + 7', 2, [7], [{ type: 'double', adults: 2, childAges: [7] }]],
    [
      'double, children 12 9',
      2,
      [9, 12],
      [
        { type: 'double', childAges: [] },
        { type: 'children', adults: 0, childAges: [12, 9] },
      ],
    ],
    ['double with 4 and extra bed', 2, [4], [{ type: 'double', adults: 2, childAges: [4], extraBeds: 1 }]],
  ])('%j for %i adults and children %o', (text, adults, ages, rooms) => {
    const read = readRooming(text, adults, ages)
    expect(read).toMatchObject({ rooms })
  })

  it.each<[string, number, number[], string]>([
    [
      'suite',
      2,
      [],
      'Write each room as single, twin, double, triple or children, with any child’s age and extra bed, e.g. double + 7, single',
    ],
    ['double, double', 3, [], 'These rooms take 4 adults; 3 travel'],
    ['single', 2, [], 'These rooms take 1 adult; 2 travel'],
    ['double + 7', 2, [9], "These rooms hold children aged 7; the children's ages are 9"],
    ['double', 2, [9], "These rooms hold children aged none; the children's ages are 9"],
    ['double, children', 2, [], 'Give the ages of the children in a room of their own, e.g. children 12 9'],
  ])('%j for %i adults and children %o: refused', (text, adults, ages, error) => {
    expect(readRooming(text, adults, ages)).toEqual({ error })
  })
})

describe('a night at a lodge priced from the rooms staff set', () => {
  // US$200 per person sharing, a single supplement of US$80, a child of 3 to 11 half.
  const lodge = (fields: Partial<CardRate>) =>
    cardRate({
      supplier: 'Kopje Camp',
      kind: 'lodge',
      label: 'Tent',
      basis: 'per_person_sharing',
      amount: 20_000,
      maxOccupancy: 2,
      singleSupplement: 8_000,
      ...fields,
    })
  const cards = [lodge({}), lodge({ amount: 10_000, minAge: 3, maxAge: 11 })]
  const night = (adults: number, childAges: number[], rooming?: string) => {
    const quote = quoteFromCards(
      {
        startDate: '2027-08-01',
        currency: 'USD',
        adults,
        children: childAges.length,
        days: [{ title: 'The night', days: 1 }],
      },
      {
        residency: 'non_resident',
        childAges,
        markup: 0,
        days: [{ ...emptyDayChoices(), lodge: '1|Tent' }],
        ...(rooming === undefined ? {} : { rooming }),
      },
      cards,
      { USD: RATE_SCALE, EUR: RATE_SCALE, GBP: RATE_SCALE },
      0,
    )!
    return [quote.trip.cost, quote.warnings.map((warning) => warning.message)]
  }

  it.each<[string, number, number[], string | undefined, [number, string[]]]>([
    // Before: adults in twos, every child in room 1 (over its two).
    [
      'not set: adults in twos, the children with the first',
      2,
      [7, 5],
      undefined,
      [60_000, ['Room 1 holds 4; this room type takes 2']],
    ],
    ['two singles: two supplements', 2, [], 'single, single', [56_000, []]],
    [
      'a double and the children in their own room, as adults',
      2,
      [7, 5],
      'double, children 7 5',
      [80_000, []],
    ],
    ['a double with an extra bed for the child', 2, [7], 'double + 7 + extra bed', [50_000, []]],
    ['a triple in tents for two', 3, [], 'triple', [60_000, ['Room 1 holds 3; this room type takes 2']]],
    ['a rooming that no longer fits the party: adults in twos', 3, [], 'double', [68_000, []]],
  ])('%s', (_, adults, childAges, rooming, expected) => {
    expect(night(adults, childAges, rooming)).toEqual(expected)
  })
})

describe("each room at its own type's rate, as the card gives them", () => {
  // One room category and meal plan, "Tent, full board", in four types: a double at US$200 a person
  // sharing (single supplement US$80), a twin at US$190, a single at US$260 for the one in it, a triple
  // at US$170 a person; a child of 3 to 11 at US$100.
  const tent = (fields: Partial<CardRate>) =>
    cardRate({
      supplier: 'Kopje Camp',
      kind: 'lodge',
      label: 'Tent, full board',
      basis: 'per_person_sharing',
      amount: 20_000,
      maxOccupancy: 2,
      singleSupplement: 8_000,
      ...fields,
    })
  const child = tent({ amount: 10_000, minAge: 3, maxAge: 11, roomType: null })
  const night = (cards: CardRate[], adults: number, rooming?: string) => {
    const quote = quoteFromCards(
      {
        startDate: '2027-08-01',
        currency: 'USD',
        adults,
        children: 0,
        days: [{ title: 'The night', days: 1 }],
      },
      {
        residency: 'non_resident',
        childAges: [],
        markup: 0,
        days: [{ ...emptyDayChoices(), lodge: '1|Tent, full board' }],
        ...(rooming === undefined ? {} : { rooming }),
      },
      cards,
      { USD: RATE_SCALE, EUR: RATE_SCALE, GBP: RATE_SCALE },
      0,
    )!
    return [quote.trip.cost, quote.warnings.map((warning) => warning.message)]
  }
  const all = [
    tent({ roomType: 'double' }),
    tent({ roomType: 'twin', amount: 19_000 }),
    tent({ roomType: 'single', amount: 26_000, maxOccupancy: 1 }),
    tent({ roomType: 'triple', amount: 17_000, maxOccupancy: 3 }),
    child,
  ]

  it.each<[string, CardRate[], number, string | undefined, [number, string[]]]>([
    ['a double at the double rate', all, 2, 'double', [40_000, []]],
    ['a twin at the twin rate', all, 2, 'twin', [38_000, []]],
    ['a single at its own rate, no supplement', all, 1, 'single', [26_000, []]],
    ['a triple at the triple rate', all, 3, 'triple', [51_000, []]],
    ['a double, a twin and a single together', all, 5, 'double, twin, single', [104_000, []]],
    ['not set: two adults take a double, one alone a single', all, 3, undefined, [66_000, []]],
    // A card with a double rate and none for twins: the twin is priced as the double.
    ['a twin where the card has only a double', [all[0]!, child], 2, 'twin', [40_000, []]],
    // No single rate: the double's and its supplement, as a single was priced before.
    ['a single where the card has none: the supplement', [all[0]!, child], 1, 'single', [28_000, []]],
    // A rate for any room stands in for a type the card has no rate of.
    [
      'a triple where the card has a rate for any room',
      [all[0]!, tent({ roomType: null, amount: 18_000, maxOccupancy: 3 }), child],
      3,
      'triple',
      [54_000, []],
    ],
    [
      'a triple where the card has rates for doubles and twins only: said, not priced',
      [all[0]!, all[1]!, child],
      3,
      'triple',
      [0, ['No rate for a triple room at Kopje Camp, Tent, full board in all year']],
    ],
    [
      'two rates for doubles: said, not priced',
      [all[0]!, tent({ roomType: 'double', amount: 21_000 }), child],
      2,
      'double',
      [
        0,
        [
          'Two rates of the cards match Kopje Camp, Tent, full board in all year: archive the one that no longer holds',
        ],
      ],
    ],
    // Cards without types price every room at their one rate, as before.
    ['a card with one rate for any room', [tent({ roomType: null }), child], 2, 'twin', [40_000, []]],
  ])('%s', (_, cards, adults, rooming, expected) => {
    expect(night(cards, adults, rooming)).toEqual(expected)
  })
})
