import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { LOCALES } from '~/lib/locales'

// The site's words in every language (decision 055): each message of the English catalogue has its
// German and French, none empty, each with the same placeholders, and none left as the English words
// unless they are the same in that language (a name, an international word).

const root = path.resolve(import.meta.dirname, '../..')
const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** Words that are the same in English and the language named. */
const SAME_WORD = new Set([
  'Uganda',
  'Kenya',
  'Rwanda',
  'Contact',
  'Menu',
  'Blog',
  'WhatsApp',
  'PayPal',
  'Name',
  'E-mail',
  'Hotel',
  'Minivan',
  'Minibus',
  'Camping',
  'message',
  'in Uganda',
])

const english = catalogue('en')
const keys = Object.keys(english).filter((key) => key !== '$schema')

test('the English catalogue holds the words of the site', () => {
  expect(keys.length).toBeGreaterThan(30)
})

for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
  test(`every message has its ${locale} words, with the same placeholders`, () => {
    const translated = catalogue(locale)
    expect(
      Object.keys(translated)
        .filter((key) => key !== '$schema')
        .sort(),
    ).toEqual([...keys].sort())
    for (const key of keys) {
      const words = translated[key] ?? ''
      expect(words.trim(), `${locale}: ${key}`).not.toBe('')
      expect(placeholders(words), `${locale}: ${key}`).toEqual(placeholders(english[key]!))
      if (!SAME_WORD.has(words)) expect(words, `${locale}: ${key} is still English`).not.toBe(english[key])
    }
  })
}
