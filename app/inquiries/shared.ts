import { emailField, nameField, optionalText, phoneField } from '../schemas/fields'
import type { FieldGroup, FormField, LeadFacts, RecordField, StoredRow } from './kind'

// What several kinds share: the traveller's contact fields, the lists a form offers, and the travellers
// the demo data is made of.

export const options = (values: string[]) => values.map((value) => ({ value, label: value }))

export const countryOptions = options(['Uganda', 'Kenya', 'Rwanda', 'Tanzania', 'Several of these'])

export const heardAboutOptions = options([
  'Search engine',
  'Social media',
  'A friend or relative',
  'A travel agent',
  'Our blog',
  'Other',
])

/** Name, e-mail and phone, as every form but the contact form asks for them. */
export const contactFormFields: FormField[] = [
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

export const residingCountryFormField: FormField = {
  name: 'residing_country',
  label: 'Residing Country',
  type: 'text',
  autoComplete: 'country-name',
}

/** The rules of name, e-mail and phone, as every form but the contact form has them. */
export const contactRules = { name: nameField, email: emailField, phone: phoneField }
/** The contact columns every kind but the message has: the marker replaces them on erasure. */
export const contactColumns = ['name', 'email', 'phone']

/** The optional message of the trip forms. */
export const tripMessageRule = optionalText({ min: 2, minMessage: 'at least 2 char', max: 5000 })

export const travellerName: RecordField = { key: 'name', label: 'Name' }
export const travellerEmail: RecordField = { key: 'email', label: 'Email', format: 'email' }
export const travellerPhone: RecordField = { key: 'phone', label: 'Phone', format: 'phone' }
export const travellerGroup: FieldGroup = {
  title: 'Traveller',
  fields: [travellerName, travellerEmail, travellerPhone],
}
export const residingCountryField: RecordField = { key: 'residing_country', label: 'Residing country' }
export const heardAboutField: RecordField = { key: 'hear_about', label: 'Heard about us through' }
export const messageField: RecordField = { key: 'message', label: 'Message', format: 'text', said: true }

const travellers = [
  {
    name: 'Amelia Hartley',
    email: 'amelia.hartley@example.com',
    phone: '+44 20 7946 0958',
    country: 'United Kingdom',
  },
  { name: 'Lukas Brenner', email: 'lukas.brenner@example.de', phone: '+49 30 901820 44', country: 'Germany' },
  { name: 'Priya Raman', email: 'priya.raman@example.in', phone: '+91 98450 12345', country: 'India' },
  { name: 'Carlos Méndez', email: 'carlos.mendez@example.es', phone: '+34 612 345 678', country: 'Spain' },
  { name: 'Grace Njeri', email: 'grace.njeri@example.co.ke', phone: '+254 712 345 678', country: 'Kenya' },
]

/** One of the demo travellers, with an address of their own for each `n` (example domains: no mail leaves). */
export function sampleTraveller(n: number) {
  const person = travellers[n % travellers.length]!
  return { ...person, email: person.email.replace('@', `+${n}@`) }
}

/** A demo traveller's name, e-mail and phone, as the trip forms ask for them. */
export function sampleContact(n: number) {
  const { name, email, phone } = sampleTraveller(n)
  return { name, email, phone }
}

/** A date `days` from today, as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** The phone and residing country a stored inquiry gives, where it has them. */
export function contactFacts(row: StoredRow): LeadFacts {
  return { phone: text(row.phone), country: text(row.residing_country) }
}

/** A stored text value, or undefined when empty. */
export const storedText = text
