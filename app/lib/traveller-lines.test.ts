import { describe, expect, test } from 'vitest'
import { RATE_SCALE } from './pricing/exchange'
import { quoteFromCards } from './pricing/from-cards'
import { emptyDayChoices, type PricingSetup } from './pricing/setup'
import { cardRate } from './pricing/test-cards'
import type { Locale } from './locales'
import { travellerLines, type SupplierWords } from './traveller-lines'

// A proposal's lines priced from the rate cards, as the traveller reads them (decision 053): what they
// pay for, under its heading, without the cards' own words.

const high = { id: 1, name: 'High season 2027', from: '2027-06-01', to: '2027-10-31' }
const cards = [
  cardRate({
    supplierId: 1,
    supplier: 'Mara Serena Safari Lodge',
    kind: 'lodge',
    label: 'Double, full board',
    basis: 'per_person_sharing',
    amount: 30_000,
    maxOccupancy: 2,
    season: high,
  }),
  cardRate({
    supplierId: 2,
    supplier: 'Maasai Mara National Reserve',
    kind: 'park',
    label: 'Adult, non-resident',
    basis: 'per_person_day',
    amount: 20_000,
    residency: 'non_resident',
  }),
  cardRate({
    supplierId: 3,
    supplier: 'Safari Wheels Ltd',
    kind: 'vehicle',
    label: '4x4 with pop-up roof',
    basis: 'per_group',
    amount: 25_000,
  }),
  cardRate({ supplierId: 4, supplier: 'Mara balloon', label: 'Dawn balloon flight', amount: 45_000 }),
]
const words: SupplierWords[] = [
  { id: 1, kind: 'lodge', name: 'Mara Serena Safari Lodge', area: 'Maasai Mara', travellerWording: '' },
  { id: 2, kind: 'park', name: 'Maasai Mara National Reserve', area: 'Maasai Mara', travellerWording: '' },
  {
    id: 3,
    kind: 'vehicle',
    name: 'Safari Wheels Ltd',
    area: 'Nairobi',
    travellerWording: 'Safari vehicle with driver-guide',
  },
  { id: 4, kind: 'activity', name: 'Mara balloon', area: 'Maasai Mara', travellerWording: '' },
]
const rates = { USD: RATE_SCALE, EUR: RATE_SCALE, GBP: RATE_SCALE }

function priced(
  days: { days: number }[],
  startDate: string,
  setup: PricingSetup,
  locale: Locale = 'en',
  said: SupplierWords[] = words,
) {
  const trip = {
    startDate,
    currency: 'USD' as const,
    adults: 2,
    children: 0,
    days: days.map((day) => ({ ...day, title: 'A day' })),
  }
  const quote = quoteFromCards(trip, setup, cards, rates, 2_000)!
  return travellerLines(trip, setup.days, quote, said, locale)
}

const setupOf = (days: PricingSetup['days'], lines?: PricingSetup['lines']): PricingSetup => ({
  residency: 'non_resident',
  childAges: [],
  markup: null,
  days,
  lines,
})

describe('lines priced from the cards, as the traveller reads them', () => {
  test('say what is paid for and for how long, under its heading, with no season, residency or date', () => {
    const lines = priced(
      [{ days: 2 }, { days: 1 }],
      '2027-07-01',
      setupOf([
        { ...emptyDayChoices(), lodge: '1|Double, full board', park: '2', vehicle: '3' },
        { ...emptyDayChoices(), vehicle: '3', other: '4|Dawn balloon flight' },
      ]),
    )
    expect(lines).toEqual([
      {
        description: 'Mara Serena Safari Lodge, 2 nights',
        quantity: 1,
        unit: 144_000,
        category: 'stays',
      },
      {
        description: 'Maasai Mara National Reserve fees, 2 days',
        quantity: 1,
        unit: 96_000,
        category: 'parks',
      },
      {
        description: 'Safari vehicle with driver-guide, 2 days',
        quantity: 1,
        unit: 60_000,
        category: 'vehicle',
      },
      {
        description: 'Safari vehicle with driver-guide, 1 day',
        quantity: 1,
        unit: 30_000,
        category: 'vehicle',
      },
      { description: 'Dawn balloon flight', quantity: 1, unit: 108_000, category: 'activities' },
    ])
    const text = lines.map((line) => line.description).join(' ')
    expect(text).not.toMatch(/season|non-resident|\d{4}-\d\d-\d\d|1 days/i)
  })

  test('a stay across a season the cards have no rate for is one line, without a price, never at nothing', () => {
    const lines = priced(
      [{ days: 3 }],
      '2027-05-30',
      setupOf([{ ...emptyDayChoices(), lodge: '1|Double, full board' }]),
    )
    expect(lines).toEqual([
      {
        description: 'Mara Serena Safari Lodge, 3 nights',
        quantity: 1,
        unit: 72_000,
        category: 'stays',
        unpriced: true,
      },
    ])
  })

  test('a line staff price for this trip has its price; one they give is complimentary', () => {
    const lines = priced(
      [{ days: 1 }],
      '2027-05-31',
      setupOf([{ ...emptyDayChoices(), lodge: '1|Double, full board', other: '4|Dawn balloon flight' }], {
        '0:lodge:0': { sell: 50_000, complimentary: false, markup: null },
        '0:other:0': { sell: null, complimentary: true, markup: null },
      }),
    )
    expect(lines).toEqual([
      {
        description: 'Mara Serena Safari Lodge, 1 night',
        quantity: 1,
        unit: 50_000,
        category: 'stays',
      },
      {
        description: 'Dawn balloon flight',
        quantity: 1,
        unit: 0,
        category: 'activities',
        complimentary: true,
      },
    ])
  })

  test('in German and French, take the cards’ words in the language and say the rest in it', () => {
    const setup = setupOf([
      { ...emptyDayChoices(), lodge: '1|Double, full board', park: '2', vehicle: '3' },
      { ...emptyDayChoices(), vehicle: '3' },
    ])
    // The vehicle's words as the cards keep them in each language (listTravellerWords).
    const inGerman = words.map((one) =>
      one.id === 3 ? { ...one, travellerWording: 'Safarifahrzeug mit Fahrer-Guide' } : one,
    )
    expect(
      priced([{ days: 2 }, { days: 1 }], '2027-07-01', setup, 'de', inGerman).map((line) => line.description),
    ).toEqual([
      'Mara Serena Safari Lodge, 2 Nächte',
      'Eintrittsgebühren Maasai Mara National Reserve, 2 Tage',
      'Safarifahrzeug mit Fahrer-Guide, 2 Tage',
      'Safarifahrzeug mit Fahrer-Guide, 1 Tag',
    ])
    const inFrench = words.map((one) =>
      one.id === 3 ? { ...one, travellerWording: 'Véhicule de safari avec chauffeur-guide' } : one,
    )
    expect(
      priced([{ days: 1 }, { days: 1 }], '2027-07-01', setup, 'fr', inFrench).map((line) => line.description),
    ).toEqual([
      'Mara Serena Safari Lodge, 1 nuit',
      'Droits d’entrée – Maasai Mara National Reserve, 1 jour',
      'Véhicule de safari avec chauffeur-guide, 1 jour',
      'Véhicule de safari avec chauffeur-guide, 1 jour',
    ])
  })
})
