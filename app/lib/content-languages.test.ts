import { expect, test } from 'vitest'
import { type CountryPage, type CountryText } from './catalogue'
import { contentLanguages, countryIn } from './content-languages'
import { chatGreeting, countryStep, planStep } from './next-step'
import { linkIn, localesOfPage } from './locales'

// Content in German and French (decision 056): a country page is shown in a language only with its
// words in it, with the English page's pictures and months; the pages each language has are what links,
// hreflang and the sitemap offer.

const words: CountryText = {
  tagline: 'Tausend Hügel',
  heroAlt: 'Ein Gorilla im Bambus',
  highlights: ['Gorillas', 'Nyungwe', 'Akagera'],
  description: ['Ruanda ist klein.'],
  experiences: [{ title: 'Gorillas', text: 'Eine Stunde.' }],
  bestTimeNote: 'Juni bis September.',
  entry: ['Visum bei Ankunft.'],
  airports: [{ code: 'KGL', name: 'Internationaler Flughafen Kigali', city: 'Kigali' }],
  seoDescription: 'Safaris in Ruanda.',
}
const page: CountryPage = {
  slug: 'rwanda',
  tagline: 'A thousand hills',
  hero: { scene: 'rwanda-volcanoes', alt: 'A gorilla in bamboo' },
  highlights: ['Gorillas', 'Nyungwe', 'Akagera'],
  description: ['Rwanda is small.'],
  experiences: [{ title: 'Gorillas', text: 'An hour.' }],
  bestTime: Array(12).fill('good'),
  bestTimeNote: 'June to September.',
  entry: ['Visa on arrival.'],
  airports: [{ code: 'KGL', name: 'Kigali International', city: 'Kigali' }],
  seoDescription: 'Rwanda safaris.',
  updatedAt: '2026-11-28T00:00:00.000Z',
  texts: { de: words },
}

test('a country page in German: its words, the English picture and months', () => {
  const shown = countryIn(page, 'de')!
  expect(shown.tagline).toBe('Tausend Hügel')
  expect(shown.hero).toEqual({ scene: 'rwanda-volcanoes', alt: 'Ein Gorilla im Bambus' })
  expect(shown.bestTime).toBe(page.bestTime)
  expect(shown.airports[0]!.name).toBe('Internationaler Flughafen Kigali')
  expect(countryIn(page, 'en')).toBe(page)
  expect(countryIn(page, 'fr')).toBeUndefined()
})

test('each content page is offered in the languages it has words in', () => {
  const content = contentLanguages({ countries: [page, { ...page, slug: 'kenya', texts: {} }], packages: [] })
  expect(content).toEqual({ '/places/rwanda': ['en', 'de'] })
  expect(localesOfPage('/places/rwanda', content)).toEqual(['en', 'de'])
  expect(localesOfPage('/places/kenya', content)).toEqual(['en'])
  expect(linkIn('de', '/places/rwanda', content)).toBe('/de/places/rwanda')
  expect(linkIn('fr', '/places/rwanda', content)).toBe('/places/rwanda')
  // The fixed pages, with their query, whatever the content.
  expect(linkIn('fr', '/book?visiting=kenya')).toBe('/fr/book?visiting=kenya')
  expect(linkIn('de', '/')).toBe('/de')
})

test('a WhatsApp chat opens with a greeting in the page’s language', () => {
  expect(chatGreeting(countryStep('kenya'))).toBe('Hello, I would like to know more about a safari in Kenya.')
  expect(chatGreeting(countryStep('kenya'), 'de')).toContain('Safari in Kenia')
  expect(chatGreeting(countryStep('uganda'), 'fr')).toContain('en Ouganda')
  expect(chatGreeting(planStep)).toBe('Hello, I would like to plan a safari in East Africa.')
  expect(chatGreeting(planStep, 'fr')).not.toBe(chatGreeting(planStep))
})
