import { describe, expect, test } from 'vitest'
import { withLabel, localAmount, localDate, localMonth } from './local-formats'

// Dates and amounts as German and French travellers write them (docs/product.md, "Languages").

const NARROW = '\u202f'
const NBSP = '\u00a0'

test('an amount in euros: 1.250,50 € in German, 1 250,50 € in French', () => {
  expect(localAmount(1250.5, 'EUR', 'de')).toBe(`1.250,50${NBSP}€`)
  expect(localAmount(1250.5, 'EUR', 'fr')).toBe(`1${NARROW}250,50${NBSP}€`)
})

test('whole amounts show no cents; the US dollar is named so no reader takes it for another dollar', () => {
  expect(localAmount(4000, 'USD', 'de')).toBe(`4.000${NBSP}USD`)
  expect(localAmount(4000, 'USD', 'fr')).toBe(`4${NARROW}000${NBSP}$US`)
})

test('a date with its weekday and month written out', () => {
  expect(localDate('2027-03-12', 'de')).toBe('Fr., 12. März 2027')
  expect(localDate('2027-03-12', 'fr')).toBe('ven. 12 mars 2027')
  expect(localDate('not a date', 'de')).toBe('not a date')
})

test('month names', () => {
  expect(localMonth(3, 'de', 'long')).toBe('März')
  expect(localMonth(1, 'fr', 'short')).toBe('janv.')
  expect(localMonth(12, 'fr', 'long')).toBe('décembre')
})

describe('a label and its value', () => {
  test.each([
    ['en', 'Arrival: Fri 12 Mar 2027'],
    ['de', 'Arrival: Fri 12 Mar 2027'],
    ['fr', 'Arrival\u202f: Fri 12 Mar 2027'],
  ] as const)('in %s', (locale, written) => {
    expect(withLabel('Arrival', 'Fri 12 Mar 2027', locale)).toBe(written)
  })
})
