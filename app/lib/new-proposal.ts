import { seasonOf, type TripPackage } from './catalogue'
import type { ProposalDocument, ProposalLine } from './proposal'

// A proposal's first draft (docs/product.md, "Proposals"): a blank trip, or one from a package with its
// days, stops and prices at the season of the start date. Staff change all of it before it is sent.

export interface NewProposal {
  startDate: string
  expiresOn: string
  adults: number
  children: number
  depositPercent: number
}

/** A blank trip: one day to describe and one line to price. */
export function blankProposal(start: NewProposal): ProposalDocument {
  return {
    title: 'Your safari',
    note: '',
    currency: 'USD',
    ...start,
    countries: [],
    days: [{ days: 1, title: '', text: '', overnight: '', lodge: '', meals: '' }],
    lines: [{ description: '', quantity: 1, unit: 0, category: 'other' }],
    included: [],
    excluded: [],
    packageNo: null,
    priceDisplay: 'grouped',
  }
}

/**
 * A proposal from a package: its days, stops, meals, inclusions and exclusions, priced at the season of
 * the start date per person sharing for the adults, and at the child price (or the same) per child. The
 * lines say what the traveller pays for, not the season (decision 053).
 */
export function proposalFromPackage(item: TripPackage, start: NewProposal): ProposalDocument {
  const month = Number(start.startDate.slice(5, 7))
  const season = seasonOf(item, month) ?? item.seasons[0]
  const perPerson = season?.cents ?? 0
  const lines: ProposalLine[] = [
    {
      description: `${item.title}, per adult sharing`,
      quantity: Math.max(1, start.adults),
      unit: perPerson,
      category: 'safari',
      per: 'adult',
    },
  ]
  if (start.children > 0)
    lines.push({
      description: `${item.title}, per child`,
      quantity: start.children,
      unit: item.childPriceCents ?? perPerson,
      category: 'safari',
      per: 'child',
    })
  return {
    title: item.title,
    note: '',
    currency: 'USD',
    ...start,
    countries: item.countries,
    days: item.itinerary.map((entry) => ({
      days: entry.to - entry.from + 1,
      title: entry.title,
      text: entry.text,
      overnight: entry.overnight,
      lodge: entry.lodge,
      meals: entry.meals,
    })),
    lines,
    included: item.included,
    excluded: item.excluded,
    packageNo: item.no,
    priceDisplay: 'grouped',
  }
}
