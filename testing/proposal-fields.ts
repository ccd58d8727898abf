import type { ProposalForm } from '../app/lib/proposal-form'

// A proposal's editor form as staff fill it in and as the page posts it, for the tests and the audit.

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
