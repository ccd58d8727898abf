import {
  isPublished,
  type Catalogue,
  type CountryPage,
  type SeasonPrice,
  type TripPackage,
} from './catalogue'
import { TRANSLATED_LOCALES, type ContentLanguages, type Locale } from './locales'

// Content as a page in a language shows it (decision 056): a country page or a package in its words in
// that language, or not at all where its words there are not whole, and which content pages exist in
// which language for links, the language switch, hreflang and the sitemap.

/**
 * A country page as a page in `locale` shows it: its words in that language with the English page's
 * pictures and months, or undefined where it has none (the page is not offered in that language, never
 * shown half in English).
 */
export function countryIn(page: CountryPage, locale: Locale): CountryPage | undefined {
  if (locale === 'en') return page
  const text = page.texts[locale]
  if (!text) return undefined
  const { heroAlt, ...words } = text
  return { ...page, ...words, hero: { ...page.hero, alt: heroAlt } }
}

/**
 * A package as a page in `locale` shows it: its words in that language (each day's, each picture's,
 * each season's name) with the English package's days, prices, months and pictures; undefined where its
 * words there are not whole (the English has a day or a picture more, or a season they do not name), so
 * it is not offered in that language rather than shown half in English.
 */
export function packageIn(item: TripPackage, locale: Locale): TripPackage | undefined {
  if (locale === 'en') return item
  const text = item.texts?.[locale]
  if (!text) return undefined
  if (text.itinerary.length !== item.itinerary.length || text.galleryAlts.length !== item.gallery.length)
    return undefined
  const seasons = (list: SeasonPrice[] | undefined) =>
    list?.map((season) => ({ ...season, name: text.seasonNames[season.name] ?? '' }))
  const named = seasons(item.seasons)!
  const typed = seasons(item.typedSeasons)
  if ([...named, ...(typed ?? [])].some((season) => !season.name)) return undefined
  return {
    ...item,
    title: text.title,
    summary: text.summary,
    intro: text.intro,
    highlights: text.highlights,
    included: text.included,
    excluded: text.excluded,
    cardImage: { ...item.cardImage, alt: text.cardImageAlt },
    gallery: item.gallery.map((image, index) => ({ ...image, alt: text.galleryAlts[index]! })),
    itinerary: item.itinerary.map((entry, index) => ({ ...entry, ...text.itinerary[index]! })),
    seasons: named,
    ...(typed ? { typedSeasons: typed } : {}),
    priceNote: text.priceNote,
    feesNote: text.feesNote,
    seoDescription: text.seoDescription,
  }
}

/** The packages a page in `locale` offers: the published ones with their words in it, as it shows them. */
export const packagesIn = (packages: readonly TripPackage[], locale: Locale) =>
  packages.flatMap((item) => (isPublished(item) ? (packageIn(item, locale) ?? []) : []))

/** The languages each page made from the catalogue exists in, where more than English (lib/locales.ts). */
export function contentLanguages(catalogue: Pick<Catalogue, 'countries' | 'packages'>): ContentLanguages {
  const languages: Record<string, Locale[]> = {}
  for (const page of catalogue.countries) {
    const translated = TRANSLATED_LOCALES.filter((locale) => page.texts[locale])
    if (translated.length) languages[`/places/${page.slug}`] = ['en', ...translated]
  }
  for (const item of catalogue.packages) {
    if (!isPublished(item)) continue
    const translated = TRANSLATED_LOCALES.filter((locale) => packageIn(item, locale))
    if (translated.length) languages[`/tour/${item.slug}`] = ['en', ...translated]
  }
  return languages
}
