import { countries, countryBySlug, type CountrySlug } from '~/content/countries'
import { m } from '~/paraglide/messages'
import type { Locale } from './locales'

// Our four countries' names in each language ("Kenia", "Ouganda"), and where a sentence says a thing
// happens in one, its preposition with it ("in Kenia", "au Kenya", "en Ouganda").

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string

const NAMES: Record<CountrySlug, Words> = {
  kenya: m.country_kenya,
  uganda: m.country_uganda,
  rwanda: m.country_rwanda,
  tanzania: m.country_tanzania,
}

const IN: Record<CountrySlug, Words> = {
  kenya: m.in_country_kenya,
  uganda: m.in_country_uganda,
  rwanda: m.in_country_rwanda,
  tanzania: m.in_country_tanzania,
}

/** A country's name in `locale` by its slug; one we do not know keeps the slug. */
export const countryNameIn = (slug: string, locale: Locale) => {
  const country = countryBySlug(slug)
  return country ? NAMES[country.slug]({}, { locale }) : slug
}

/** A country's name in `locale` by its English name ("Kenya" → "Kenia"); a name we do not know stays. */
export const countryNamedIn = (name: string, locale: Locale) => {
  const known = countries.find((entry) => entry.name === name)
  return known ? countryNameIn(known.slug, locale) : name
}

/** "in Kenya", "in Kenia", "au Kenya". */
export const inCountry = (slug: string, locale: Locale) => {
  const country = countryBySlug(slug)
  return country ? IN[country.slug]({}, { locale }) : slug
}

/** A number of days: "1 day", "7 Tage", "7 jours". */
export const daysText = (count: number, locale: Locale) =>
  count === 1 ? m.days_one({}, { locale }) : m.days_many({ count: String(count) }, { locale })

/** A number of nights: "1 night", "3 Nächte", "3 nuits". */
export const nightsText = (count: number, locale: Locale) =>
  count === 1 ? m.nights_one({}, { locale }) : m.nights_many({ count: String(count) }, { locale })
