import { safariExperiences } from '~/content/experiences'
import { packages } from '~/content/packages'

// The fields of each public form (docs/product.md, "The five inquiry forms"), named with the API's field names. One description
// drives the markup; the rules live in the Zod schemas (app/schemas/inquiries.ts).

export interface FieldSpec {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'date' | 'number' | 'select' | 'textarea' | 'radio'
  options?: { value: string; label: string }[]
  autoComplete?: string
  hint?: string
  /** Grid width on wide screens. */
  wide?: boolean
  step?: string
}

const options = (values: string[]) => values.map((value) => ({ value, label: value }))

const countries = options(['Uganda', 'Kenya', 'Rwanda', 'Tanzania', 'Several of these'])
const heardAbout = options([
  'Search engine',
  'Social media',
  'A friend or relative',
  'A travel agent',
  'Our blog',
  'Other',
])

const contact: FieldSpec[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Phone Number',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'With your country code, e.g. +44 20 7946 0958',
  },
]

export const countryInquiryFields: FieldSpec[] = [
  ...contact,
  { name: 'residing_country', label: 'Residing Country', type: 'text', autoComplete: 'country-name' },
  { name: 'visit_country', label: 'Visiting Country', type: 'select', options: countries },
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
    options: heardAbout,
    wide: true,
  },
  {
    name: 'message',
    label: 'Message',
    type: 'textarea',
    wide: true,
    hint: 'Optional: who is travelling, interests, budget',
  },
]

export const packageBookingFields: FieldSpec[] = [
  ...contact,
  { name: 'residing_country', label: 'Residing Country', type: 'text', autoComplete: 'country-name' },
  {
    name: 'package_no',
    label: 'Package',
    type: 'select',
    options: packages.map((item) => ({ value: String(item.no), label: `${item.title} (${item.days} days)` })),
    wide: true,
  },
  { name: 'arrival_date', label: 'Date of arrival', type: 'date' },
  { name: 'hear_about', label: 'How did you hear about us?', type: 'select', options: heardAbout },
  { name: 'message', label: 'Message', type: 'textarea', wide: true },
]

export const accommodationFields: FieldSpec[] = [
  ...contact,
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
]

export const airportTransferFields: FieldSpec[] = [
  ...contact,
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
]

export const contactMessageFields: FieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message', type: 'textarea', wide: true },
]
