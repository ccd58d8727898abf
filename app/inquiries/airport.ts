import { z } from 'zod'
import { dateOrder, optionalDateField, optionalText, requiredText, wholeNumber } from '../schemas/fields'
import { defineInquiryKind, orNull } from './kind'
import {
  contactFacts,
  contactFormFields,
  contactRules,
  options,
  sampleContact,
  travellerEmail,
  travellerName,
  travellerPhone,
  contactColumns,
  daysFromNow,
  storedText,
} from './shared'

// A transfer between the airport and the traveller's stay (/airport-transfer): the flights with their
// dates and times, how many people, the vehicle, the place to take them to (and fetch them from), and
// where to meet them. The departure's airport, flight, date and time belong to a return journey: the
// form shows them only for one, and only a return requires them (docs/product.md, "Airport transfer").
// The dates, times and place are optional, so API clients that send only the old site's fields keep
// working.

/** Whether the journey is a return (the form sends "return"; API clients may write it otherwise). */
export const isReturn = (value: unknown) => typeof value === 'string' && /^\s*return\s*$/i.test(value)

const time = optionalText({ max: 5 }).refine(
  (value) => value === undefined || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
  'Enter a time such as 14:30',
)

const schema = z
  .object({
    ...contactRules,
    arrival_port: requiredText('*required'),
    depart_port: optionalText(),
    flight_arrival_number: requiredText('*required', 40),
    flight_depart_number: optionalText({ max: 40 }),
    arrival_date: optionalDateField(),
    arrival_time: time,
    depart_date: optionalDateField(),
    depart_time: time,
    place: optionalText({ max: 200 }),
    pass: wholeNumber('*required', { min: 1, max: 60, message: 'Enter from 1 to 60 passengers' }),
    one_way: requiredText('*required', 40),
    vehicle: requiredText('*required', 100),
    special_needs: requiredText('*required', 2000),
    pick_up: requiredText('*required', 100),
  })
  .check(
    z.superRefine(
      (value: Record<string, unknown>, ctx) => {
        if (typeof value !== 'object' || value === null || !isReturn(value.one_way)) return
        for (const field of ['depart_port', 'flight_depart_number'])
          if (!value[field])
            ctx.addIssue({ code: 'custom', path: [field], message: '*required', input: value })
      }, // Checked even while other fields are wrong, so every message shows at once.
      { when: () => true },
    ),
  )
  .check(dateOrder('arrival_date', 'depart_date', 'The departure cannot be before the arrival'))

