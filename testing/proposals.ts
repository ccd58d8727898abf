import type { DatabaseHandle } from '@db/client'
import type { ProposalForm } from '../app/lib/proposal-form'
import { call, signInByForm } from './api'
import { leadOf } from './leads'
import { packageBookingInput } from './inquiries'

// A proposal as staff make it over HTTP, for the integration and browser tests: a lead from a package
// booking, a proposal started from the package, its form posted as the editor's fields.

/** The editor's fields of a form, named as the page names them (`days[2].title`, `lines[0].unit`). */
export function proposalFields(form: ProposalForm, intent: string): URLSearchParams {
  const fields = new URLSearchParams({ intent })
  for (const [key, value] of Object.entries(form)) {
    if (typeof value === 'string') fields.append(key, value)
  }
  for (const country of form.countries) fields.append('countries', country)
  form.days.forEach((day, index) => {
    for (const [key, value] of Object.entries(day)) {
      if (typeof value === 'string') fields.append(`days[${index}].${key}`, value)
      else for (const meal of value) fields.append(`days[${index}].${key}`, meal)
    }
  })
  form.lines.forEach((line, index) => {
    for (const [key, value] of Object.entries(line)) fields.append(`lines[${index}].${key}`, value)
  })
  return fields
}

/** A trip as staff might type it: two entries, two lines (one a discount), in euros. */
export function typedProposal(overrides: Partial<ProposalForm> = {}): ProposalForm {
  return {
    title: 'Gorillas and the Mara',
    note: 'Dear Anna, here is the trip we talked about.',
    currency: 'EUR',
    startDate: '2027-07-10',
    expiresOn: '2027-06-01',
    adults: '2',
    children: '0',
    depositPercent: '30',
    countries: ['kenya', 'uganda'],
    included: 'Lodges as listed\nGorilla permits',
    excluded: 'International flights',
    days: [
      {
        days: '1',
        title: 'Arrival in Nairobi',
        text: 'Met at the airport.',
        overnight: 'Nairobi',
        lodge: 'Karen hotel',
        meals: ['D'],
      },
      {
        days: '3',
        title: 'The Maasai Mara',
        text: 'Game drives.',
        overnight: 'Maasai Mara',
        lodge: 'River camp',
        meals: ['B', 'L', 'D'],
      },
    ],
    lines: [
      { description: 'Safari, per adult sharing', quantity: '2', unit: '4,250.50' },
      { description: 'Returning guest', quantity: '1', unit: '-100' },
    ],
    ...overrides,
  }
}

/** A traveller's package booking and the staff cookie: the lead to write a proposal for. */
export async function leadForProposal(url: string, handle: DatabaseHandle, name = 'Anna Keller') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@traveller.example`
  const created = await call<{ id: number }>(url, '/api/bookings/book_package', {
    json: packageBookingInput({ name, email, package_no: 1 }),
  })
  if (created.status !== 201) throw new Error(`the booking was refused: ${created.status}`)
  const lead = await leadOf(handle, 'package', created.body.id)
  const cookie = await signInByForm(url)
  return { ...lead, email, name, cookie }
}
