import { expect, test } from 'vitest'
import { formatDate } from './back-office'
import { fillTemplate } from './reply-template'

const lead = {
  name: 'Amelia  Hartley',
  reference: 'TS-2611-0042',
  packages: ['Gorillas and the Big Five'],
  travelStart: '2027-07-02',
  travelEnd: '2027-07-12',
  staffName: 'Amani Njoroge',
}

test('placeholders are filled from the lead and the writer; unknown ones stay as typed', () => {
  expect(
    fillTemplate('Dear {first_name}, your trip{package}{dates} ({reference}). {staff_name} {nope}', lead),
  ).toBe(
    `Dear Amelia, your trip for Gorillas and the Big Five from ${formatDate('2027-07-02')} to ${formatDate('2027-07-12')} (TS-2611-0042). Amani Njoroge {nope}`,
  )
})

test('what the lead does not have becomes nothing', () => {
  expect(
    fillTemplate('Your trip{package}{dates}.', { ...lead, packages: [], travelStart: null, travelEnd: null }),
  ).toBe('Your trip.')
})
