import { Form } from 'react-router'
import { TextAreaField, TextField, type FieldErrorMap } from '~/components/ui/fields'
import { LOCALE_NAMES_IN_ENGLISH, type TranslatedLocale } from '~/lib/locales'
import { BesideEnglish } from './beside-english'

// A package's words in German or French (/admin/packages/:no?language=de): every text a traveller reads,
// each field beside its English, one day's words for each day and one picture's for each picture. The
// package's days, prices, months and pictures are the English package's and are edited there.

/** What the form holds: the texts as typed, lists one item a line. */
export interface PackageTextDraft {
  title: string
  summary: string
  intro: string
  highlights: string
  included: string
  excluded: string
  priceNote: string
  feesNote: string
  seoDescription: string
  cardImageAlt: string
  galleryAlts: string[]
  itinerary: { title: string; text: string; overnight: string; lodge: string }[]
  seasons: { name: string }[]
}

/** The English the form shows beside each field, in the same shape. */
export type PackageTextEnglish = Omit<PackageTextDraft, 'seasons'> & {
  /** Each season's English name, in the order the form names them. */
  seasonNames: string[]
  /** Each day's label: "Day 1", "Days 2-3". */
  dayLabels: string[]
}

export function PackageTextEditor({
  no,
  language,
  english,
  draft,
  errors,
  busy,
}: {
  no: number
  language: TranslatedLocale
  english: PackageTextEnglish
  draft: PackageTextDraft
  errors: FieldErrorMap
  busy: boolean
}) {
  const field = (name: string) => ({
    id: `package-text-${name.replace(/[[\].]/g, '-')}`,
    name,
    errors: errors?.[name],
  })
  const text = (name: keyof PackageTextEnglish & keyof PackageTextDraft, label: string, rows?: number) => (
    <BesideEnglish key={name} english={String(english[name])}>
      {rows ? (
        <TextAreaField {...field(name)} label={label} rows={rows} defaultValue={String(draft[name])} />
      ) : (
        <TextField {...field(name)} label={label} defaultValue={String(draft[name])} />
      )}
    </BesideEnglish>
  )
  const listMessages = (name: string) =>
    errors?.[name]?.length ? (
      <p role="alert" className="font-semibold text-red-800">
        {errors[name]!.join(' ')}
      </p>
    ) : null
  return (
    <Form
      method="post"
      action={`/admin/packages/${no}?language=${language}`}
      className="mt-6 space-y-6 rounded-xl bg-white p-5 shadow-sm"
      key={JSON.stringify(draft)}
    >
      <p className="text-forest-800">
        The {LOCALE_NAMES_IN_ENGLISH[language]} pages show these words with the English package&apos;s days,
        prices, months and pictures. The package is offered at /{language}/tour/… once every field, day,
        picture and season has its words; until then it is not listed in {LOCALE_NAMES_IN_ENGLISH[language]}.
      </p>
      {text('title', 'Title')}
      {text('summary', 'Summary on the card', 3)}
      {text('intro', 'Introduction (paragraphs split by an empty line)', 8)}
      {text('highlights', 'Highlights (one a line)', 5)}
      {text('included', 'Included (one a line)', 6)}
      {text('excluded', 'Not included (one a line)', 6)}
      {text('cardImageAlt', 'What the card’s image shows')}
      <fieldset className="space-y-4">
        <legend className="font-serif text-xl">The pictures</legend>
        {listMessages('galleryAlts')}
        {english.galleryAlts.map((alt, index) => (
          <BesideEnglish key={index} english={alt}>
            <TextField
              {...field(`galleryAlts[${index}]`)}
              label={`What picture ${index + 1} shows`}
              defaultValue={draft.galleryAlts[index] ?? ''}
            />
          </BesideEnglish>
        ))}
      </fieldset>
      <fieldset className="space-y-6">
        <legend className="font-serif text-xl">Day by day</legend>
        {listMessages('itinerary')}
        {english.itinerary.map((day, index) => {
          const typed = draft.itinerary[index] ?? { title: '', text: '', overnight: '', lodge: '' }
          const name = (part: string) => `itinerary[${index}].${part}`
          return (
            <fieldset key={index} className="space-y-3 border-l-4 border-savanna-600 pl-4">
              <legend className="font-semibold">{english.dayLabels[index]}</legend>
              <BesideEnglish english={day.title}>
                <TextField {...field(name('title'))} label="Title" defaultValue={typed.title} />
              </BesideEnglish>
              <BesideEnglish english={day.text}>
                <TextAreaField
                  {...field(name('text'))}
                  label="What happens"
                  rows={4}
                  defaultValue={typed.text}
                />
              </BesideEnglish>
              <BesideEnglish english={day.overnight}>
                <TextField
                  {...field(name('overnight'))}
                  label="Overnight (place)"
                  defaultValue={typed.overnight}
                />
              </BesideEnglish>
              <BesideEnglish english={day.lodge}>
                <TextField {...field(name('lodge'))} label="Lodging" defaultValue={typed.lodge} />
              </BesideEnglish>
            </fieldset>
          )
        })}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-serif text-xl">Seasons</legend>
        {listMessages('seasons')}
        {english.seasonNames.map((season, index) => (
          <BesideEnglish key={season} english={season}>
            <TextField
              {...field(`seasons[${index}].name`)}
              label={`Name of “${season}”`}
              defaultValue={draft.seasons[index]?.name ?? ''}
            />
          </BesideEnglish>
        ))}
      </fieldset>
      {text('priceNote', 'Note on the price', 3)}
      {text('feesNote', 'Note on fees', 3)}
      {text('seoDescription', 'Description for search engines (at most 160 characters)', 2)}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
      >
        Save the {LOCALE_NAMES_IN_ENGLISH[language]} words
      </button>
    </Form>
  )
}
