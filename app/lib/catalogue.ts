import { keptFormat } from './intl-formats'
import { m } from '~/paraglide/messages'
import { localAmount, localMonth } from './local-formats'
import type { Locale, TranslatedLocale } from './locales'

// The catalogue staff edit (docs/product.md, "Packages" and "Country pages"): packages with their days
// and season prices, the country pages and the display currencies. Shapes and the rules every screen
// reads them by, for the server and the browser. Prices are US cents; other currencies are shown at the
// rates staff set (docs/product.md, "Currencies").

/**
 * One of our drawn scenes (art/scenes) or an uploaded image (/uploads/…), with its text for screen
 * readers. An upload with `widths` is a photograph kept in those sizes as AVIF and WebP too
 * (app/lib/upload-names.ts); one without is the single WebP it was stored as.
 */
export type CatalogueImage = { scene: string; alt: string } | { src: string; alt: string; widths?: number[] }

/** How an editor's select names an image: `scene:<name>` for a drawn scene, the address for an upload. */
export const imageKey = (image: CatalogueImage) => ('src' in image ? image.src : `scene:${image.scene}`)

/** The image an editor's select named, with its text for screen readers. */
export const imageFromKey = (key: string, alt: string): CatalogueImage =>
  key.startsWith('scene:') ? { scene: key.slice('scene:'.length), alt } : { src: key, alt }

/** Text typed one item a line: its non-empty lines, trimmed. */
export const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** Text typed as paragraphs separated by an empty line. */
export const splitParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

export const FITNESS_LEVELS = {
  easy: 'Easy: short walks, no climbs',
  moderate: 'Moderate: a few hours on foot on some days',
  demanding: 'Demanding: steep, muddy forest trails for hours',
} as const
export type Fitness = keyof typeof FITNESS_LEVELS
export const fitnessName = (fitness: string) =>
  fitness === 'easy' ? 'Easy' : fitness === 'demanding' ? 'Demanding' : 'Moderate'

export const PACKAGE_STATUSES = { draft: 'Draft', published: 'Published', retired: 'Retired' } as const
export type PackageStatus = keyof typeof PACKAGE_STATUSES

export interface ItineraryEntry {
  from: number
  to: number
  title: string
  text: string
  overnight: string
  lodge: string
  /** A subset of 'BLD' */
  meals: string
}

export interface SeasonPrice {
  name: string
  /** 1 = January; a band may wrap the year (from 12 to 2). */
  from: number
  to: number
  cents: number
}

export interface TripPackage {
  no: number
  slug: string
  title: string
  days: number
  /** Country slugs in travel order. */
  countries: string[]
  summary: string
  intro: string[]
  highlights: string[]
  included: string[]
  excluded: string[]
  cardImage: CatalogueImage
  gallery: CatalogueImage[]
  itinerary: ItineraryEntry[]
  groupSize: { min: number; max: number }
  fitness: Fitness
  bestMonths: number[]
  /** As the site shows them: typed, or computed from the rate cards where an admin chose so */
  seasons: SeasonPrice[]
  /** The typed figures, when the site shows those computed from the rate cards instead */
  typedSeasons?: SeasonPrice[]
  singleSupplementCents: number
  childPriceCents: number | null
  priceNote: string
  feesNote: string
  seoDescription: string
  status: PackageStatus
  position: number
  updatedAt: string
  /** Its words in German and French, where staff (or a content script) have written them all. */
  texts?: Partial<Record<TranslatedLocale, PackageText>>
}

export type MonthRating = 'best' | 'good' | 'wet'
export const MONTH_RATINGS: Record<MonthRating, string> = {
  best: 'Best time',
  good: 'Good time',
  wet: 'Rainy season',
}

export interface CountryPage {
  slug: string
  tagline: string
  hero: CatalogueImage
  highlights: string[]
  description: string[]
  experiences: { title: string; text: string }[]
  /** Twelve ratings, January first. */
  bestTime: MonthRating[]
  bestTimeNote: string
  entry: string[]
  airports: { code: string; name: string; city: string }[]
  seoDescription: string
  updatedAt: string
  /** Its words in German and French, where staff (or a content script) have written them all. */
  texts: Partial<Record<TranslatedLocale, CountryText>>
}

/**
 * A country page's words in another language (docs/product.md, "Languages"): every text of the page,
 * the same lists in the same order; its pictures and its months' ratings are the English page's.
 */
export interface CountryText {
  tagline: string
  heroAlt: string
  highlights: string[]
  description: string[]
  experiences: { title: string; text: string }[]
  bestTimeNote: string
  entry: string[]
  /** The same airports by their codes, their names and cities as the language writes them. */
  airports: { code: string; name: string; city: string }[]
  seoDescription: string
}

/**
 * A package's words in another language (docs/product.md, "Languages"): every text a traveller reads,
 * the same lists in the same order as the English (a day for each day of its itinerary, a picture's
 * words for each picture); its prices, months, pictures and figures are the English package's.
 */
