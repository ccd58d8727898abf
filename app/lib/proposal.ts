import {
  addDays,
  balanceDue,
  cancellationClauses,
  depositAndBalance,
  type BookingTerms,
} from './booking-terms'
import { dayLabel, type CatalogueImage } from './catalogue'
import type { Locale } from './locales'
import { money, sumMoney, timesQuantity, type Currency } from './money'
import { travellerPrice, type LineCategory, type PriceDisplay, type TravellerPrice } from './traveller-price'

// A proposal (docs/product.md, "Proposals"): the trip staff price for a lead, as a document they edit,
// and the view a sent version freezes. The traveller's page, the PDF and the mails all draw from that
// one view, built here once, so the three never disagree. Money is integer minor units.

export interface ProposalDay {
  /** How many days this entry covers (a stay of three nights at one camp is one entry of 3) */
  days: number
  title: string
  text: string
  /** Where the night is spent (a place the route map knows), and the lodge or camp there */
  overnight: string
  lodge: string
  /** A subset of 'BLD' */
  meals: string
}

export interface ProposalLine {
  /** In the traveller's words (decision 053): no season names, residency codes or ISO dates */
  description: string
  quantity: number
  /** Minor units; a discount is negative */
  unit: number
  /** The heading it is shown under; 'other' when absent (lines kept before headings) */
  category?: LineCategory
  /** Priced per adult or per child (a package's lines): that age's own share of the total */
  per?: 'adult' | 'child'
  /** Given, sold at nothing: the traveller reads "Complimentary" */
  complimentary?: boolean
  /** Priced from the rate cards where a rate was missing: no price yet, so it cannot be sent */
  unpriced?: boolean
  /**
   * Written by "Price from the rate cards": replaced by the next pricing, its cost in the quote. A line
   * without it was typed by staff and is kept through every pricing (docs/product.md, "Proposals").
   */
  fromCards?: boolean
  /** A typed line's cost each, minor units of the proposal's currency (staff only); absent: not known */
  cost?: number
  /** A typed line's supplier (staff only) */
  supplier?: string
}

/** A line as the traveller may read it: its cost, supplier and origin are staff's alone. */
export const travellerLine = ({
  fromCards: _fromCards,
  cost: _cost,
  supplier: _supplier,
  ...line
}: ProposalLine): ProposalLine => line

/** What staff edit, stored as JSON on the proposal and, as sent, on each version. */
export interface ProposalDocument {
  title: string
  /** A personal note at the top, to the traveller */
  note: string
  currency: Currency
  /** ISO dates */
  startDate: string
  expiresOn: string
  adults: number
  children: number
  /** Country slugs in travel order, for the route map */
  countries: string[]
  days: ProposalDay[]
  lines: ProposalLine[]
  included: string[]
  excluded: string[]
  depositPercent: number
  /** The package it started from, if any */
  packageNo: number | null
  /** How the traveller is shown the price; the lines grouped when absent */
  priceDisplay?: PriceDisplay
  /** The language staff write it in, and the words around it follow; English when absent */
  language?: Locale
}

/** What the traveller is shown of one version: frozen when it is sent, hashed when accepted. */
export interface ProposalView {
  brand: string
  reference: string
  version: number
  travellerName: string
  title: string
  note: string
  currency: Currency
  startDate: string
  endDate: string
  adults: number
  children: number
  countries: string[]
  days: (ProposalDay & { label: string; date: string; picture?: CatalogueImage })[]
  lines: (ProposalLine & { total: number })[]
  total: number
  deposit: number
  depositPercent: number
  balance: number
  /** The day the balance is due; `balanceAtOnce` when that is with the deposit */
  balanceDueOn: string
  balanceAtOnce: boolean
  expiresOn: string
  included: string[]
  excluded: string[]
  cancellation: string[]
  /** The clause's notice in days, as the sentences say it: what a cancellation of this booking refunds */
  cancellationDays: number
  payment: {
    bankDetails: string
    paypalUrl: string
    /** Paid from the traveller's page, as the operator took payments when it was sent (decision 052) */
    online?: OnlineWay[]
    /** A fixed card payment page, in versions sent before decision 052; no longer shown */
    cardPaymentUrl?: string
  }
  contact: { email: string; phone: string }
  sentOn: string
  /**
   * Every night's lodge or camp, priced from the rate cards or typed, with what the cards say of it
   * (versions sent before this named only those priced from the cards; none before 0036's views)
   */
  stays?: ProposalStay[]
  /** The cover's picture (versions sent before this have none, nor pictures on their days) */
  cover?: CatalogueImage
  /** The price as the traveller reads it (decision 053); derived by `priceShown` for older views */
  price?: TravellerPrice
  /** The language it is written in, the words around it too (lib/proposal-words.ts); English when absent */
  language?: Locale
}

