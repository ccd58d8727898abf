import { describe, expect, test } from 'vitest'
import { seedPackages } from '../../db/frozen-content/0018-catalogue/content'
import { DEFAULT_BOOKING_TERMS } from './booking-terms'
import type { TripPackage } from './catalogue'
import { ProposalSchema } from '~/schemas/proposal'
import { buildProposalView, endDateOf, numberDays, priceShown, type ProposalView } from './proposal'
import { blankProposal, proposalFromPackage } from './new-proposal'
import { changeForm, formFromPayload, formOf } from './proposal-form'
import { lineAmountText, sharesText } from './proposal-words'

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
    expect(document.lines[0]!.description).toBe(`${gorillas.title}, per adult sharing`)
    expect(document.lines.map((line) => [line.category, line.per])).toEqual([
      ['safari', 'adult'],
      ['safari', 'child'],
    ])
    expect(document.lines[1]).toMatchObject({ quantity: 1, unit: gorillas.childPriceCents ?? july.cents })
    expect(document.packageNo).toBe(1)
  })

  test('a blank trip has one day and one line to fill in', () => {
    const document = blankProposal({ ...start, children: 0 })
    expect(document.days).toHaveLength(1)
    expect(document.lines).toEqual([{ description: '', quantity: 1, unit: 0, category: 'other' }])
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

  test("never shows the traveller a line's cost, supplier or origin", () => {
    const staffs = {
      ...document,
      lines: document.lines.map((line, index) =>
        index === 0 ? { ...line, cost: 300_000, supplier: 'Air Kenya' } : { ...line, fromCards: true },
      ),
    }
    const view = buildProposalView(staffs, context)
    expect(JSON.stringify(view)).not.toMatch(/cost|Air Kenya|fromCards/)
    expect(view.lines).toEqual(buildProposalView(document, context).lines)
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

describe('what the traveller reads of the price', () => {
  const usd = { ...blankProposal(start), currency: 'USD' as const }
  const totalAndShares = (view: ProposalView) => {
    const price = priceShown(view)
    return [price.total, sharesText(price.shares, 'USD', 'en')]
  }

  test('a package’s lines give each age its own share; a discount is shared by all, to the cent', () => {
    const view = buildProposalView(
      {
        ...usd,
        lines: [
          {
            description: 'Safari, per adult sharing',
            quantity: 2,
            unit: 240_000,
            category: 'safari',
            per: 'adult',
          },
          { description: 'Safari, per child', quantity: 1, unit: 120_000, category: 'safari', per: 'child' },
          { description: 'Returning traveller', quantity: 1, unit: -10_000 },
        ],
      },
      context,
    )
    // 100 off, split three ways by largest remainder: -33.33, -33.33 and -33.34, the adults first.
    const shares = priceShown(view).shares
    expect(shares).toEqual([
      { who: 'adult', count: 2, each: 236_667 },
      { who: 'child', count: 1, each: 116_666 },
    ])
    expect(shares.reduce((sum, share) => sum + share.count * share.each, 0)).toBe(view.total)
    expect(sharesText(shares, 'USD', 'en')).toEqual(['US$2,366.67 per adult', 'US$1,166.66 per child'])
  })

  test('adults alone are told a price per adult; a party with children not priced by age, per person', () => {
    const lines = [{ description: 'Lodges and parks', quantity: 1, unit: 480_000 }]
    expect(totalAndShares(buildProposalView({ ...usd, children: 0, lines }, context))).toEqual([
      480_000,
      ['US$2,400 per adult'],
    ])
    expect(totalAndShares(buildProposalView({ ...usd, children: 1, lines }, context))).toEqual([
      480_000,
      ['US$1,600 per person'],
    ])
    const odd = buildProposalView(
      { ...usd, adults: 3, children: 0, lines: [{ ...lines[0]!, unit: 100_000 }] },
      context,
    )
    expect(totalAndShares(odd)).toEqual([100_000, ['US$333.34 for 1 adult', 'US$333.33 each for 2 adults']])
  })

  test('lines are grouped under plain headings, a complimentary one says so, or the total is shown alone', () => {
    const document = {
      ...usd,
      lines: [
        { description: 'Safari vehicle, 3 days', quantity: 1, unit: 90_000, category: 'vehicle' as const },
        {
          description: 'Mara Serena Safari Lodge, 2 nights',
          quantity: 1,
          unit: 144_000,
          category: 'stays' as const,
        },
        {
          description: 'Dawn balloon flight',
          quantity: 1,
          unit: 0,
          category: 'activities' as const,
          complimentary: true,
        },
        { description: 'Gorilla permits', quantity: 2, unit: 80_000, category: 'parks' as const },
      ],
    }
    const grouped = priceShown(buildProposalView(document, context))
    expect(
      grouped.groups.map((group) => [group.heading, group.lines.map((line) => line.description)]),
    ).toEqual([
      ['Accommodation', ['Mara Serena Safari Lodge, 2 nights']],
      ['Park fees and permits', ['Gorilla permits']],
      ['Vehicle and guide', ['Safari vehicle, 3 days']],
      ['Activities', ['Dawn balloon flight']],
    ])
    expect(lineAmountText(grouped.groups[3]!.lines[0]!, 'USD', 'en')).toBe('Complimentary')
    const alone = priceShown(buildProposalView({ ...document, priceDisplay: 'total' }, context))
    expect(alone).toMatchObject({ display: 'total', total: 394_000, groups: [] })
  })

  test('a version sent before the price was built for travellers shows its lines, as they were, under no heading', () => {
    const { price: _price, ...old } = buildProposalView(
      { ...usd, lines: [{ description: 'Lodges', quantity: 2, unit: 100_000 }] },
      context,
    )
    const price = priceShown(JSON.parse(JSON.stringify(old)) as ProposalView)
    expect(price).toMatchObject({ display: 'grouped', total: 200_000 })
    expect(price.groups).toEqual([
      {
        category: 'other',
        heading: null,
        lines: [{ description: 'Lodges', quantity: 2, unit: 100_000, total: 200_000 }],
      },
    ])
    expect(sharesText(price.shares, 'USD', 'en')).toEqual([
      'US$666.67 each for 2 people',
      'US$666.66 for 1 person',
    ])
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

  test('keeps each line’s heading and what rides with it; a price typed over a line without one is its price', () => {
    const form = formOf({
      ...blankProposal(start),
      days: [{ days: 1, title: 'Arrival', text: '', overnight: '', lodge: '', meals: '' }],
      priceDisplay: 'total',
      lines: [
        {
          description: 'Safari, per adult sharing',
          quantity: 2,
          unit: 100_000,
          category: 'safari',
          per: 'adult',
        },
        {
          description: 'Mara Serena Safari Lodge, 2 nights',
          quantity: 1,
          unit: 0,
          category: 'stays',
          unpriced: true,
        },
        {
          description: 'Dawn balloon flight',
          quantity: 1,
          unit: 0,
          category: 'activities',
          complimentary: true,
        },
      ],
    })
    const read = (posted: typeof form) => {
      const parsed = ProposalSchema.safeParse(JSON.parse(JSON.stringify(formFromPayload(posted as never))))
      if (!parsed.success) throw parsed.error
      return parsed.data
    }
    const value = read(form)
    expect(value.priceDisplay).toBe('total')
    expect(value.lines).toEqual([
      {
        description: 'Safari, per adult sharing',
        quantity: 2,
        unit: 100_000,
        category: 'safari',
        per: 'adult',
      },
      {
        description: 'Mara Serena Safari Lodge, 2 nights',
        quantity: 1,
        unit: 0,
        category: 'stays',
        unpriced: true,
      },
      {
        description: 'Dawn balloon flight',
        quantity: 1,
        unit: 0,
        category: 'activities',
        complimentary: true,
      },
    ])
    const typed = {
      ...form,
      lines: form.lines.map((line, index) => (index === 1 ? { ...line, unit: '1,440' } : line)),
    }
    expect(read(typed).lines[1]).toEqual({
      description: 'Mara Serena Safari Lodge, 2 nights',
      quantity: 1,
      unit: 144_000,
      category: 'stays',
    })
  })
})
