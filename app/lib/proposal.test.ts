import { describe, expect, test } from 'vitest'
import { seedPackages } from '../../db/frozen-content/0018-catalogue/content'
import { DEFAULT_BOOKING_TERMS } from './booking-terms'
import type { TripPackage } from './catalogue'
import { blankProposal, buildProposalView, endDateOf, numberDays, proposalFromPackage } from './proposal'
import { changeForm, formFromPayload, formOf } from './proposal-form'

// A proposal's document and the view a sent version freezes: the one the page, the PDF and the mails
// are drawn from.

const start = { startDate: '2027-07-10', expiresOn: '2026-12-10', adults: 2, children: 1, depositPercent: 30 }
const seed = seedPackages.find((item) => item.no === 1)!
/** The seed's first package as the catalogue reads it: prices in cents. */
const gorillas = {
  ...seed,
  seasons: seed.seasons.map(({ priceUsd, ...band }) => ({ ...band, cents: priceUsd * 100 })),
  childPriceCents: seed.childPriceUsd === null ? null : seed.childPriceUsd * 100,
} as unknown as TripPackage

const context = {
  brand: 'Tembo Safaris',
  reference: 'TS-2611-0001',
  version: 1,
  travellerName: 'Anna Keller',
  terms: DEFAULT_BOOKING_TERMS,
  contact: { email: 'safaris@example.com', phone: '+256700000000' },
  sentOn: '2026-11-26',
  online: [],
}

describe('a proposal from a package', () => {
  test('takes its days, stops, meals and lists, priced at the start date’s season per person', () => {
    const document = proposalFromPackage(gorillas, start)
    expect(document.title).toBe(gorillas.title)
    expect(document.days.reduce((sum, day) => sum + day.days, 0)).toBe(gorillas.days)
    expect(document.days[0]).toMatchObject({ overnight: gorillas.itinerary[0]!.overnight })
    expect(document.included).toEqual(gorillas.included)
    expect(document.excluded).toEqual(gorillas.excluded)
    const july = gorillas.seasons.find((season) => season.from <= 7 && 7 <= season.to)!
    expect(document.lines[0]).toMatchObject({ quantity: 2, unit: july.cents })
    expect(document.lines[0]!.description).toMatch(/per adult sharing$/)
    expect(document.lines[0]!.description).not.toMatch(/season season/)
    expect(document.lines[1]).toMatchObject({ quantity: 1, unit: gorillas.childPriceCents ?? july.cents })
    expect(document.packageNo).toBe(1)
  })

  test('a blank trip has one day and one line to fill in', () => {
    const document = blankProposal({ ...start, children: 0 })
    expect(document.days).toHaveLength(1)
    expect(document.lines).toEqual([{ description: '', quantity: 1, unit: 0 }])
  })
})

describe('the view of a version', () => {
  const document = {
    ...blankProposal(start),
    currency: 'EUR' as const,
    days: [
      { days: 1, title: 'Arrival', text: '', overnight: 'Entebbe', lodge: '', meals: 'D' },
      { days: 3, title: 'Bwindi', text: '', overnight: 'Bwindi', lodge: 'Forest lodge', meals: 'BLD' },
      { days: 1, title: 'Home', text: '', overnight: '', lodge: '', meals: 'B' },
    ],
    lines: [
      { description: 'Lodges', quantity: 2, unit: 185_050 },
      { description: 'Gorilla permits', quantity: 2, unit: 80_000 },
      { description: 'Returning traveller', quantity: 1, unit: -10_001 },
    ],
  }

  test('numbers the days from the start date, a stay of several days as one entry', () => {
    expect(numberDays(document.days, '2027-02-27').map((day) => [day.label, day.date])).toEqual([
      ['Day 1', '2027-02-27'],
      ['Days 2-4', '2027-02-28'],
      ['Day 5', '2027-03-03'],
    ])
    expect(endDateOf({ days: document.days, startDate: '2028-02-27' })).toBe('2028-03-02')
  })

  test('adds the lines on the server, splits the deposit in cents, and dates the balance', () => {
    const view = buildProposalView(document, context)
    expect(view.lines.map((line) => line.total)).toEqual([370_100, 160_000, -10_001])
    expect(view.total).toBe(520_099)
    expect(view.deposit).toBe(156_030) // 30% of 5,200.99 is 1,560.297
    expect(view.balance).toBe(364_069)
    expect(view.balanceDueOn).toBe('2027-06-10')
    expect(view.balanceAtOnce).toBe(false)
    expect(view.cancellation[0]).toMatch(/more than 30 days/)
  })

  test('a trip that starts within the balance period has its balance due with the deposit', () => {
    const soon = buildProposalView({ ...document, startDate: '2026-12-20' }, context)
    expect(soon).toMatchObject({ balanceDueOn: '2026-11-26', balanceAtOnce: true })
  })
})

describe('the editor’s form', () => {
  test('shows a document as text and reads it back as posted', () => {
    const document = proposalFromPackage(gorillas, start)
    const form = formOf(document)
    expect(form.lines[0]!.unit).toMatch(/^\d+(\.\d\d)?$/)
    expect(formFromPayload(JSON.parse(JSON.stringify(form)))).toEqual(form)
  })

  test('adds, moves and removes days and lines; an unknown change is refused', () => {
    const form = formOf(blankProposal(start))
    const added = changeForm(changeForm(form, 'add-line')!, 'add-day')!
    expect(added.lines).toHaveLength(2)
    expect(added.days).toHaveLength(2)
    const named = { ...added, lines: [added.lines[0]!, { ...added.lines[1]!, description: 'Flight' }] }
    expect(changeForm(named, 'up-line:1')!.lines[0]!.description).toBe('Flight')
    expect(changeForm(named, 'remove-line:0')!.lines.map((line) => line.description)).toEqual(['Flight'])
    expect(changeForm(form, 'drop-table')).toBeNull()
  })
})
