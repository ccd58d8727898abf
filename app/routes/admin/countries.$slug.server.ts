import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { countryBySlug } from '~/content/countries'
import { imageFromKey, imageKey, splitParagraphs, type CountryPage } from '~/lib/catalogue'
import { recordAudit } from '~/models/audit.server'
import { getCatalogue } from '~/models/catalogue.server'
import { updateCountryPage } from '~/models/country-pages.server'
import { CountryPageSchema } from '~/schemas/package'
import { imageChoices } from '~/services/image-choices.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { requireStaff, staffOf } from '~/services/staff-context.server'

// A country page's editor (/admin/countries/:slug): its loader and action, beside its route. Lists are
// text areas: one item a line, and the experiences and airports split their parts with a bar.

export interface CountryDraft {
  tagline: string
  hero: string
  heroAlt: string
  highlights: string
  description: string
  experiences: string
  bestTime: string[]
  bestTimeNote: string
  entry: string
  airports: string
  seoDescription: string
}

function draftOf(page: CountryPage): CountryDraft {
  return {
    tagline: page.tagline,
    hero: imageKey(page.hero),
    heroAlt: page.hero.alt,
    highlights: page.highlights.join('\n'),
    description: page.description.join('\n\n'),
    experiences: page.experiences.map((item) => `${item.title} | ${item.text}`).join('\n'),
    bestTime: page.bestTime,
    bestTimeNote: page.bestTimeNote,
    entry: page.entry.join('\n'),
    airports: page.airports
      .map((airport) => `${airport.code} | ${airport.name} | ${airport.city}`)
      .join('\n'),
    seoDescription: page.seoDescription,
  }
}

function findCountry(slug: string | undefined) {
  const country = countryBySlug(slug ?? '')
  if (!country) throw data(null, { status: 404 })
  return country
}

export async function loadCountryEditor(slug: string | undefined, context: Readonly<RouterContextProvider>) {
  requireStaff(context)
  const country = findCountry(slug)
  const [catalogue, images] = await Promise.all([getCatalogue(), imageChoices()])
  const page = catalogue.countries.find((entry) => entry.slug === country.slug)
  if (!page) throw data(null, { status: 404 })
  return { name: country.name, slug: country.slug, draft: draftOf(page), images }
}

export async function handleCountryEditor(
  slug: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { staff } = staffOf(context)
  const country = findCountry(slug)
  const submission = parseWithZod(await readSubmission(request), { schema: CountryPageSchema })
  const payload = submission.payload as Record<string, unknown>
  const draft = Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String) : String(value ?? ''),
    ]),
  ) as unknown as CountryDraft
  if (submission.status !== 'success')
    return data({ draft, result: submission.reply(), done: null }, { status: 400 })
  const value = submission.value
  const saved = await updateCountryPage(
    country.slug,
    {
      tagline: value.tagline,
      hero: imageFromKey(value.hero, value.heroAlt),
      highlights: value.highlights,
      description: splitParagraphs(value.description),
      experiences: value.experiences.map(([title = '', text = '']) => ({ title, text })),
      bestTime: value.bestTime,
      bestTimeNote: value.bestTimeNote,
      entry: value.entry,
      airports: value.airports.map(([code = '', name = '', city = '']) => ({ code, name, city })),
      seoDescription: value.seoDescription,
    },
    (trx) =>
      recordAudit(
        {
          actor: staff,
          action: 'country-saved',
          subject: country.name,
          address: context.get(clientAddressContext),
        },
        trx,
      ),
  )
  if (!saved) throw data(null, { status: 404 })
  return { draft: null, result: null, done: 'Country page saved.' }
}
