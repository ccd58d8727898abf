import { describe, expect, test } from 'vitest'
import { noticeOnProblem, paidOnProblem } from './ledger-dates'

const days = { today: '2026-11-28', firstSentOn: '2026-10-02', acceptedOn: '2026-10-09' }

describe('the day a payment is dated', () => {
  test.each([
    ['2026-11-28', null],
    ['2026-10-02', null],
    ['2026-11-29', 'A payment cannot be dated in the future'],
    ['2026-10-01', 'A payment cannot be dated before the proposal was first sent (Fri, 2 Oct 2026)'],
    ['1900-01-01', 'A payment cannot be dated before the proposal was first sent (Fri, 2 Oct 2026)'],
  ])('%s: %s', (paidOn, problem) => {
    expect(paidOnProblem(paidOn, days)).toBe(problem)
  })
})

describe("the day a cancellation's notice is dated", () => {
  const accepted = 'The traveller accepted on Fri, 9 Oct 2026: a cancellation cannot be told before that'
  const late = 'A notice more than 7 days ago is recorded by an admin: ask one, or check the date'
  test.each([
    // [told on, admin?, problem]
    ['2026-11-28', false, null],
    ['2026-11-21', false, null],
    ['2026-11-20', false, late],
    ['2026-11-20', true, null],
    ['2026-10-09', true, null],
    ['2026-10-08', true, accepted],
    ['2020-01-01', false, accepted],
    ['2026-11-29', true, 'A cancellation cannot be dated in the future'],
  ])('%s (admin: %s): %s', (noticeOn, admin, problem) => {
    expect(noticeOnProblem(noticeOn, days, admin)).toBe(problem)
  })
})
