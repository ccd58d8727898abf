import { describe, expect, test } from 'vitest'
import { bandLabel, bandMonths, formatPrice, fromPrice, mealsLabel, seasonOf } from './catalogue'
import { filterPackages, readPackageFilter } from './package-filter'
import { seedPackages } from '../../db/frozen-content/0018-catalogue/content'

// The rules every price and filter on the site is read by.

const seasons = [
  { name: 'Shoulder season', from: 11, to: 2, cents: 645_000 },
  { name: 'Green season', from: 3, to: 5, cents: 595_000 },
  { name: 'High season', from: 6, to: 10, cents: 695_000 },
]

describe('seasons', () => {
  test('a band may wrap the year; each month falls in one season', () => {
    expect(bandMonths(11, 2)).toEqual([11, 12, 1, 2])
    expect(bandMonths(1, 12)).toHaveLength(12)
    expect(bandLabel(11, 2)).toBe('November to February')
    expect(bandLabel(6, 6)).toBe('June')
    expect(bandLabel(4, 3)).toBe('All year')
    expect(seasonOf({ seasons }, 1)?.name).toBe('Shoulder season')
    expect(seasonOf({ seasons }, 7)?.name).toBe('High season')
  })

  test('the "from" price is the lowest season, with that season', () => {
    expect(fromPrice({ seasons })).toMatchObject({ name: 'Green season', cents: 595_000 })
    expect(fromPrice({ seasons: [] })).toBeUndefined()
  })

  test('every seed package prices each month exactly once', () => {
    for (const item of seedPackages) {
      const months = item.seasons
        .flatMap((season) => bandMonths(season.from, season.to))
        .sort((a, b) => a - b)
      expect(months, item.title).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    }
  })
})

describe('prices', () => {
  test('US dollars as stored; other currencies at the rate set, rounded up to the next 10', () => {
    expect(formatPrice(595_000)).toBe('$5,950')
    expect(formatPrice(595_000, 'EUR', { EUR: 0.86, GBP: 0.75 })).toBe('€5,120')
    expect(formatPrice(595_000, 'GBP', { EUR: 0.86, GBP: 0.75 })).toBe('£4,470')
  })

  test('meals read as words', () => {
    expect(mealsLabel('BLD')).toBe('Breakfast, lunch and dinner')
    expect(mealsLabel('BD')).toBe('Breakfast and dinner')
    expect(mealsLabel('D')).toBe('Dinner')
    expect(mealsLabel('')).toBe('')
  })
})

describe('the packages filter', () => {
  const packages = seedPackages.map((item, index) => ({
    no: item.no,
    slug: item.slug,
    title: item.title,
    days: item.days,
    countries: item.countries,
    seasons: item.seasons.map((season) => ({ ...season, cents: season.priceUsd * 100 })),
    status: index === 6 ? ('draft' as const) : ('published' as const),
  }))
  const read = (query: string) =>
    readPackageFilter(new URLSearchParams(query), ['kenya', 'uganda', 'rwanda', 'tanzania'])
  const titles = (query: string) => filterPackages(packages as never, read(query)).map((item) => item.title)

  test('by country, length and budget, published packages only', () => {
    expect(titles('visiting=rwanda')).toEqual([
      'Chimpanzees and the Volcanoes',
      "East Africa's Ultimate Wildlife Combo",
    ])
    expect(titles('duration=long')).toEqual(["East Africa's Ultimate Wildlife Combo"])
    expect(titles('budget=under3000')).toEqual(['Kenya Beach Escape'])
    expect(titles('visiting=kenya&duration=short&budget=over6000')).toEqual([])
    expect(titles('')).toHaveLength(6)
  })

  test('unknown values are ignored, not refused', () => {
    expect(read('visiting=narnia&duration=forever&budget=__proto__')).toEqual({
      country: undefined,
      duration: undefined,
      budget: undefined,
    })
  })
})
