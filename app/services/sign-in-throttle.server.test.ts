import { expect, test } from 'vitest'
import { describeWait, MAX_WAIT_MS, waitFor } from './sign-in-throttle.server'

const now = Date.parse('2026-11-23T10:00:00Z')
const last = new Date(now)

test('no wait before the free failures are used up', () => {
  expect(waitFor(4, last, 5, now)).toBe(0)
  expect(waitFor(0, null, 5, now)).toBe(0)
})

test('the wait doubles with each failure past the free ones, up to 15 minutes', () => {
  const waits = [5, 6, 7, 8, 9, 10, 11, 30].map((count) => waitFor(count, last, 5, now))
  expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, MAX_WAIT_MS, MAX_WAIT_MS, MAX_WAIT_MS])
})

test('the wait is counted from the latest failure', () => {
  expect(waitFor(5, new Date(now - 20_000), 5, now)).toBe(10_000)
  expect(waitFor(5, new Date(now - 31_000), 5, now)).toBe(0)
})

test('a wait reads as a person would say it, rounded up', () => {
  expect(describeWait(400)).toBe('1 second')
  expect(describeWait(29_200)).toBe('30 seconds')
  expect(describeWait(60_000)).toBe('1 minute')
  expect(describeWait(61_000)).toBe('2 minutes')
  expect(describeWait(MAX_WAIT_MS)).toBe('15 minutes')
})