export interface PackageText {
  title: string
  summary: string
  intro: string[]
  highlights: string[]
  included: string[]
  excluded: string[]
  cardImageAlt: string
  /** One for each picture of the gallery, in its order. */
  galleryAlts: string[]
  /** One for each entry of the itinerary, in its order; its days and meals are the English entry's. */
  itinerary: { title: string; text: string; overnight: string; lodge: string }[]
  /** Each season's name by its English name ("High season": "Hochsaison"). */
  seasonNames: Record<string, string>
  priceNote: string
  feesNote: string
  seoDescription: string
}

/** Display currencies beside the US dollar: what one dollar buys, as staff set it. */
export const DISPLAY_CURRENCIES = ['EUR', 'GBP'] as const
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number]
export type CurrencyRates = Record<DisplayCurrency, number>

export interface Catalogue {
  /** The content version it was read at. */
  version: number
  /** Every package, published or not, in the order staff set. */
  packages: TripPackage[]
  countries: CountryPage[]
  rates: CurrencyRates
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
/** A month (1 to 12) by its name: "March", in German "März", in French "mars". */
export function monthName(month: number, locale: Locale = 'en'): string {
  if (locale === 'en') return MONTHS[(month - 1 + 12) % 12]!
  return localMonth(month, locale, 'long')
}

/** "Mar", in German "März", in French "mars": as a month's column is headed. */
export function monthShort(month: number, locale: Locale = 'en'): string {
  if (locale === 'en') return monthName(month).slice(0, 3)
  return localMonth(month, locale, 'short')
}

/** The months a band covers, in order: 12 to 2 is December, January, February. */
export function bandMonths(from: number, to: number): number[] {
  const months: number[] = []
  for (let month = from; ; month = (month % 12) + 1) {
    months.push(month)
    if (month === to || months.length === 12) return months
  }
}

/** 'July to October', or 'June' for a one-month band, or 'All year'. */
export function bandLabel(from: number, to: number, locale: Locale = 'en'): string {
  if (bandMonths(from, to).length === 12) return m.trip_all_year({}, { locale })
  if (from === to) return monthName(from, locale)
  return m.band_range({ from: monthName(from, locale), to: monthName(to, locale) }, { locale })
}

/** The season a month falls in. */
export const seasonOf = (item: Pick<TripPackage, 'seasons'>, month: number) =>
  item.seasons.find((season) => bandMonths(season.from, season.to).includes(month))

/** The lowest season price: the "from" price, with the season it applies to. */
export function fromPrice(item: Pick<TripPackage, 'seasons'>): SeasonPrice | undefined {
  return item.seasons.reduce<SeasonPrice | undefined>(
    (lowest, season) => (!lowest || season.cents < lowest.cents ? season : lowest),
    undefined,
  )
}

/** An amount in whole units of a currency, rounded up to the next 10 when converted: "$4,950", "€4,260". */
export function formatPrice(
  cents: number,
  currency: 'USD' | DisplayCurrency = 'USD',
  rates?: CurrencyRates,
  /** German and French write it their way: "4.260 €", "4 260 €" */
  locale: Locale = 'en',
): string {
  const usd = cents / 100
  const amount = currency === 'USD' ? Math.round(usd) : Math.ceil((usd * (rates?.[currency] ?? 1)) / 10) * 10
  if (locale !== 'en') return localAmount(amount, currency, locale)
  return keptFormat(
    `price ${currency}`,
    () =>
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }),
  ).format(amount)
}

/** The meals as an editor's tick boxes offer them. */
export const MEAL_CHOICES = [
  { value: 'B', label: 'Breakfast' },
  { value: 'L', label: 'Lunch' },
  { value: 'D', label: 'Dinner' },
] as const
const MEAL_WORDS = { B: m.meal_breakfast, L: m.meal_lunch, D: m.meal_dinner } as const

/** 'BLD' → 'Breakfast, lunch and dinner' ("Frühstück, Mittagessen und Abendessen"); 'B' → 'Breakfast'; '' → ''. */
export function mealsLabel(meals: string, locale: Locale = 'en'): string {
  const words = { locale }
  const names = (['B', 'L', 'D'] as const)
    .filter((key) => meals.includes(key))
    .map((key) => MEAL_WORDS[key]({}, words))
  const [first, second, third] = names
  if (!first) return ''
  const text = !second
    ? first
    : !third
      ? m.meals_two({ first, second }, words)
      : m.meals_three({ first, second, third }, words)
  return text[0]!.toUpperCase() + text.slice(1)
}

/** 'Day 3' or 'Days 2-4' ("Tag 3", "Jours 2 à 4"). */
export const dayLabel = (entry: Pick<ItineraryEntry, 'from' | 'to'>, locale: Locale = 'en') =>
  entry.from === entry.to
    ? m.trip_day({ day: String(entry.from) }, { locale })
    : m.trip_days_range({ from: String(entry.from), to: String(entry.to) }, { locale })

const FITNESS_WORDS = { easy: m.fitness_easy, moderate: m.fitness_moderate, demanding: m.fitness_demanding }

/** What a package asks of a traveller's legs, in `locale`. */
export const fitnessLabel = (fitness: string, locale: Locale = 'en') =>
  (FITNESS_WORDS[fitness as Fitness] ?? FITNESS_WORDS.moderate)({}, { locale })

/** A package travellers can see and book. */
export const isPublished = (item: Pick<TripPackage, 'status'>) => item.status === 'published'
