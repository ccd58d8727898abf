import { z } from 'zod'
import { requiredText, wholeNumber } from '../schemas/fields'
import { defineInquiryKind } from './kind'
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
} from './shared'

// A transfer between the airport and the first night's stay (/airport-transfer): the flights, how many
// people, the vehicle and where to meet them.

const schema = z.object({
  ...contactRules,
  arrival_port: requiredText('*required'),
  depart_port: requiredText('*required'),
  flight_arrival_number: requiredText('*required', 40),
  flight_depart_number: requiredText('*required', 40),
  pass: wholeNumber('*required', { min: 1, max: 60, message: 'Enter from 1 to 60 passengers' }),
  one_way: requiredText('*required', 40),
  vehicle: requiredText('*required', 100),
  special_needs: requiredText('*required', 2000),
  pick_up: requiredText('*required', 100),
})

export const airportTransfer = defineInquiryKind({
  key: 'airport',
  table: 'airport_transfers',
  schema,
  toRow: (input) => ({ ...input }),
  personal: {
    marked: contactColumns,
    removed: ['flight_arrival_number', 'flight_depart_number', 'special_needs'],
  },
  leadFacts: (row) => ({ ...contactFacts(row), partySize: Number(row.pass) }),
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
      { name: 'depart_port', label: 'Departure airport', type: 'text' },
      { name: 'flight_depart_number', label: 'Departure flight number', type: 'text' },
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
          { key: 'depart_port', label: 'Departure airport' },
          { key: 'flight_depart_number', label: 'Departure flight number' },
          { key: 'one_way', label: 'Journey' },
        ],
      },
      {
        title: 'Pick-up details',
        fields: [
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
    pass: 2,
    one_way: 'return',
    vehicle: 'Safari Land Cruiser',
    special_needs: 'None',
    pick_up: 'inside terminal',
  }),
})
