import { describe, expect, test } from 'vitest'
import { scenes } from '../../../art/scenes'
import { seedCountries, seedPackages } from '../0018-catalogue/content'
import {
  countriesAfter0019,
  countryCorrections,
  dayCorrections,
  packageCorrections,
  packagesAfter0019,
} from './corrections'
import { ugandaClassic } from './uganda-classic'

// The content migration 0019 writes, checked as the package editor and a careful reader would check it.
// (That every overnight place is on the route map is checked in app/lib/route-map/draw.server.test.ts.)

/** The months a season band covers: 10 to 2 is October to February. */
function bandMonths(from: number, to: number): number[] {
  const months = [from]
  while (months.at(-1) !== to && months.length < 12) months.push((months.at(-1)! % 12) + 1)
  return months
}

describe("Uganda's classic circuit", () => {
  const item = ugandaClassic

  test('its days run from 1 to the last without a gap, each with a title, words and meals', () => {
    let next = 1
    for (const day of item.itinerary) {
      expect(day.from, day.title).toBe(next)
      expect(day.to).toBeGreaterThanOrEqual(day.from)
      expect(day.title.length).toBeLessThanOrEqual(120)
      expect(day.text.length).toBeGreaterThan(100)
      expect(day.meals).toMatch(/^B?L?D?$/)
      next = day.to + 1
    }
    expect(next - 1).toBe(item.days)
    expect(item.days).toBe(10)
  })

  test('it starts and ends at Entebbe, sleeping somewhere every night but the last', () => {
    const [first, ...rest] = item.itinerary
    const last = rest.pop()!
    expect(first?.overnight).toBe('Entebbe')
    expect(last.overnight).toBe('')
    expect(last.text).toContain('Entebbe')
    for (const day of [first!, ...rest]) {
      expect(day.overnight, day.title).not.toBe('')
      expect(day.overnight.length).toBeLessThanOrEqual(120)
      expect(day.lodge, day.title).not.toBe('')
      expect(day.lodge.length).toBeLessThanOrEqual(160)
    }
    const nights = item.itinerary.reduce((sum, day) => sum + (day.overnight ? day.to - day.from + 1 : 0), 0)
    expect(item.included[0]).toMatch(/^Nine nights/)
    expect(nights).toBe(9)
  })

  test('it visits Murchison Falls, Kibale, Queen Elizabeth with Ishasha, and Bwindi, in that order', () => {
    const overnights = item.itinerary.map((day) => day.overnight).filter(Boolean)
    const order = ['Murchison', 'Kibale', 'Mweya', 'Ishasha', 'Bwindi'].map((name) =>
      overnights.findIndex((overnight) => overnight.includes(name)),
    )
    expect(order.every((index) => index > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  test('its seasons price each month exactly once, in whole dollars', () => {
    const months = item.seasons.flatMap((season) => bandMonths(season.from, season.to)).sort((a, b) => a - b)
    expect(months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    for (const season of item.seasons) expect(Number.isInteger(season.priceUsd)).toBe(true)
    expect(Number.isInteger(item.singleSupplementUsd)).toBe(true)
  })

  test('it has no child price, and says why; its fees name the 2026 permit prices', () => {
    expect(item.childPriceUsd).toBeNull()
    expect(item.priceNote).toContain('aged 15 and over')
    expect(item.feesNote).toContain('gorilla permit (US$800)')
    expect(item.feesNote).toContain('chimpanzee permit (US$250)')
  })

  test('its texts fit the editor: summary, search description, lists and slug', () => {
    expect(item.seoDescription.length).toBeLessThanOrEqual(160)
    expect(item.summary.length).toBeLessThanOrEqual(400)
    expect(item.highlights.length).toBeLessThanOrEqual(8)
    expect(item.included.length).toBeLessThanOrEqual(20)
    expect(item.excluded.length).toBeLessThanOrEqual(20)
    expect(item.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(seedPackages.map((other) => other.slug)).not.toContain(item.slug)
    expect(item.gallery).toHaveLength(4)
  })
})

describe('the catalogue after 0019', () => {
  test('every picture is one of our scenes, with words that fit the editor', () => {
    for (const item of packagesAfter0019) {
      for (const picture of [item.cardImage, ...item.gallery]) {
        expect(Object.keys(scenes), item.title).toContain(picture.scene)
        expect(picture.alt.length).toBeGreaterThan(10)
        expect(picture.alt.length).toBeLessThanOrEqual(200)
      }
      expect(item.seoDescription.length, item.title).toBeLessThanOrEqual(160)
    }
  })

  test('only scenes drawn from Zanzibar are called Zanzibar', () => {
    const zanzibar = packagesAfter0019.find((item) => item.slug === 'tanz-beach')!
    for (const picture of [zanzibar.cardImage, ...zanzibar.gallery]) {
      if (/zanzibar|stone town/i.test(picture.alt))
        expect(['zanzibar-dhow', 'stone-town']).toContain(picture.scene)
    }
  })

  test('every correction changes something the seed said, and the numbers it leaves are right', () => {
    for (const { no, set } of packageCorrections) {
      const seed = seedPackages.find((item) => item.no === no)!
      for (const [field, value] of Object.entries(set))
        expect(value, `${no} ${field}`).not.toEqual(seed[field as keyof typeof seed])
    }
    for (const { no, from, set } of dayCorrections) {
      const day = seedPackages.find((item) => item.no === no)!.itinerary.find((entry) => entry.from === from)!
      for (const [field, value] of Object.entries(set))
        expect(value, `${no} day ${from}`).not.toBe(day[field as keyof typeof day])
    }
    for (const { slug, set } of countryCorrections) {
      const seed = seedCountries.find((country) => country.slug === slug)!
      for (const [field, value] of Object.entries(set))
        expect(value, `${slug} ${field}`).not.toEqual(seed[field as keyof typeof seed])
    }
    const text = JSON.stringify([packagesAfter0019, countriesAfter0019])
    expect(text).not.toContain('Ngorongoro conservation fees (about US$83')
    expect(text).toContain('Ngorongoro conservation fees (about US$71 a day including VAT)')
    expect(text).not.toContain('Entebbe to Kigali')
    expect(text).not.toContain('short drive back to Kigali')
    expect(text).not.toContain('Big Five game drives')
  })

  test('a new database numbers the added package 8 and keeps the seven of the spec', () => {
    expect(packagesAfter0019.map((item) => item.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(packagesAfter0019.slice(0, 7).map((item) => item.title)).toEqual(
      seedPackages.map((item) => item.title),
    )
    expect(countriesAfter0019.map((country) => country.slug)).toEqual(
      seedCountries.map((country) => country.slug),
    )
  })
})
