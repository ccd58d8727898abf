import { m } from '~/paraglide/messages'
import { daysText, nightsText } from './country-names'
import type { Locale } from './locales'
import { money, sumMoney } from './money'
import type { PricedLine, PricedQuote } from './pricing/quote'
import { readChoice, type DayChoices } from './pricing/setup'
import type { ProposalLine } from './proposal'
import type { LineCategory } from './traveller-price'

// A proposal's price lines from its quote priced from the rate cards, in the traveller's words
// (decision 053): the quote's lines say what staff need (a season, a residency, the day a stay starts);
// the traveller reads what they pay for, "Mara Serena Safari Lodge, 3 nights", under its heading. Each
// choice of an entry (its lodge, its park...) becomes one line, a stay across two seasons included;
// a line whose rate was missing keeps no price, so it cannot be sent. A proposal in German or French
// takes each supplier's words in its language where the cards keep them (`listTravellerWords`), and
// says the rest (a park's fees, a transfer, the nights and days) in it.

/** What the cards say of a supplier for travellers (models/rate-cards.server.ts, `listTravellerWords`). */
export interface SupplierWords {
  id: number
  kind: string
  name: string
  area: string
  /** "Shown to travellers as", in the proposal's language where the cards say it; '' for words made from its name */
  travellerWording: string
}

type Part = 'lodge' | 'park' | 'vehicle' | 'other' | 'extra'
const PARTS: readonly Part[] = ['lodge', 'park', 'vehicle', 'other', 'extra']

const CATEGORY_OF_KIND: Record<string, LineCategory> = {
  lodge: 'stays',
  park: 'parks',
  permit: 'parks',
  vehicle: 'vehicle',
  transfer: 'transport',
  flight: 'transport',
  activity: 'activities',
}
const CATEGORY_OF_PART: Record<Part, LineCategory> = {
  lodge: 'stays',
  park: 'parks',
  vehicle: 'vehicle',
  other: 'other',
  extra: 'other',
}

/** A warning that leaves a line without a price (rather than one to look at) */
const NO_PRICE = new Set(['no-rate', 'season-gap', 'no-exchange'])

const isUnpriced = (line: PricedLine) =>
  line.markupFrom !== 'complimentary' &&
  line.markupFrom !== 'override' &&
  line.warnings.some((warning) => NO_PRICE.has(warning.code))

/**
 * The words of a supplier's line without its count, in `locale`: staff's wording, else made from its
 * name and kind.
 */
export function travellerWords(
  supplier: SupplierWords | undefined,
  label: string | null,
  locale: Locale = 'en',
) {
  const words = { locale }
  if (supplier?.travellerWording) return supplier.travellerWording
  if (!supplier) return label ?? m.line_service({}, words)
  switch (supplier.kind) {
    case 'lodge':
      return supplier.name
    case 'park':
      return m.line_park_fees({ name: supplier.name }, words)
    case 'transfer':
      return m.line_transfer({ area: supplier.area }, words)
    case 'flight':
      return m.line_flight({ area: supplier.area }, words)
    default:
      // A vehicle's, a permit's or an activity's label says what it is: "4x4 with pop-up roof"
      return label ?? supplier.name
  }
}

/** The count a line's words end with: a stay's nights, a park's or a vehicle's days. */
function countOf(part: Part, days: number, locale: Locale) {
  if (part === 'lodge') return nightsText(days, locale)
  if (part === 'park' || part === 'vehicle') return daysText(days, locale)
  return ''
}

export function travellerLines(
  trip: { days: readonly { days: number }[] },
  choices: readonly DayChoices[],
  quote: Pick<PricedQuote, 'days' | 'currency'>,
  suppliers: readonly SupplierWords[],
  locale: Locale = 'en',
): ProposalLine[] {
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]))
  return quote.days.flatMap((day, index) => {
    const byPart = Map.groupBy(day.lines, (line) => line.key?.split(':')[1] ?? '')
    return [...byPart].flatMap(([key, lines]): ProposalLine[] => {
      const part = (PARTS as readonly string[]).includes(key) ? (key as Part) : 'other'
      const read = readChoice(choices[index]?.[part] ?? '')
      const supplier = read ? byId.get(read.supplierId) : undefined
      const words = travellerWords(supplier, read?.label ?? null, locale)
      const category = (supplier && CATEGORY_OF_KIND[supplier.kind]) ?? CATEGORY_OF_PART[part]
      const free = lines.filter((line) => line.markupFrom === 'complimentary').length
      const line = (description: string, of: readonly PricedLine[]): ProposalLine => ({
        description,
        quantity: 1,
        unit: sumMoney(
          of.map((item) => money(item.sell, quote.currency)),
          quote.currency,
        ).minor,
        category,
        ...(of.every((item) => item.markupFrom === 'complimentary') ? { complimentary: true } : {}),
        ...(of.some(isUnpriced) ? { unpriced: true } : {}),
      })
      const count = countOf(part, trip.days[index]?.days ?? 1, locale)
      // Part of a stay given and part sold: each part on its own line, without a count it cannot know.
      if (free && free < lines.length) return lines.map((item) => line(words, [item]))
      return [line(count ? `${words}, ${count}` : words, lines)]
    })
  })
}
