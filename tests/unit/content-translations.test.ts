import { describe, expect, test } from 'vitest'
import { countriesAfter0019, packagesAfter0019 } from '@db/frozen-content/0019-content-accuracy/corrections'
import { COUNTRY_TEXTS } from '~/content-scripts/country-texts'
import { PACKAGE_TEXTS } from '~/content-scripts/package-texts'
import { type CountryPage, type TripPackage } from '~/lib/catalogue'
import { countryIn, packageIn } from '~/lib/content-languages'
import { TRANSLATED_LOCALES } from '~/lib/locales'

// The German and French words a new site starts with (the content scripts of 2026-11-28): each written
// from the English the catalogue began with, so that every page is whole in each language (every day,
// picture, season and airport the English has), nothing of it left in English, and within the editor's
// own rules (a search description of at most 160 characters, no bar in a line).

type FrozenPackage = (typeof packagesAfter0019)[number]
type FrozenCountry = (typeof countriesAfter0019)[number]

const asPackage = (frozen: FrozenPackage, texts: TripPackage['texts']): TripPackage =>
  ({
    ...frozen,
    seasons: frozen.seasons.map(({ name, from, to, priceUsd }) => ({
      name,
      from,
      to,
      cents: priceUsd * 100,
    })),
    status: 'published',
    texts,
  }) as unknown as TripPackage

const asCountry = (frozen: FrozenCountry, texts: CountryPage['texts']): CountryPage =>
  ({ ...frozen, updatedAt: '2026-11-28', texts }) as unknown as CountryPage

/** Every string of a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []

describe.each(TRANSLATED_LOCALES)('in %s', (locale) => {
  test.each(packagesAfter0019.map((frozen) => [frozen.no, frozen] as const))(
    'package %i is whole, and none of its English words is left',
    (no, frozen) => {
      const text = PACKAGE_TEXTS[locale][no]!
      expect(text, `package ${no}`).toBeDefined()
      const shown = packageIn(asPackage(frozen, { [locale]: text }), locale)
      expect(shown, `package ${no} in ${locale}`).toBeDefined()
      expect(shown!.itinerary.map((day) => [day.from, day.to, day.meals])).toEqual(
        frozen.itinerary.map((day) => [day.from, day.to, day.meals]),
      )
      expect(text.seoDescription.length).toBeLessThanOrEqual(160)
      for (const line of strings(text)) expect(line).not.toContain('|')
      const english = new Set(
        strings([
          frozen.title,
          frozen.summary,
          frozen.intro,
          frozen.highlights,
          frozen.included,
          frozen.itinerary,
        ]),
      )
      const kept = [text.title, text.summary, ...text.intro, ...text.highlights, ...text.included].filter(
        (line) => english.has(line) && line.split(' ').length >= 3,
      )
      expect(kept).toEqual([])
    },
  )

  test.each(countriesAfter0019.map((frozen) => [frozen.slug, frozen] as const))(
    'the %s page is whole, with the English airports by their codes',
    (slug, frozen) => {
      const text = COUNTRY_TEXTS[locale][slug as keyof (typeof COUNTRY_TEXTS)['de']]
      const shown = countryIn(asCountry(frozen, { [locale]: text }), locale)!
      expect(shown.airports.map((airport) => airport.code)).toEqual(
        frozen.airports.map((airport) => airport.code),
      )
      expect(shown.highlights).toHaveLength(3)
      expect(shown.experiences).toHaveLength(frozen.experiences.length)
      expect(shown.entry).toHaveLength(frozen.entry.length)
      expect(text.seoDescription.length).toBeLessThanOrEqual(160)
      for (const line of strings(text)) expect(line).not.toContain('|')
      expect(shown.tagline).not.toBe(frozen.tagline)
      expect(shown.description).not.toEqual(frozen.description)
    },
  )
})

test('a package whose English has a day more than its words is not offered in that language', () => {
  const frozen = packagesAfter0019[0]!
  const longer = { ...frozen, itinerary: [...frozen.itinerary, frozen.itinerary.at(-1)!] }
  expect(packageIn(asPackage(longer, { de: PACKAGE_TEXTS.de[frozen.no] }), 'de')).toBeUndefined()
  // A season the words do not name, too.
  const renamed = {
    ...frozen,
    seasons: frozen.seasons.map((season) => ({ ...season, name: 'Festive season' })),
  }
  expect(packageIn(asPackage(renamed, { de: PACKAGE_TEXTS.de[frozen.no] }), 'de')).toBeUndefined()
  expect(packageIn(asPackage(frozen, { de: PACKAGE_TEXTS.de[frozen.no] }), 'fr')).toBeUndefined()
})
