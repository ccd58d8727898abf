import { expect, test } from 'vitest'
import { durationText, lastWeeks, monthOf, operatorTime, replyClock, startOfDay } from './lead-clock'

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

test("the operator's day begins at their midnight, in any zone and across summer time", () => {
  expect(startOfDay('2026-11-23', 'Africa/Kampala').toISOString()).toBe('2026-11-22T21:00:00.000Z')
  expect(startOfDay('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z')
  expect(startOfDay('2026-11-23', 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z')
  // London: the clocks go forward on 29 March 2026 at 01:00 UTC; that day begins in winter time.
  expect(startOfDay('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z')
  expect(startOfDay('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z')
  expect(operatorTime(new Date('2026-11-22T21:30:00Z'), 'Africa/Kampala')).toEqual({
    day: '2026-11-23',
    hour: 0,
  })
})

test("weeks run Monday to Monday in the operator's zone, the current week last", () => {
  // Sunday 22 November 2026 at 22:00 UTC is already Monday the 23rd in Kampala.
  const kampala = lastWeeks(new Date('2026-11-22T22:00:00Z'), 'Africa/Kampala', 3)
  expect(kampala.map((week) => week.week)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23'])
  expect(kampala.at(-1)!.from.toISOString()).toBe('2026-11-22T21:00:00.000Z')
  expect(kampala.at(-1)!.to.toISOString()).toBe('2026-11-29T21:00:00.000Z')
  expect(kampala[0]!.to).toEqual(kampala[1]!.from)
  // The same instant in UTC is still in the week of Monday the 16th.
  expect(lastWeeks(new Date('2026-11-22T22:00:00Z'), 'UTC', 1)[0]!.week).toBe('2026-11-16')
})

test("each instant of a year falls in the operator's month, at their midnight, as the wall clock says", () => {
  for (const timeZone of ['Africa/Kampala', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
    const until = new Date('2026-11-23T12:00:00Z')
    const since = startOfDay('2025-11-24', timeZone)
    const month = monthOf(since, until, timeZone)
    // Every 37 minutes of the year, and a minute either side of each month's first midnight.
    const instants: number[] = []
    for (let at = since.getTime(); at <= until.getTime(); at += 37 * 60_000) instants.push(at)
    for (let m = 0; m < 12; m++) {
      const first = startOfDay(
        `${m < 1 ? 2025 : 2026}-${String(m < 1 ? 12 : m).padStart(2, '0')}-01`,
        timeZone,
      )
      instants.push(first.getTime() - 60_000, first.getTime(), first.getTime() + 60_000)
    }
    // And before and after the window.
    instants.push(since.getTime() - 86_400_000, until.getTime() + 86_400_000 * 10)
    for (const at of instants)
      expect([timeZone, month(at)]).toEqual([timeZone, operatorTime(new Date(at), timeZone).day.slice(0, 7)])
  }
  expect(
    monthOf(
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-04-02T00:00:00Z'),
      'Africa/Kampala',
    )(Date.parse('2026-03-31T21:00:00Z')),
  ).toBe('2026-04')
})