export const airportTransfer = defineInquiryKind({
  key: 'airport',
  table: 'airport_transfers',
  schema,
  toRow: ({ depart_port, flight_depart_number, depart_date, depart_time, ...input }) => {
    // A one-way journey keeps no way back, even if its fields were filled in before the choice changed.
    const back = isReturn(input.one_way)
    const onReturn = (value: string | undefined) => (back ? orNull(value) : null)
    return {
      ...input,
      depart_port: onReturn(depart_port),
      flight_depart_number: onReturn(flight_depart_number),
      depart_date: onReturn(depart_date),
      depart_time: onReturn(depart_time),
      arrival_date: orNull(input.arrival_date),
      arrival_time: orNull(input.arrival_time),
      place: orNull(input.place),
    }
  },
  personal: {
    marked: contactColumns,
    removed: ['flight_arrival_number', 'flight_depart_number', 'special_needs', 'place'],
  },
  leadFacts: (row) => ({
    ...contactFacts(row),
    partySize: Number(row.pass),
    travelStart: storedText(row.arrival_date),
    travelEnd: storedText(row.depart_date),
  }),
  form: {
    path: '/airport-transfer',
    fields: [
      ...contactFormFields,
      {
        name: 'arrival_port',
        label: 'Arrival airport',
        type: 'text',
        hint: 'e.g. Entebbe International Airport (EBB)',
      },
      { name: 'flight_arrival_number', label: 'Arrival flight number', type: 'text' },
      { name: 'arrival_date', label: 'Date of arrival', type: 'date' },
      { name: 'arrival_time', label: 'Landing time', type: 'time', hint: 'Local time, e.g. 14:30' },
      {
        name: 'place',
        label: 'Hotel or lodge',
        type: 'text',
        wide: true,
        hint: 'Where we take you from the airport (and fetch you from for a return)',
      },
      { name: 'pass', label: 'Number of passengers', type: 'number' },
      {
        name: 'one_way',
        label: 'Journey',
        type: 'select',
        options: [
          { value: 'one-way', label: 'One way' },
          { value: 'return', label: 'Return' },
        ],
      },
      { name: 'depart_port', label: 'Departure airport', type: 'text', returnOnly: true },
      { name: 'flight_depart_number', label: 'Departure flight number', type: 'text', returnOnly: true },
      { name: 'depart_date', label: 'Date of departure', type: 'date', returnOnly: true },
      { name: 'depart_time', label: 'Take-off time', type: 'time', returnOnly: true, hint: 'Local time' },
      {
        name: 'vehicle',
        label: 'Vehicle',
        type: 'select',
        options: options(['Saloon car', 'Minivan', 'Safari Land Cruiser', 'Minibus']),
      },
      {
        name: 'pick_up',
        label: 'Pick-up point',
        type: 'radio',
        options: [
          { value: 'inside terminal', label: 'Inside the terminal' },
          { value: 'curbside', label: 'Curbside' },
        ],
      },
      {
        name: 'special_needs',
        label: 'Special needs',
        type: 'textarea',
        wide: true,
        hint: 'Wheelchair, child seats, extra luggage, or "None"',
      },
    ],
  },
  api: { create: 'airport', list: 'airport', item: 'airport', idKey: 'airport_id' },
  admin: {
    title: 'Airport transfers',
    singular: 'Airport transfer',
    listPath: '/admin/airport',
    itemPath: '/admin/airport',
    columns: [travellerName, travellerEmail, travellerPhone],
    viewLabel: 'View Transfer',
    groups: [
      {
        title: 'Personal information',
        fields: [
          travellerName,
          travellerEmail,
          travellerPhone,
          { key: 'pass', label: 'Passengers', fact: true },
        ],
      },
      {
        title: 'Flight details',
        fields: [
          { key: 'arrival_port', label: 'Arrival airport' },
          { key: 'flight_arrival_number', label: 'Arrival flight number' },
          { key: 'arrival_date', label: 'Date of arrival', format: 'date', fact: true },
          { key: 'arrival_time', label: 'Landing time', fact: true },
          { key: 'one_way', label: 'Journey' },
          { key: 'depart_port', label: 'Departure airport' },
          { key: 'flight_depart_number', label: 'Departure flight number' },
          { key: 'depart_date', label: 'Date of departure', format: 'date', fact: true },
          { key: 'depart_time', label: 'Take-off time', fact: true },
        ],
      },
      {
        title: 'Pick-up details',
        fields: [
          { key: 'place', label: 'Hotel or lodge' },
          { key: 'pick_up', label: 'Pick-up point' },
          { key: 'vehicle', label: 'Vehicle' },
          { key: 'special_needs', label: 'Special needs', format: 'text' },
        ],
      },
    ],
  },
  mail: { title: 'Airport transfer request' },
  sample: (n) => ({
    ...sampleContact(n),
    arrival_port: 'Entebbe International Airport (EBB)',
    depart_port: 'Entebbe International Airport (EBB)',
    flight_arrival_number: `KQ ${400 + n}`,
    flight_depart_number: `KQ ${500 + n}`,
    arrival_date: daysFromNow(60 + n),
    arrival_time: '07:40',
    depart_date: daysFromNow(70 + n),
    depart_time: '23:55',
    place: 'Lake Victoria Serena, Kigo',
    pass: 2,
    one_way: 'return',
    vehicle: 'Safari Land Cruiser',
    special_needs: 'None',
    pick_up: 'inside terminal',
  }),
})
