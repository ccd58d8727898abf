import { expect, test } from 'vitest'
import { countText } from './count-text'

test.each([
  { count: 1, one: 'day', many: undefined, text: '1 day' },
  { count: 7, one: 'day', many: undefined, text: '7 days' },
  { count: 0, one: 'night', many: undefined, text: '0 nights' },
  { count: 2, one: 'child', many: 'children', text: '2 children' },
  { count: 1, one: 'child', many: 'children', text: '1 child' },
])('$count of "$one" is written "$text"', ({ count, one, many, text }) => {
  expect(countText(count, one, many)).toBe(text)
})
