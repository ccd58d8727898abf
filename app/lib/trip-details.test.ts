import { expect, test } from 'vitest'
import {
  addMonths,
  ageOn,
  detailsReminderDue,
  erasedUpTo,
  missingDetails,
  passportTooSoon,
  travellersWithoutPermit,
} from './trip-details'

test.each([
  // [passport expires, trip ends, too soon]
  ['2028-01-13', '2027-07-13', false],
  ['2028-01-12', '2027-07-13', true],
  ['2027-12-31', '2027-07-13', true],
  ['2030-05-01', '2027-07-13', false],
  // Six months after 31 August is the last day of February.
  ['2028-02-29', '2027-08-31', false],
  ['2028-02-28', '2027-08-31', true],
  ['', '2027-07-13', false],
])('a passport expiring %s for a trip ending %s: too soon %s', (expiry, end, tooSoon) => {
  expect(passportTooSoon(expiry, end)).toBe(tooSoon)
})

test('months are added within the month', () => {
  expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
  expect(addMonths('2027-07-13', 6)).toBe('2028-01-13')
  expect(addMonths('2027-12-15', 1)).toBe('2028-01-15')
})

test.each([
  // [trip starts, today, reminder due]
  ['2027-07-10', '2027-06-09', false],
  ['2027-07-10', '2027-06-10', true],
  ['2027-07-10', '2027-07-09', true],
  ['2027-07-10', '2027-07-10', true],
  ['2027-07-10', '2027-07-11', false],
])('a trip from %s looked at on %s: the reminder of missing details due %s', (start, today, due) => {
  expect(detailsReminderDue(start, today)).toBe(due)
})

test('what is missing: each traveller’s required fields, then the flights; dietary and medical notes never', () => {
  const whole = {
    fullName: 'Anna Maria Keller',
    nationality: 'German',
    birthDate: '1984-03-02',
    passportNumber: 'C01X00T47',
    passportExpiry: '2031-01-01',
    dietary: '',
    medical: '',
    emergencyContact: 'Jonas Keller +49 170 1234567',
  }
  const flights = {
    arrivalFlight: 'KL 535',
    arrivalDate: '2027-07-10',
    arrivalTime: '21:50',
    departureFlight: 'KL 536',
    departureDate: '2027-07-14',
    departureTime: '23:35',
  }
  expect(missingDetails([whole, whole], 2, flights)).toEqual({ people: [], flights: [], complete: true })
  const missing = missingDetails([whole, { ...whole, passportNumber: '' }], 3, {
    ...flights,
    departureTime: '',
  })
  expect(missing.complete).toBe(false)
  expect(missing.people).toEqual([
    { traveller: 2, fields: ['passportNumber'] },
    {
      traveller: 3,
      fields: [
        'fullName',
        'nationality',
        'birthDate',
        'passportNumber',
        'passportExpiry',
        'emergencyContact',
      ],
    },
  ])
  expect(missing.flights).toEqual(['departureTime'])
})

test('details are erased 90 days after the trip by default: trips that ended up to that day', () => {
  expect(erasedUpTo('2027-10-12', 90)).toBe('2027-07-14')
})

test('a traveller’s age on a day, from their date of birth', () => {
  expect(ageOn('2012-07-11', '2027-07-11')).toBe(15)
  expect(ageOn('2012-07-12', '2027-07-11')).toBe(14)
  expect(ageOn('', '2027-07-11')).toBeNull()
})

test('the travellers without a permit: those old enough, by their date of birth, not named on it', () => {
  const travellers = [
    { id: 11, position: 1, fullName: 'Anna Keller', birthDate: '1984-03-02' },
    { id: 12, position: 2, fullName: 'Jonas Keller', birthDate: '1982-01-20' },
    { id: 13, position: 3, fullName: 'Lea Keller', birthDate: '2014-05-01' },
    { id: null, position: 4, fullName: '', birthDate: '' },
  ]
  const [gorillas, chimps] = travellersWithoutPermit(travellers, [
    {
      supplierId: 1,
      permit: 'Bwindi gorilla permit',
      date: '2027-07-11',
      count: 3,
      minAge: 15,
      holders: [11],
    },
    {
      supplierId: 2,
      permit: 'Kibale chimpanzee permit',
      date: '2027-07-13',
      count: 4,
      minAge: 12,
      holders: [11, 12, 13],
    },
  ])
  // Lea is 13 on the day: too young for gorillas, old enough for chimpanzees.
  expect(gorillas!.without).toEqual(['Jonas Keller', 'Traveller 4'])
  expect(chimps!.without).toEqual(['Traveller 4'])
})
