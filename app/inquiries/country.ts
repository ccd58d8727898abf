import { z } from 'zod'
import { experienceLabel, safariExperiences } from '../content/experiences'
import { dateField, dateOrder, requiredText, wholeNumber } from '../schemas/fields'
import { checkAges, partyFormFields, partyGroup, partyRow, partyRules, partySize } from './party'
import { defineInquiryKind, orNull } from './kind'
import {
  contactFacts,
  contactFormFields,
  contactRules,
  countryOptions,
  daysFromNow,
  heardAboutField,
  heardAboutOptions,
  messageField,
  residingCountryField,
  residingCountryFormField,
  sampleContact,
  sampleTraveller,
  storedText,
  travellerGroup,
  travellerName,
  tripMessageRule,
  contactColumns,
} from './shared'

// A safari planned around a country (/book): where and when, and the kind of safari. The form's
// visit_country is stored, and answered by the API, as visiting_country.

const schema = z
  .object({
    ...contactRules,
    residing_country: requiredText('Name is required', 100).pipe(
      z.string().min(2, 'At least two characters'),
    ),
    visit_country: requiredText('Name is required', 100).pipe(z.string().min(2, 'At least two characters')),
    arrival_date: dateField('Arrival date is required'),
    depart_date: dateField('Depart date is required'),
    safari_experience: wholeNumber('*required', {
      min: 1,
      max: safariExperiences.length,
      message: 'Choose one of the safari experiences',
    }),
    hear_about: requiredText('*required'),
    message: tripMessageRule,
    ...partyRules,
  })
  .check(dateOrder('arrival_date', 'depart_date', 'Depart date cannot be before the arrival date'))
  .check(checkAges)

const experienceField = { key: 'experience', label: 'Safari experience', fact: true }

export const countryInquiry = defineInquiryKind({
  key: 'country',
  table: 'country_bookings',
  schema,
  toRow: ({ visit_country, message, adults, children, children_ages, budget_per_person, ...input }) => ({
    ...input,
    visiting_country: visit_country,
    message: orNull(message),
    ...partyRow({ adults, children, children_ages, budget_per_person }),
  }),
  personal: {
    marked: contactColumns,
    removed: [residingCountryField.key, heardAboutField.key, messageField.key, 'children_ages'],
  },
  leadFacts: (row) => ({
    ...contactFacts(row),
    travelStart: storedText(row.arrival_date),
    travelEnd: storedText(row.depart_date),
    partySize: partySize(row),
    countries: [String(row.visiting_country)],
  }),
  derived: (row) => ({ experience: experienceLabel(Number(row.safari_experience)) ?? null }),
  form: {
    path: '/book',
    fields: [
      ...contactFormFields,
      residingCountryFormField,
      { name: 'visit_country', label: 'Visiting Country', type: 'select', options: countryOptions },
      { name: 'arrival_date', label: 'Date of arrival', type: 'date' },
      { name: 'depart_date', label: 'Date of depart', type: 'date' },
      {
        name: 'safari_experience',
        label: 'What type of safari experience are you interested in?',
        type: 'select',
        options: safariExperiences.map((item) => ({ value: String(item.value), label: item.label })),
        wide: true,
      },
      {
        name: 'hear_about',
        label: 'How did you hear about us?',
        type: 'select',
        options: heardAboutOptions,
        wide: true,
      },
      ...partyFormFields,
      {
        name: 'message',
        label: 'Message',
        type: 'textarea',
        wide: true,
        hint: 'Optional: what you hope to see, your pace, anything we should know',
      },
    ],
  },
  api: { create: 'country_book', list: 'book_country', item: 'book_country', idKey: 'book_id' },
  admin: {
    title: 'Country bookings',
    singular: 'Country booking',
    listPath: '/admin/country_bookings',
    itemPath: '/admin/country_book',
    columns: [travellerName, { ...experienceField, label: 'Safari Experience' }],
    viewLabel: 'View',
    groups: [
      { ...travellerGroup, fields: [...travellerGroup.fields, residingCountryField] },
      {
        title: 'Trip',
        fields: [
          { key: 'visiting_country', label: 'Visiting country' },
          experienceField,
          { key: 'arrival_date', label: 'Date of arrival', format: 'date', fact: true },
          { key: 'depart_date', label: 'Date of departure', format: 'date', fact: true },
          heardAboutField,
          messageField,
        ],
      },
      partyGroup,
    ],
  },
  mail: { title: 'Safari inquiry' },
  sample: (n) => {
    const person = sampleTraveller(n)
    return {
      ...sampleContact(n),
      residing_country: person.country,
      visit_country: ['Uganda', 'Kenya', 'Rwanda', 'Tanzania'][n % 4]!,
      arrival_date: daysFromNow(60 + n),
      depart_date: daysFromNow(70 + n),
      safari_experience: (n % 4) + 1,
      hear_about: 'A friend who travelled with you',
      message: 'We are two adults and would love a mix of game drives and a gorilla trek.',
    }
  },
})
