import { expect, test } from 'vitest'
import { durationText, replyClock } from './lead-clock'

const now = '2026-11-23T12:00:00.000Z'
const before = (hours: number) => new Date(Date.parse(now) - hours * 3_600_000).toISOString()

test('a waiting lead is on time, then due soon at three quarters of the target, then overdue', () => {
  expect(replyClock(before(2), now, 24)).toEqual({ state: 'on-time', text: 'On time: waiting 2 h' })
  expect(replyClock(before(18), now, 24)?.state).toBe('due-soon')
  expect(replyClock(before(24), now, 24)).toEqual({ state: 'overdue', text: 'Overdue: waiting 24 h' })
  expect(replyClock(null, now, 24)).toBeNull()
})

test('waits read as people say them', () => {
  expect(durationText(45 * 60_000)).toBe('45 min')
  expect(durationText(200 * 60_000)).toBe('3 h 20 min')
  expect(durationText(52 * 3_600_000)).toBe('2 days 4 h')
  expect(durationText(-5)).toBe('0 min')
})
