import { z } from 'zod'
import { dateField, dateOrder, optionalText, requiredText, wholeNumber } from '../schemas/fields'
import { defineInquiryKind, orNull } from './kind'
import {
  contactFacts,
  contactFormFields,
  contactRules,
  daysFromNow,
  options,
  sampleContact,
  storedText,
  travellerGroup,
  travellerName,
  travellerPhone,
  contactColumns,
} from './shared'

// A place to stay (/accomodation, the old site's spelling): the kind of place, the nights, who comes and
// the budget per night in US dollars.

const schema = z
  .object({
    ...contactRules,
    mode: requiredText('*required', 100).pipe(z.string().min(2, 'At least two characters')),
    checkin: dateField('Check in date is required'),
    checkout: dateField('Check out date is required'),
    adults: wholeNumber('*required', { min: 1, max: 100, message: 'Enter from 1 to 100 adults' }),
    kids: wholeNumber('*required', { min: 0, max: 100, message: 'Enter from 0 to 100 children' }),
    price: z
      .number({ error: (issue) => (issue.input === undefined ? '*required' : 'Enter a number') })
      .min(0, 'The budget cannot be negative')
      .max(1_000_000, 'Enter a budget per night below 1,000,000'),
    location: optionalText({ min: 2, minMessage: 'at least 2 char', max: 500 }),
  })
  .check(dateOrder('checkin', 'checkout', 'Check out date must be after the check in date', true))

export const accommodationRequest = defineInquiryKind({
  key: 'accommodation',
  table: 'accommodation_bookings',
  schema,
  toRow: ({ location, ...input }) => ({ ...input, location: orNull(location) }),
  personal: { marked: contactColumns, removed: ['location'] },
  leadFacts: (row) => ({
    ...contactFacts(row),
    travelStart: storedText(row.checkin),
    travelEnd: storedText(row.checkout),
    partySize: Number(row.adults) + Number(row.kids),
  }),
  form: {
    path: '/accomodation',
    fields: [
      ...contactFormFields,
      {
        name: 'mode',
        label: 'Type of accommodation',
        type: 'select',
        options: options(['Hotel', 'Safari lodge', 'Tented camp', 'Guesthouse', 'Apartment or villa']),
      },
      { name: 'checkin', label: 'Check in date', type: 'date' },
      { name: 'checkout', label: 'Check out date', type: 'date' },
      { name: 'adults', label: 'Adults', type: 'number' },
      { name: 'kids', label: 'Children', type: 'number' },
      { name: 'price', label: 'Maximum budget per night (USD)', type: 'number', step: '0.01' },
      {
        name: 'location',
        label: 'Location preferences',
        type: 'textarea',
        wide: true,
        hint: 'Optional: area, town or park',
      },
    ],
  },
  api: { create: 'accomodation', list: 'accomodation', item: 'accomodation', idKey: 'acc_id' },
  admin: {
    title: 'Accommodation',
    singular: 'Accommodation request',
    listPath: '/admin/accomodation_bookings',
    itemPath: '/admin/accomodation',
    columns: [travellerName, travellerPhone],
    viewLabel: 'View',
    groups: [
      travellerGroup,
      {
        title: 'Stay',
        fields: [
          { key: 'mode', label: 'Type of accommodation' },
          { key: 'checkin', label: 'Check in', format: 'date', fact: true },
          { key: 'checkout', label: 'Check out', format: 'date', fact: true },
          { key: 'adults', label: 'Adults', fact: true },
          { key: 'kids', label: 'Children', fact: true },
          { key: 'price', label: 'Maximum budget per night', format: 'money', fact: true },
          { key: 'location', label: 'Location preference', format: 'text' },
        ],
      },
    ],
  },
  mail: { title: 'Accommodation request' },
  sample: (n) => ({
    ...sampleContact(n),
    mode: ['Lodge', 'Tented camp', 'Hotel'][n % 3]!,
    checkin: daysFromNow(30 + n),
    checkout: daysFromNow(33 + n),
    adults: 2,
    kids: n % 3,
    price: 250,
    location: 'Close to the park gate, with a view if possible',
  }),
})
