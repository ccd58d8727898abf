import { expect, test } from 'vitest'
import { countText } from './count-text'

test.each([
  [1, 'day', undefined, '1 day'],
  [7, 'day', undefined, '7 days'],
  [0, 'night', undefined, '0 nights'],
  [2, 'child', 'children', '2 children'],
  [1, 'child', 'children', '1 child'],
])('%i %s is written "%s"', (count, one, many, text) => {
  expect(countText(count, one, many)).toBe(text)
})