/** The price as the traveller reads it: as frozen with the version, or, in a version older than that, its lines grouped. */
export const priceShown = (view: ProposalView): TravellerPrice => view.price ?? travellerPrice(view, view)

/** The entries' day numbers and dates: "Day 1" on the start date, "Days 2-4" from the day after. */
export function numberDays(days: readonly ProposalDay[], startDate: string, locale: Locale = 'en') {
  let next = 1
  return days.map((day) => {
    const first = next
    next += day.days
    const last = next - 1
    return {
      ...day,
      label: dayLabel({ from: first, to: last }, locale),
      date: addDays(startDate, first - 1),
    }
  })
}

/** The trip's last day: the start plus every entry's days, less one. */
export const endDateOf = (document: Pick<ProposalDocument, 'days' | 'startDate'>) =>
  addDays(
    document.startDate,
    Math.max(
      1,
      document.days.reduce((sum, day) => sum + day.days, 0),
    ) - 1,
  )

/** Each line's total and the proposal's, in minor units of its currency. */
export function priceLines(document: Pick<ProposalDocument, 'lines' | 'currency'>) {
  const lines = document.lines.map((line) => ({
    ...line,
    total: timesQuantity(money(line.unit, document.currency), line.quantity).minor,
  }))
  const total = sumMoney(
    lines.map((line) => money(line.total, document.currency)),
    document.currency,
  ).minor
  return { lines, total }
}

/** A lodge or camp of the trip, as the rate cards describe it to travellers (or as staff typed its name). */
export interface ProposalStay {
  name: string
  area: string
  description: string
  /** Its pictures, up to six, with their words (app/lib/supplier-pictures.ts) */
  pictures?: CatalogueImage[]
  /** How many nights of the trip are spent there */
  nights?: number
}

/** The trip's lodges and camps, and which of them each entry of the days sleeps at (its index, or null). */
export interface TripStays {
  stays: ProposalStay[]
  stayOfDay: (number | null)[]
}

/** A way a traveller pays from their own page: by card through Stripe, by mobile money through Pesapal. */
export type OnlineWay = 'card' | 'mobile-money'

export interface ViewContext {
  brand: string
  reference: string
  version: number
  travellerName: string
  terms: BookingTerms
  /** The ways a traveller pays from their page: card (Stripe), mobile money (Pesapal) */
  online: OnlineWay[]
  contact: { email: string; phone: string }
  /** The day it is sent (ISO date): a balance date already past is due at once */
  sentOn: string
  /** The trip's lodges and which entry sleeps at which (models/proposal-stays.server.ts) */
  trip?: TripStays
  /** A picture for each entry of the days (lib/day-pictures.ts) */
  pictures?: CatalogueImage[]
  /** The cover's picture when the trip has its own (its package's); else its first day's */
  cover?: CatalogueImage
}

export function buildProposalView(document: ProposalDocument, context: ViewContext): ProposalView {
  const { lines, total } = priceLines({ ...document, lines: document.lines.map(travellerLine) })
  const { deposit, balance } = depositAndBalance(money(total, document.currency), {
    depositPercent: document.depositPercent,
  })
  const due = balanceDue(document.startDate, context.sentOn, context.terms)
  const trip = context.trip ?? { stays: [], stayOfDay: [] }
  const pictures = context.pictures ?? []
  const language = document.language ?? 'en'
  return {
    brand: context.brand,
    reference: context.reference,
    version: context.version,
    travellerName: context.travellerName,
    title: document.title,
    note: document.note,
    currency: document.currency,
    startDate: document.startDate,
    endDate: endDateOf(document),
    adults: document.adults,
    children: document.children,
    countries: document.countries,
    days: numberDays(document.days, document.startDate, language).map((day, index) => ({
      ...day,
      picture: pictures[index],
    })),
    lines,
    total,
    deposit: deposit.minor,
    depositPercent: document.depositPercent,
    balance: balance.minor,
    balanceDueOn: due.on,
    balanceAtOnce: due.atOnce,
    expiresOn: document.expiresOn,
    included: document.included,
    excluded: document.excluded,
    cancellation: cancellationClauses(context.terms, language),
    cancellationDays: context.terms.cancellationDays,
    payment: {
      bankDetails: context.terms.bankDetails,
      paypalUrl: context.terms.paypalUrl,
      online: context.online,
    },
    contact: context.contact,
    sentOn: context.sentOn,
    stays: trip.stays,
    cover: context.cover ?? pictures[0],
    price: travellerPrice({ lines, total }, document, document.priceDisplay),
    ...(language === 'en' ? {} : { language }),
  }
}
