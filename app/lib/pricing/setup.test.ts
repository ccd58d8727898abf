import { expect, test } from 'vitest'
import { parseMarkup, pinRates, readChoice, roomsFor } from './setup'

test.each([
  [2, [12], [{ adults: 2, childAges: [12] }]],
  [
    3,
    [],
    [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [] },
    ],
  ],
  [1, [7, 4], [{ adults: 1, childAges: [7, 4] }]],
  [
    4,
    [9],
    [
      { adults: 2, childAges: [9] },
      { adults: 2, childAges: [] },
    ],
  ],
])('%i adults and children %o take these rooms', (adults, ages, rooms) => {
  expect(roomsFor(adults, ages)).toEqual(rooms)
})

test('a choice names a supplier and, where it has several rates, which', () => {
  expect(readChoice('12|Tent, full board')).toEqual({ supplierId: 12, label: 'Tent, full board' })
  expect(readChoice('7')).toEqual({ supplierId: 7, label: null })
  expect(readChoice('')).toBeNull()
  expect(readChoice('x|y')).toBeNull()
})

test.each([
  ['20', 2_000],
  ['12.5', 1_250],
  ['0', 0],
  ['', 'empty'],
  ['-5', null],
  ['20%', null],
  ['501', null],
])('a markup typed as %j', (text, bp) => {
  expect(parseMarkup(text)).toBe(bp)
})

test('the display rates pinned in millionths', () => {
  expect(pinRates({ EUR: 0.9215, GBP: 0.79 })).toEqual({ USD: 1_000_000, EUR: 921_500, GBP: 790_000 })
})
