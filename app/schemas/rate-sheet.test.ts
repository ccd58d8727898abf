import { expect, test } from 'vitest'
import { readRateSheet } from './rate-sheet'

const seasons = [
  { id: 7, name: 'High season 2027' },
  { id: 8, name: 'Low season 2027' },
]

test("a lodge's sheet: good lines become rates, each refused line says its number and why", () => {
  const sheet = [
    'Season,For,Basis,Rate,Currency,Net or rack,Max occupancy,Single supplement',
    'High season 2027,"Double tent, full board",per_person_sharing,450,USD,net,3,120',
    'low season 2027,Family tent,"Per room, per night","1,100.50",usd,rack,5,',
    'Green season,Double tent,per_person_sharing,300,USD,net,3,',
    'High season 2027,Double tent,per_person_sharing,,USD,net,,',
  ].join('\n')
  const read = readRateSheet(sheet, 'lodge', seasons)
  expect(read.problem).toBeNull()
  expect(read.lines.map((line) => [line.line, line.errors])).toEqual([
    [2, []],
    [3, []],
    [4, ['No season named "Green season"']],
    [5, ['rate: Enter the rate, e.g. 450 or 1,250.50']],
  ])
  expect(read.lines[0]!.rate).toMatchObject({
    season: 7,
    label: 'Double tent, full board',
    basis: 'per_person_sharing',
    amount: 45_000,
    currency: 'USD',
    rateKind: 'net',
    maxOccupancy: 3,
    singleSupplement: 12_000,
    residency: null,
  })
  expect(read.lines[1]!.rate).toMatchObject({
    season: 8,
    basis: 'per_room',
    amount: 110_050,
    rateKind: 'rack',
  })
})

test('semicolons and decimal commas, as European spreadsheets save; a basis by its words', () => {
  const read = readRateSheet(
    'season;for;basis;rate;currency;net_or_rack;max_occupancy\n;Family tent;Per room, per night;1100,50;EUR;rack;5',
    'lodge',
    seasons,
  )
  expect(read.lines[0]).toMatchObject({
    errors: [],
    rate: { season: undefined, basis: 'per_room', amount: 110_050, currency: 'EUR' },
  })
})

test('a sheet it cannot read at all says why, and adds nothing', () => {
  expect(readRateSheet('', 'lodge', seasons).problem).toMatch(/^Paste a header line and at least one rate/)
  expect(readRateSheet('season,price\nHigh season 2027,450', 'lodge', seasons).problem).toMatch(
    /^Unknown column "price"/,
  )
  const long = [
    'for,basis,rate,currency,net_or_rack,max_occupancy',
    ...Array(301).fill('Tent,per_room,100,USD,net,2'),
  ].join('\n')
  expect(readRateSheet(long, 'lodge', seasons).problem).toBe(
    'A sheet takes at most 300 rates: split it in two.',
  )
})
