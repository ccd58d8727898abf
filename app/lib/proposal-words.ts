import { m } from '~/paraglide/messages'
import { formatDate } from './back-office'
import { localAmount, localDate } from './local-formats'
import type { Locale } from './locales'
import { paymentMethodLabel } from './ledger'
import { formatMoney, type Currency } from './money'
import type { OnlineWay, ProposalView } from './proposal'
import type { PriceGroup, TravellerLine, TravellerShare } from './traveller-price'

// The words around a proposal, in the language it is written in (docs/product.md, "Languages"): staff
// write a proposal's own words (its title, days and lines) in one language, and the page, the PDF and
// the mails say everything else in that one. English keeps the words and formats it always had.

/** The language a version was written in: the view's, English for versions sent before languages. */
export const viewLanguage = (view: Pick<ProposalView, 'language'>): Locale => view.language ?? 'en'

/** An amount of the proposal's currency, the traveller's way: "US$4,950", "4.950 USD", "4 950 $US". */
export const moneyIn = (minor: number, currency: Currency, locale: Locale) =>
  locale === 'en' ? formatMoney({ minor, currency }) : localAmount(minor / 100, currency, locale)

/** A calendar date: "Fri 12 Mar 2027", "Fr., 12. März 2027", "ven. 12 mars 2027". */
export const dateIn = (value: string, locale: Locale) =>
  locale === 'en' ? formatDate(value) : localDate(value, locale)

/** Who travels: "2 adults and 1 child". */
export function partyText(adults: number, children: number, locale: Locale): string {
  const words = { locale }
  const grown =
    adults === 1 ? m.proposal_adults_one({}, words) : m.proposal_adults_many({ count: String(adults) }, words)
  if (!children) return grown
  const young =
    children === 1
      ? m.proposal_children_one({}, words)
      : m.proposal_children_many({ count: String(children) }, words)
  return m.proposal_party({ adults: grown, children: young }, words)
}

/** How many nights: "3 nights". */
export const nightsText = (nights: number, locale: Locale) =>
  nights === 1
    ? m.proposal_nights_one({}, { locale })
    : m.proposal_nights_many({ count: String(nights) }, { locale })

const SHARE_WORDS = {
  adult: [m.price_per_adult, m.price_one_adult, m.price_each_adults],
  child: [m.price_per_child, m.price_one_child, m.price_each_children],
  person: [m.price_per_person, m.price_one_person, m.price_each_people],
} as const

/**
 * Each share in words: "US$2,400 per adult", "US$1,200 per child"; where the split leaves a cent over,
 * "US$333.34 each for 2 people", "US$333.33 for 1 person".
 */
export function sharesText(shares: readonly TravellerShare[], currency: Currency, locale: Locale): string[] {
  return shares.map((share) => {
    const amount = moneyIn(share.each, currency, locale)
    const [per, one, each] = SHARE_WORDS[share.who]
    const uneven = shares.filter((other) => other.who === share.who).length > 1
    if (!uneven) return per({ amount }, { locale })
    return share.count === 1
      ? one({ amount }, { locale })
      : each({ amount, count: String(share.count) }, { locale })
  })
}

/** What a line adds, as the traveller reads it: an amount, or the word for a line sold at nothing. */
export function lineAmountText(line: TravellerLine, currency: Currency, locale: Locale): string {
  if (line.complimentary) return m.price_complimentary({}, { locale })
  if (line.total === 0) return m.price_included({}, { locale })
  return moneyIn(line.total, currency, locale)
}

/** How many at what price, where there is more than one: "2 × US$800". */
export const lineCountText = (line: TravellerLine, currency: Currency, locale: Locale) =>
  line.quantity > 1 && line.total !== 0 ? `${line.quantity} × ${moneyIn(line.unit, currency, locale)}` : ''

const HEADINGS = {
  safari: m.price_heading_safari,
  stays: m.price_heading_stays,
  parks: m.price_heading_parks,
  vehicle: m.price_heading_vehicle,
  transport: m.price_heading_transport,
  activities: m.price_heading_activities,
  other: m.price_heading_other,
} as const

/** A group's heading; a price of one uncategorised kind has none, and reads "What the price is made of". */
export const groupHeading = (group: Pick<PriceGroup, 'category' | 'heading'>, locale: Locale) =>
  group.heading === null ? m.proposal_made_of({}, { locale }) : HEADINGS[group.category]({}, { locale })

/** How a traveller pays from their page, in words: "By card or mobile money (M-Pesa, …)". */
export function onlineWaysText(
  online: readonly OnlineWay[] | undefined,
  locale: Locale = 'en',
): string | undefined {
  const card = online?.includes('card')
  const mobile = online?.includes('mobile-money')
  if (card && mobile) return m.proposal_ways_both({}, { locale })
  if (card) return m.proposal_ways_card({}, { locale })
  if (mobile) return m.proposal_ways_mobile({}, { locale })
  return undefined
}

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** A way of paying as the traveller reads it, mid-sentence: "card", "Banküberweisung". */
const METHODS: Record<string, Words> = {
  bank_transfer: m.method_bank_transfer,
  card: m.method_card,
  paypal: m.method_paypal,
  mobile_money: m.method_mobile_money,
  cash: m.method_cash,
}
export const methodText = (method: string, locale: Locale) =>
  METHODS[method]?.({}, { locale }) ?? paymentMethodLabel(method).toLowerCase()
