import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { PackageTextDraft, PackageTextEnglish } from '~/components/admin/package-text-editor'
import { dayLabel, splitParagraphs, type PackageText, type TripPackage } from '~/lib/catalogue'
import { packageIn } from '~/lib/content-languages'
import {
  asTranslatedLocale,
  LOCALE_NAMES_IN_ENGLISH,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '~/lib/locales'
import type { recordAudit } from '~/models/audit.server'
import { packageSubject } from '~/models/packages.server'
import { saveTranslation } from '~/models/translations.server'
import { packageTextSchema } from '~/schemas/package'
import type { readSubmission } from '~/services/request-input.server'

// A package's words in German and French in its editor (/admin/packages/:no?language=de, decision 056):
// the language tab's English beside each field, its form's words as stored or as typed, and the save
// with the English editor's rules. The editor's loader and action (packages.$no.server.ts) hand over to
// these when a language is asked for.

/** The language the editor is asked for (?language=de): German or French words, or the package itself. */
export const editedLanguage = (request: Request) =>
  asTranslatedLocale(new URL(request.url).searchParams.get('language'))

/** Each season's English name, once, in the order the package lists them (typed first). */
const seasonNamesOf = (item: TripPackage) => [
  ...new Set([...(item.typedSeasons ?? []), ...item.seasons].map((season) => season.name)),
]

/** The English a package's words are written from, as its language tab shows it beside each field. */
function englishOf(item: TripPackage): PackageTextEnglish {
  return {
    title: item.title,
    summary: item.summary,
    intro: item.intro.join('\n\n'),
    highlights: item.highlights.join('\n'),
    included: item.included.join('\n'),
    excluded: item.excluded.join('\n'),
    priceNote: item.priceNote,
    feesNote: item.feesNote,
    seoDescription: item.seoDescription,
    cardImageAlt: item.cardImage.alt,
    galleryAlts: item.gallery.map((image) => image.alt),
    itinerary: item.itinerary.map(({ title, text, overnight, lodge }) => ({ title, text, overnight, lodge })),
    seasonNames: seasonNamesOf(item),
    dayLabels: item.itinerary.map((day) => dayLabel(day)),
  }
}

/** A package's stored words as its language tab's form holds them (empty where none are written). */
function textDraftOf(item: TripPackage, text: PackageText | undefined): PackageTextDraft {
  const blankDay = { title: '', text: '', overnight: '', lodge: '' }
  return {
    title: text?.title ?? '',
    summary: text?.summary ?? '',
    intro: text?.intro.join('\n\n') ?? '',
    highlights: text?.highlights.join('\n') ?? '',
    included: text?.included.join('\n') ?? '',
    excluded: text?.excluded.join('\n') ?? '',
    priceNote: text?.priceNote ?? '',
    feesNote: text?.feesNote ?? '',
    seoDescription: text?.seoDescription ?? '',
    cardImageAlt: text?.cardImageAlt ?? '',
    galleryAlts: item.gallery.map((_, index) => text?.galleryAlts[index] ?? ''),
    itinerary: item.itinerary.map((_, index) => text?.itinerary[index] ?? blankDay),
    seasons: seasonNamesOf(item).map((name) => ({ name: text?.seasonNames[name] ?? '' })),
  }
}

/** What was typed into a language tab, as its form shows it again. */
function textDraftFromPayload(item: TripPackage, payload: Record<string, unknown>): PackageTextDraft {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  const record = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return {
    ...Object.fromEntries(
      (
        [
          'title',
          'summary',
          'intro',
          'highlights',
          'included',
          'excluded',
          'priceNote',
          'feesNote',
          'seoDescription',
          'cardImageAlt',
        ] as const
      ).map((key) => [key, text(payload[key])]),
    ),
    galleryAlts: item.gallery.map((_, index) => text(list(payload.galleryAlts)[index])),
    itinerary: item.itinerary.map((_, index) => {
      const day = record(list(payload.itinerary)[index])
      return {
        title: text(day.title),
        text: text(day.text),
        overnight: text(day.overnight),
        lodge: text(day.lodge),
      }
    }),
    seasons: seasonNamesOf(item).map((_, index) => ({
      name: text(record(list(payload.seasons)[index]).name),
    })),
  } as PackageTextDraft
}

/** What a package's language tab shows. */
export function languageTab(item: TripPackage, language: TranslatedLocale | undefined) {
  return {
    language: language ?? null,
    english: language ? englishOf(item) : null,
    textDraft: language ? textDraftOf(item, item.texts?.[language]) : null,
    translated: TRANSLATED_LOCALES.filter((locale) => packageIn(item, locale)),
  }
}

/** Saves a package's words in German or French, with the English editor's rules. */
export async function savePackageText(
  item: TripPackage,
  language: TranslatedLocale,
  formData: Awaited<ReturnType<typeof readSubmission>>,
  audit: (action: string, subject: string) => (trx: Parameters<typeof recordAudit>[1]) => Promise<void>,
) {
  const names = seasonNamesOf(item)
  const schema = packageTextSchema({
    days: item.itinerary.length,
    pictures: item.gallery.length,
    seasons: names,
  })
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success')
    return data(
      {
        draft: null,
        textDraft: textDraftFromPayload(item, submission.payload as Record<string, unknown>),
        result: submission.reply(),
        done: null,
        refused: null,
      },
      { status: 400 },
    )
  const value = submission.value
  const text: PackageText = {
    title: value.title,
    summary: value.summary,
    intro: splitParagraphs(value.intro),
    highlights: value.highlights,
    included: value.included,
    excluded: value.excluded,
    cardImageAlt: value.cardImageAlt,
    galleryAlts: value.galleryAlts,
    itinerary: value.itinerary,
    seasonNames: Object.fromEntries(names.map((name, index) => [name, value.seasons[index]!.name])),
    priceNote: value.priceNote,
    feesNote: value.feesNote,
    seoDescription: value.seoDescription,
  }
  await saveTranslation(
    packageSubject(item.no),
    language,
    text,
    audit('package-translated', `${item.title} (${item.no}) in ${LOCALE_NAMES_IN_ENGLISH[language]}`),
  )
  return {
    draft: null,
    textDraft: null,
    result: null,
    done: `${LOCALE_NAMES_IN_ENGLISH[language]} words saved.`,
    refused: null,
  }
}
