import { z } from 'zod'
import { bandMonths, DISPLAY_CURRENCIES, monthName, splitLines, type PackageStatus } from '~/lib/catalogue'
import { countries } from '~/content/countries'
import { mealsField, optionalText, requiredText, wholeNumberText } from './fields'

// The package editor's form (/admin/packages/:no) and the currency settings. Lists are text areas, one
// item a line; prices are typed in whole US dollars and kept in cents. Every rule names the field it
// concerns, so its message sits beside that field.

const MAX_DAYS = 60

const dollars = (message: string) => wholeNumberText(message, 1, 1_000_000).transform((usd) => usd * 100)
const lines = (max: number) =>
  z
    .string()
    .max(max * 300)
    .default('')
    .transform((text) => splitLines(text).slice(0, max))
const month = wholeNumberText('Choose a month', 1, 12)

const DaySchema = z.object({
  from: wholeNumberText('A day from 1 to the trip’s length', 1, MAX_DAYS),
  to: wholeNumberText('A day from 1 to the trip’s length', 1, MAX_DAYS),
  title: requiredText('Give the day a title', 120),
  text: requiredText('Say what happens on the day', 3000),
  overnight: optionalText({ max: 120 }).transform((value) => value ?? ''),
  lodge: optionalText({ max: 160 }).transform((value) => value ?? ''),
  meals: mealsField,
})

const SeasonSchema = z.object({
  name: requiredText('Name the season', 60),
  from: month,
  to: month,
  price: dollars('A price in whole US dollars'),
})

const ImageSchema = z.object({
  image: requiredText('Choose an image', 300).refine(
    (value) => /^scene:[a-z0-9-]+$/.test(value) || /^\/uploads\/[A-Za-z0-9._-]+$/.test(value),
    'Choose an image from the list',
  ),
  alt: requiredText('Describe the image for people who cannot see it', 200),
})

const countrySlugs = countries.map((country) => country.slug) as [string, ...string[]]

export const PackageSchema = z
  .object({
    title: requiredText('Give the package a title', 120),
    slug: requiredText('Give the page an address', 60).refine(
      (value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
      'Lower-case letters, digits and single hyphens only, e.g. uganda-primates',
    ),
    days: wholeNumberText(`A whole number of days from 1 to ${MAX_DAYS}`, 1, MAX_DAYS),
    countries: z.array(z.enum(countrySlugs)).min(1, 'Choose at least one country').max(4),
    summary: requiredText('Write the card’s summary', 400),
    intro: requiredText('Write the introduction', 5000),
    highlights: lines(8),
    included: lines(20),
    excluded: lines(20),
    groupMin: wholeNumberText('A number of guests from 1 to 50', 1, 50),
    groupMax: wholeNumberText('A number of guests from 1 to 50', 1, 50),
    fitness: z.enum(['easy', 'moderate', 'demanding'], { error: 'Choose a fitness level' }),
    bestMonths: z.array(month).default([]),
    singleSupplement: wholeNumberText('Whole US dollars, 0 for none', 0, 1_000_000).transform(
      (usd) => usd * 100,
    ),
    childPrice: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value?.trim()) return null
        const usd = Number(value)
        if (!Number.isInteger(usd) || usd < 1 || usd > 1_000_000) {
          ctx.issues.push({
            code: 'custom',
            input: value,
            message: 'Whole US dollars, or empty when children cannot come',
          })
          return z.NEVER
        }
        return usd * 100
      }),
    priceNote: optionalText({ max: 1000 }).transform((value) => value ?? ''),
    feesNote: optionalText({ max: 1000 }).transform((value) => value ?? ''),
    seoDescription: requiredText('Write the description search engines show', 160),
    cardImage: ImageSchema.shape.image,
    gallery: z.array(ImageSchema).max(8, 'At most eight images').default([]),
    itinerary: z.array(DaySchema).min(1, 'Add the first day').max(MAX_DAYS),
    seasons: z.array(SeasonSchema).min(1, 'Add a season and its price').max(6),
  })
  .check((ctx) => {
    const value = ctx.value
    const issue = (path: (string | number)[], message: string) =>
      ctx.issues.push({ code: 'custom', input: undefined, path, message })
    if (value.groupMin > value.groupMax) issue(['groupMax'], 'At least the smallest group')
    // The days run from day 1 to the last without a gap or an overlap.
    let next = 1
    for (const [index, day] of value.itinerary.entries()) {
      if (day.from !== next) issue(['itinerary', index, 'from'], `This entry should start on day ${next}`)
      if (day.to < day.from) issue(['itinerary', index, 'to'], 'Not before the first day of the entry')
      next = Math.max(next, day.to + 1)
    }
    if (next - 1 !== value.days)
      issue(['days'], `The days written add up to ${next - 1}: make them ${value.days}, or change the length`)
    // Each month has one price.
    const counted = new Map<number, number>()
    for (const season of value.seasons)
      for (const m of bandMonths(season.from, season.to)) counted.set(m, (counted.get(m) ?? 0) + 1)
    const missing = [...Array(12).keys()].map((i) => i + 1).filter((m) => !counted.has(m))
    const twice = [...counted].filter(([, count]) => count > 1).map(([m]) => m)
    if (missing.length)
      issue(['seasons'], `No season covers ${missing.map((month) => monthName(month)).join(', ')}`)
    if (twice.length)
      issue(['seasons'], `More than one season covers ${twice.map((month) => monthName(month)).join(', ')}`)
  })

