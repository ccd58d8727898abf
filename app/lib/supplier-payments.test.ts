import { expect, test } from 'vitest'
import { dueWindow, supplierDueDate } from './supplier-payments'

const stay = { confirmedOn: '2027-03-02', startsOn: '2027-07-10', endsOn: '2027-07-13' }

test.each([
  // [terms, days, reservation, due]
  ['on_confirmation', 0, stay, '2027-03-02'],
  ['before_arrival', 30, stay, '2027-06-10'],
  ['before_arrival', 0, stay, '2027-07-10'],
  ['after_stay', 14, stay, '2027-07-27'],
  ['after_stay', 0, stay, '2027-07-13'],
  // Across a month's and a year's end.
  ['before_arrival', 45, { ...stay, startsOn: '2027-01-10' }, '2026-11-26'],
  ['after_stay', 30, { ...stay, endsOn: '2027-12-15' }, '2028-01-14'],
  // Not confirmed: nothing owed yet, whatever the terms.
  ['before_arrival', 30, { ...stay, confirmedOn: null }, null],
  ['on_confirmation', 0, { ...stay, confirmedOn: null }, null],
])('%s %i days: due %s', (terms, days, reservation, due) => {
  expect(supplierDueDate(terms, days, reservation)).toBe(due)
})

test.each([
  ['2027-06-09', 'overdue'],
  ['2027-06-10', 'week'],
  ['2027-06-16', 'week'],
  ['2027-06-17', 'month'],
  ['2027-07-09', 'month'],
  ['2027-07-10', 'later'],
])('due %s, looked at on 2027-06-10: %s', (due, window) => {
  expect(dueWindow(due, '2027-06-10')).toBe(window)
})
