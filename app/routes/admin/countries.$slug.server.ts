import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { countryBySlug } from '~/content/countries'
import { imageFromKey, imageKey, splitParagraphs, type CountryPage, type CountryText } from '~/lib/catalogue'
import {
  asTranslatedLocale,
  LOCALE_NAMES_IN_ENGLISH,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '~/lib/locales'
import { recordAudit } from '~/models/audit.server'
import { getCatalogue } from '~/models/catalogue.server'
import { countrySubject, updateCountryPage } from '~/models/country-pages.server'
import { saveTranslation } from '~/models/translations.server'
import { CountryPageSchema, CountryTextSchema } from '~/schemas/package'
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

/** The fields of a country page's words in another language: all but its picture and its months. */
export type CountryTextDraft = Omit<CountryDraft, 'hero' | 'bestTime'>

/** The language the editor is asked for (?language=de): German or French words, or the page itself. */
const editedLanguage = (request: Request) =>
  asTranslatedLocale(new URL(request.url).searchParams.get('language'))

function textDraftOf(text: CountryText): CountryTextDraft {
  const {
    hero: _,
    bestTime: __,
    ...draft
  } = draftOf({
    ...({} as CountryPage),
    ...text,
    hero: { scene: '', alt: text.heroAlt },
    bestTime: [],
  })
  return draft
}

const EMPTY_TEXT: CountryTextDraft = {
  tagline: '',
  heroAlt: '',
  highlights: '',
  description: '',
  experiences: '',
  bestTimeNote: '',
  entry: '',
  airports: '',
  seoDescription: '',
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

export async function loadCountryEditor(
  slug: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  requireStaff(context)
  const country = findCountry(slug)
  const [catalogue, images] = await Promise.all([getCatalogue(), imageChoices()])
  const page = catalogue.countries.find((entry) => entry.slug === country.slug)
  if (!page) throw data(null, { status: 404 })
  const language = editedLanguage(request)
  const text = language && page.texts[language]
  return {
    name: country.name,
    slug: country.slug,
    draft: draftOf(page),
    images,
    language: language ?? null,
    /** The words in the language asked for (empty where none are written yet). */
    textDraft: language ? (text ? textDraftOf(text) : EMPTY_TEXT) : null,
    /** The languages its words are written in. */
    translated: TRANSLATED_LOCALES.filter((locale) => page.texts[locale]),
  }
}

/** Saves a country page's words in German or French: the same rules as the English page's. */
async function saveCountryText(
  country: { slug: string; name: string },
  language: TranslatedLocale,
  formData: Awaited<ReturnType<typeof readSubmission>>,
  context: Readonly<RouterContextProvider>,
) {
  const { staff } = staffOf(context)
  const catalogue = await getCatalogue()
  const page = catalogue.countries.find((entry) => entry.slug === country.slug)
  if (!page) throw data(null, { status: 404 })
  const codes = page.airports.map((airport) => airport.code)
  const schema = CountryTextSchema.refine(
    (value) => value.airports.map(([code]) => code).join() === codes.join(),
    {
      path: ['airports'],
      message: `The same airports as the English page, in its order: ${codes.join(', ')}`,
    },
  )
  const submission = parseWithZod(formData, { schema })
  const textDraft = Object.fromEntries(
    Object.keys(EMPTY_TEXT).map((key) => [
      key,
      String((submission.payload as Record<string, unknown>)[key] ?? ''),
    ]),
  ) as CountryTextDraft
  if (submission.status !== 'success')
    return data({ draft: null, textDraft, result: submission.reply(), done: null }, { status: 400 })
  const value = submission.value
  const text: CountryText = {
    tagline: value.tagline,
    heroAlt: value.heroAlt,
    highlights: value.highlights,
    description: splitParagraphs(value.description),
    experiences: value.experiences.map(([title = '', text = '']) => ({ title, text })),
    bestTimeNote: value.bestTimeNote,
    entry: value.entry,
    airports: value.airports.map(([code = '', name = '', city = '']) => ({ code, name, city })),
    seoDescription: value.seoDescription,
  }
  await saveTranslation(countrySubject(country.slug), language, text, (trx) =>
    recordAudit(
      {
        actor: staff,
        action: 'country-translated',
        subject: `${country.name} in ${LOCALE_NAMES_IN_ENGLISH[language]}`,
        address: context.get(clientAddressContext),
      },
      trx,
    ),
  )
  return {
    draft: null,
    textDraft: null,
    result: null,
    done: `${LOCALE_NAMES_IN_ENGLISH[language]} words saved.`,
  }
}

export async function handleCountryEditor(
  slug: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { staff } = staffOf(context)
  const country = findCountry(slug)
  const formData = await readSubmission(request)
  const language = editedLanguage(request)
  if (language) return saveCountryText(country, language, formData, context)
  const submission = parseWithZod(formData, { schema: CountryPageSchema })
  const payload = submission.payload as Record<string, unknown>
  const draft = Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String) : String(value ?? ''),
    ]),
  ) as unknown as CountryDraft
  if (submission.status !== 'success')
    return data({ draft, textDraft: null, result: submission.reply(), done: null }, { status: 400 })
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
  return { draft: null, textDraft: null, result: null, done: 'Country page saved.' }
}
