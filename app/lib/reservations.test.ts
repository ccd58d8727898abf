import { describe, expect, test } from 'vitest'
import type { PricedQuote } from './pricing/quote'
import { emptyDayChoices, type PricingSetup } from './pricing/setup'
import {
  confirmedText,
  draftReservations,
  holdReminderDue,
  partyText,
  reservationState,
  roomsText,
} from './reservations'

const SUPPLIERS = new Map([
  [1, { kind: 'lodge', name: 'Bwindi Forest Lodge' }],
  [2, { kind: 'vehicle', name: 'Land Cruiser with driver-guide' }],
  [3, { kind: 'permit', name: 'Bwindi gorilla permit', minAge: 15 }],
  [4, { kind: 'park', name: 'Bwindi Impenetrable National Park' }],
  [5, { kind: 'lodge', name: 'Lake Mburo Safari Lodge' }],
  [6, { kind: 'transfer', name: 'Entebbe airport transfer' }],
])

const trip = {
  startDate: '2027-07-10',
  adults: 3,
  children: 1,
  days: [
    { title: 'Lake Mburo', days: 1 },
    { title: 'Bwindi', days: 2 },
    { title: 'Bwindi, a gorilla day', days: 1 },
  ],
}

const setup: PricingSetup = {
  residency: 'non_resident',
  childAges: [12],
  markup: null,
  days: [
    { ...emptyDayChoices(), lodge: '5', vehicle: '2', other: '6' },
    {
      ...emptyDayChoices(),
      lodge: '1|Double, full board',
      park: '4',
      vehicle: '2',
      other: '3',
      serviceDay: 2,
    },
    { ...emptyDayChoices(), lodge: '1|Double, full board', vehicle: '2' },
  ],
}

describe('a booking’s reservations, from the accepted version’s choices', () => {
  const drafts = draftReservations(trip, setup, SUPPLIERS, null)
  const byKey = Object.fromEntries(drafts.map((draft) => [draft.key, draft]))

  test('a lodge chosen for entries in a row is one stay, checked out the morning after its last night', () => {
    expect(byKey['lodge:1']).toMatchObject({
      supplierId: 1,
      service: 'Bwindi Forest Lodge, Double, full board',
      startsOn: '2027-07-11',
      endsOn: '2027-07-14',
      units: 3,
      rooms: '2 rooms: double (2 adults and a child of 12), single (1 adult)',
    })
    expect(byKey['lodge:0']).toMatchObject({ startsOn: '2027-07-10', endsOn: '2027-07-11', units: 1 })
    expect(byKey['lodge:2']).toBeUndefined()
  })

  test('a vehicle for the whole trip is one hire, its last day its own', () => {
    expect(byKey['vehicle:0']).toMatchObject({
      startsOn: '2027-07-10',
      endsOn: '2027-07-13',
      units: 4,
      rooms: '',
    })
    expect(drafts.filter((draft) => draft.kind === 'vehicle')).toHaveLength(1)
  })

  test('a permit on the day chosen, for each traveller old enough; a transfer once; a park asks for nothing here', () => {
    // The child of 12 is too young for gorillas (15): three permits.
    expect(byKey['other:1']).toMatchObject({
      kind: 'permit',
      startsOn: '2027-07-12',
      endsOn: '2027-07-12',
      units: 3,
    })
    expect(byKey['other:0']).toMatchObject({ kind: 'transfer', startsOn: '2027-07-10', units: 1 })
    expect(drafts.some((draft) => draft.kind === 'park')).toBe(false)
  })

  test('the reservations come by date, and without the quote their cost is not known', () => {
    expect(drafts.map((draft) => draft.key)).toEqual([
      'lodge:0',
      'other:0',
      'vehicle:0',
      'lodge:1',
      'other:1',
    ])
    expect(drafts.every((draft) => draft.costMinor === null)).toBe(true)
  })

  test('with the quote it was sent with, each costs what its lines cost', () => {
    const line = (key: string, cost: number) => ({
      key,
      description: key,
      cost,
      sell: cost,
      margin: 0,
      marginBp: 0,
      markupFrom: 'default' as const,
      warnings: [],
    })
    const quote = {
      currency: 'USD',
      days: [
        {
          title: 'a',
          lines: [line('0:lodge:0', 20_000), line('0:vehicle:0', 25_000), line('0:other:0', 5_000)],
        },
        {
          title: 'b',
          lines: [
            line('1:lodge:0', 40_000),
            line('1:lodge:1', 2_000),
            line('1:park:0', 9_000),
            line('1:vehicle:0', 50_000),
            line('1:other:0', 240_000),
          ],
        },
        { title: 'c', lines: [line('2:lodge:0', 21_000), line('2:vehicle:0', 25_000)] },
      ],
    } as unknown as PricedQuote
    const costs = Object.fromEntries(
      draftReservations(trip, setup, SUPPLIERS, quote).map((draft) => [draft.key, draft.costMinor]),
    )
    expect(costs).toEqual({
      'lodge:0': 20_000,
      'other:0': 5_000,
      'vehicle:0': 100_000,
      'lodge:1': 63_000,
      'other:1': 240_000,
    })
  })

  test('the same lodge after another is a stay of its own', () => {
    const back = { ...setup, days: [setup.days[1]!, setup.days[0]!, setup.days[2]!] }
    const lodges = draftReservations(trip, back, SUPPLIERS, null).filter((draft) => draft.kind === 'lodge')
    expect(lodges.map((draft) => [draft.key, draft.units])).toEqual([
      ['lodge:0', 1],
      ['lodge:1', 2],
      ['lodge:2', 1],
    ])
  })
})

