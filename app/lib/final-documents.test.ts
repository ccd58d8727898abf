import { expect, test } from 'vitest'
import { finalDocumentsBlockers, finalDocumentsDue } from './final-documents'

test.each([
  // [reservations, outstanding, cancelled, what stops them]
  [['confirmed', 'confirmed', 'cancelled'], 0, false, []],
  [['confirmed', 'held', 'requested'], 0, false, ['2 reservations not confirmed']],
  [['confirmed', 'declined'], 588_070, false, ['1 reservation not confirmed', 'balance due']],
  [[], 100, false, ['balance due']],
  [['confirmed'], 0, true, ['the booking is cancelled']],
])('reservations %j, %i still to pay, cancelled %s: %j', (reservations, outstanding, cancelled, blockers) => {
  expect(finalDocumentsBlockers({ reservations, outstanding, cancelled })).toEqual(blockers)
})

test.each([
  // [trip starts, today, days before, due]
  ['2027-07-10', '2027-06-18', 21, false],
  ['2027-07-10', '2027-06-19', 21, true],
  ['2027-07-10', '2027-07-10', 21, true],
  ['2027-07-10', '2027-07-11', 21, false],
  ['2027-07-10', '2027-06-26', 14, true],
])('a trip from %s looked at on %s, %i days before: due %s', (start, today, days, due) => {
  expect(finalDocumentsDue(start, today, days)).toBe(due)
})