export type PackageForm = z.input<typeof PackageSchema>
export type PackageValue = z.output<typeof PackageSchema>

/** The buttons of the package list and editor besides Save, by `intent`. */
export const PackageStatusSchema = z.object({
  intent: z.enum(['publish', 'unpublish', 'retire', 'remove']),
})

export const nextStatus: Record<'publish' | 'unpublish' | 'retire', PackageStatus> = {
  publish: 'published',
  unpublish: 'draft',
  retire: 'retired',
}

/** A display rate: how much of the currency one US dollar buys. */
const rate = z.coerce
  .number({ error: 'A rate such as 0.86' })
  .gt(0, 'A rate above 0, such as 0.86')
  .max(1000, 'A rate such as 0.86')
  .transform((value) => Math.round(value * 10_000) / 10_000)

export const CurrencyRatesSchema = z.object(
  Object.fromEntries(DISPLAY_CURRENCIES.map((code) => [code, rate])) as Record<
    (typeof DISPLAY_CURRENCIES)[number],
    typeof rate
  >,
)

/** "Title | text" or "NBO | Jomo Kenyatta International | Nairobi": a line split at its bars. */
const barLines = (parts: number, max: number, message: string) =>
  z
    .string()
    .max(max * 1000)
    .default('')
    .transform((text, ctx) => {
      const rows = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, max)
        .map((line) => line.split('|').map((part) => part.trim()))
      if (rows.some((row) => row.length !== parts || row.some((part) => !part))) {
        ctx.issues.push({ code: 'custom', input: text, message })
        return z.NEVER
      }
      return rows
    })

export const CountryPageSchema = z.object({
  tagline: requiredText('Write the line under the name', 160),
  hero: ImageSchema.shape.image,
  heroAlt: requiredText('Describe the image for people who cannot see it', 200),
  highlights: lines(3).refine((items) => items.length === 3, 'Three highlights, one a line'),
  description: requiredText('Write the description', 8000),
  experiences: barLines(2, 12, 'One experience a line: its title, a bar (|), then its text'),
  bestTime: z
    .array(z.enum(['best', 'good', 'wet'], { error: 'Rate each month' }))
    .length(12, 'Rate each month'),
  bestTimeNote: requiredText('Explain the year in a few sentences', 1000),
  entry: lines(10).refine((items) => items.length > 0, 'At least one note on visas and entry'),
  airports: barLines(3, 8, 'One airport a line: code | name | city'),
  seoDescription: requiredText('Write the description search engines show', 160),
})

/** A country page's words in German or French: every field of the page but its picture and its months. */
export const CountryTextSchema = CountryPageSchema.omit({ hero: true, bestTime: true })

/**
 * A package's words in German or French, as its editor's language tab sends them: every text of the
 * package with the English editor's rules, one day's words for each day, one picture's words for each
 * picture and a name for each season. `expected` is what the English has, for the counts to match.
 */
export function packageTextSchema(expected: { days: number; pictures: number; seasons: string[] }) {
  const basics = PackageSchema.shape
  return z
    .object({
      title: basics.title,
      summary: basics.summary,
      intro: basics.intro,
      highlights: basics.highlights,
      included: basics.included,
      excluded: basics.excluded,
      priceNote: basics.priceNote,
      feesNote: basics.feesNote,
      seoDescription: basics.seoDescription,
      cardImageAlt: ImageSchema.shape.alt,
      galleryAlts: z.array(ImageSchema.shape.alt).default([]),
      itinerary: z
        .array(DaySchema.pick({ title: true, text: true, overnight: true, lodge: true }))
        .default([]),
      seasons: z.array(SeasonSchema.pick({ name: true })).default([]),
    })
    .check(
      // Counted even while another field is wrong, so every message shows at once.
      z.superRefine(
        (value: { itinerary?: unknown[]; galleryAlts?: unknown[]; seasons?: unknown[] }, ctx) => {
          const issue = (path: string, message: string) =>
            ctx.addIssue({ code: 'custom', path: [path], message, input: value })
          if ((value.itinerary ?? []).length !== expected.days)
            issue('itinerary', `Write each of the English package’s ${expected.days} days`)
          if ((value.galleryAlts ?? []).length !== expected.pictures)
            issue('galleryAlts', `Describe each of the ${expected.pictures} pictures`)
          if ((value.seasons ?? []).length !== expected.seasons.length)
            issue('seasons', `Name each of the ${expected.seasons.length} seasons`)
        },
        { when: () => true },
      ),
    )
}