test.each([
  // [last day of the hold, today, reminder due]
  ['2027-07-10', '2027-07-05', null],
  ['2027-07-10', '2027-07-06', null],
  ['2027-07-10', '2027-07-07', 'hold-3'],
  ['2027-07-10', '2027-07-08', 'hold-3'],
  ['2027-07-10', '2027-07-09', 'hold-1'],
  ['2027-07-10', '2027-07-10', 'hold-1'],
  ['2027-07-10', '2027-07-11', null],
  // Across a month's end.
  ['2027-08-01', '2027-07-29', 'hold-3'],
  ['2027-08-01', '2027-07-31', 'hold-1'],
])('a hold until %s, looked at on %s: %s', (until, today, due) => {
  expect(holdReminderDue(until, today)).toBe(due)
})

test('where the suppliers stand, cancelled ones left out', () => {
  expect(confirmedText(['confirmed', 'confirmed', 'held', 'requested', 'confirmed', 'cancelled'])).toBe(
    '3 of 5 confirmed',
  )
  expect(confirmedText([])).toBe('0 of 0 confirmed')
})

test('a reservation, the party and the rooms in words', () => {
  const date = (iso: string) => `on ${iso}`
  const base = { hold_until: null, supplier_ref: null, decline_reason: null }
  expect(reservationState({ ...base, status: 'held', hold_until: '2027-07-01' }, date)).toBe(
    'Held until on 2027-07-01',
  )
  expect(reservationState({ ...base, status: 'confirmed', supplier_ref: 'BFL-2231' }, date)).toBe(
    'Confirmed: BFL-2231',
  )
  expect(reservationState({ ...base, status: 'declined', decline_reason: 'Fully booked' }, date)).toBe(
    'Declined: Fully booked',
  )
  expect(reservationState({ ...base, status: 'to_request' }, date)).toBe('To request')
  expect(partyText(2, [])).toBe('2 adults')
  expect(partyText(1, [7, 12])).toBe('1 adult and 2 children (7, 12)')
  expect(roomsText([{ adults: 2, childAges: [], type: 'twin' }])).toBe('1 room: twin (2 adults)')
})
