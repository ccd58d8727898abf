import { z } from 'zod'
import { optionalDateField, optionalText, wholeNumber } from '../schemas/fields'
import { checkAges, partyFormFields, partyGroup, partyRow, partyRules, partySize } from './party'
import { defineInquiryKind, orNull, type Catalogue } from './kind'
import {
  contactFacts,
  contactFormFields,
  contactRules,
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

// A booking request for one of the packages on offer (/book_package), by its number; the API answers the
// package's title beside it. The packages are staff-edited (app/lib/catalogue.ts): the browser checks
// a number was chosen, the server that it is one on offer.

const CHOOSE_PACKAGE = 'Choose one of the packages'
const onOffer = (item: Catalogue['packages'][number]) => item.status === 'published'

const schema = z
  .object({
    ...contactRules,
    package_no: wholeNumber('*required', { min: 1, max: 1_000_000, message: CHOOSE_PACKAGE }),
    residing_country: optionalText({ min: 2, minMessage: 'At least two characters', max: 100 }),
    arrival_date: optionalDateField(),
    hear_about: optionalText(),
    message: tripMessageRule,
    ...partyRules,
  })
  .check(checkAges)

const packageField = { key: 'package_title', label: 'Package', fact: true }

export const packageBooking = defineInquiryKind({
  key: 'package',
  table: 'package_bookings',
  schema,
  toRow: (input) => ({
    name: input.name,
    email: input.email,
    phone: input.phone,
    package_no: input.package_no,
    residing_country: orNull(input.residing_country),
    hear_about: orNull(input.hear_about),
    arrival_date: orNull(input.arrival_date),
    message: orNull(input.message),
    ...partyRow(input),
  }),
  personal: {
    marked: contactColumns,
    removed: [residingCountryField.key, heardAboutField.key, messageField.key, 'children_ages'],
  },
  leadFacts: (row) => ({
    ...contactFacts(row),
    travelStart: storedText(row.arrival_date),
    partySize: partySize(row),
    packages: [Number(row.package_no)],
  }),
  // A retired package keeps its title on the bookings that name it.
  derived: (row, catalogue) => ({
    package_title: catalogue.packages.find((item) => item.no === Number(row.package_no))?.title ?? null,
  }),
  checkChoices: (input, catalogue) =>
    catalogue.packages.some((item) => item.no === input.package_no && onOffer(item))
      ? null
      : { package_no: [CHOOSE_PACKAGE] },
  form: {
    path: '/book_package',
    fields: [
      ...contactFormFields,
      residingCountryFormField,
      {
        name: 'package_no',
        label: 'Package',
        type: 'select',
        wide: true,
      },
      { name: 'arrival_date', label: 'Date of arrival', type: 'date' },
      { name: 'hear_about', label: 'How did you hear about us?', type: 'select', options: heardAboutOptions },
      ...partyFormFields,
      { name: 'message', label: 'Message', type: 'textarea', wide: true },
    ],
    choices: (catalogue, packageLabel) => ({
      package_no: catalogue.packages
        .filter(onOffer)
        .map((item) => ({ value: String(item.no), label: packageLabel(item) })),
    }),
  },
  api: { create: 'book_package', list: 'book_package', item: 'book_package', idKey: 'booking_id' },
  admin: {
    title: 'Package bookings',
    singular: 'Package booking',
    listPath: '/admin/package_bookings',
    itemPath: '/admin/package',
    columns: [travellerName, packageField],
    viewLabel: 'View',
    groups: [
      { ...travellerGroup, fields: [...travellerGroup.fields, residingCountryField] },
      {
        title: 'Trip',
        fields: [
          packageField,
          { key: 'arrival_date', label: 'Date of arrival', format: 'date', fact: true },
          heardAboutField,
          messageField,
        ],
      },
      partyGroup,
    ],
  },
  mail: { title: 'Package booking request' },
  sample: (n) => {
    const person = sampleTraveller(n)
    return {
      ...sampleContact(n),
      residing_country: person.country,
      // 1 to 7: the old site's seven, which every database starts with (docs/product.md, "Packages").
      package_no: (n % 7) + 1,
      arrival_date: daysFromNow(90 + n),
      hear_about: 'Search engine',
      message: 'Could you send a quote for a family of four?',
    }
  },
})
