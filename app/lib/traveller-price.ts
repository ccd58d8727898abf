import { money, splitEvenly, sumMoney, type Currency } from './money'

// What the traveller reads of a proposal's price (docs/product.md, "Proposals", how prices are shown;
// decision 053): the total and each traveller's share of it, then, as staff choose per proposal, the
// lines grouped under plain headings or the total alone. Built once into the view a version freezes, so
// the page, the PDF and the mails say the same; the phrases all three use, in the proposal's language,
// are in lib/proposal-words.ts.

/** The headings a line is grouped under, in the order the traveller reads them. */
export const LINE_CATEGORIES = {
  safari: 'Your safari',
  stays: 'Accommodation',
  parks: 'Park fees and permits',
  vehicle: 'Vehicle and guide',
  transport: 'Flights and transfers',
  activities: 'Activities',
  other: 'Other',
} as const
export type LineCategory = keyof typeof LINE_CATEGORIES
export const LINE_CATEGORY_CODES = Object.keys(LINE_CATEGORIES) as LineCategory[]
export const isLineCategory = (value: unknown): value is LineCategory =>
  typeof value === 'string' && value in LINE_CATEGORIES

/** How the traveller is shown the price, chosen per proposal. */
export const PRICE_DISPLAYS = {
  grouped: 'Show the lines grouped',
  total: 'Show the total alone',
} as const
export type PriceDisplay = keyof typeof PRICE_DISPLAYS
export const isPriceDisplay = (value: unknown): value is PriceDisplay =>
  typeof value === 'string' && value in PRICE_DISPLAYS

/** A line as the traveller reads it: its words, how many at what price, and what it adds to the total. */
export interface TravellerLine {
  description: string
  quantity: number
  unit: number
  total: number
  /** Given, sold at nothing: says so rather than an amount */
  complimentary?: boolean
}

export interface PriceGroup {
  category: LineCategory
  /** Null when every line is of one uncategorised kind (versions sent before lines had categories) */
  heading: string | null
  lines: TravellerLine[]
}

/**
 * Each traveller's share of the total, adding up to it exactly: `count` travellers pay `each`. An adult's
 * and a child's shares are told apart only where lines are priced per adult and per child; otherwise a
 * party with children is told a price per person.
 */
export interface TravellerShare {
  who: 'adult' | 'child' | 'person'
  count: number
  each: number
}

export interface TravellerPrice {
  display: PriceDisplay
  total: number
  shares: TravellerShare[]
  /** Empty when staff chose to show the total alone */
  groups: PriceGroup[]
}

/** A proposal's line as priced (`ProposalLine` of proposal.ts, with its total): what the price reads of it. */
interface PricedLine {
  description: string
  quantity: number
  unit: number
  total: number
  category?: LineCategory
  per?: 'adult' | 'child'
  complimentary?: boolean
}

/** Equal shares in a row folded into one: [500.01, 500.00] is one traveller at each. */
function folded(who: TravellerShare['who'], shares: readonly { minor: number }[]): TravellerShare[] {
  const out: TravellerShare[] = []
  for (const share of shares) {
    const last = out.at(-1)
    if (last && last.each === share.minor) last.count += 1
    else out.push({ who, count: 1, each: share.minor })
  }
  return out
}

/**
 * The total split between the travellers. Lines priced per adult and per child (a package's) are each
 * age's own; everything else (a lodge, a vehicle, a discount) is shared by every traveller equally. The
 * splits are by largest remainder, so the shares always add up to the total (decision 053).
 */
export function travellerShares(
  lines: readonly PricedLine[],
  party: { adults: number; children: number; total: number; currency: Currency },
): TravellerShare[] {
  const { adults, children, currency } = party
  if (adults + children < 1) return []
  const sum = (of: readonly PricedLine[]) =>
    sumMoney(
      of.map((line) => money(line.total, currency)),
      currency,
    ).minor
  const byAge =
    children > 0 &&
    adults > 0 &&
    lines.some((line) => line.per === 'adult') &&
    lines.some((line) => line.per === 'child')
  if (!byAge)
    return folded(
      children > 0 ? 'person' : 'adult',
      splitEvenly(money(party.total, currency), adults + children),
    )
  const adultLines = sum(lines.filter((line) => line.per === 'adult'))
  const childLines = sum(lines.filter((line) => line.per === 'child'))
  const shared = splitEvenly(money(party.total - adultLines - childLines, currency), adults + children)
  const adultsPay = adultLines + sumMoney(shared.slice(0, adults), currency).minor
  const childrenPay = childLines + sumMoney(shared.slice(adults), currency).minor
  return [
    ...folded('adult', splitEvenly(money(adultsPay, currency), adults)),
    ...folded('child', splitEvenly(money(childrenPay, currency), children)),
  ]
}

/** The lines under their headings, in the headings' order, each keeping the order staff gave it. */
export function groupLines(lines: readonly PricedLine[]): PriceGroup[] {
  const groups = LINE_CATEGORY_CODES.map((category) => ({
    category,
    heading: LINE_CATEGORIES[category] as string | null,
    lines: lines
      .filter((line) => (line.category ?? 'other') === category)
      .map((line): TravellerLine => ({
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        total: line.total,
        ...(line.complimentary ? { complimentary: true } : {}),
      })),
  })).filter((group) => group.lines.length)
  if (groups.length === 1 && groups[0]!.category === 'other') groups[0]!.heading = null
  return groups
}

export function travellerPrice(
  priced: { lines: readonly PricedLine[]; total: number },
  party: { adults: number; children: number; currency: Currency },
  display: PriceDisplay = 'grouped',
): TravellerPrice {
  return {
    display,
    total: priced.total,
    shares: travellerShares(priced.lines, { ...party, total: priced.total }),
    groups: display === 'grouped' ? groupLines(priced.lines) : [],
  }
}
