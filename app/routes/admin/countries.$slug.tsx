import { Form, Link, useNavigation } from 'react-router'
import { FieldList, SpecField, type FieldSpec } from '~/components/ui/field-list'
import { SelectField, type FieldErrorMap } from '~/components/ui/fields'
import { inputClass } from '~/components/ui/input-class'
import { MONTH_RATINGS, MONTHS } from '~/lib/catalogue'
import { LOCALE_NAMES_IN_ENGLISH, type TranslatedLocale } from '~/lib/locales'
import { BesideEnglish } from '~/components/admin/beside-english'
import { LanguageTabs } from '~/components/admin/language-tabs'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/countries.$slug'
import {
  handleCountryEditor,
  loadCountryEditor,
  type CountryDraft,
  type CountryTextDraft,
} from './countries.$slug.server'

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadCountryEditor(params.slug, request, context)
export const action = keepWhatWasTyped(({ params, request, context }: Route.ActionArgs) =>
  handleCountryEditor(params.slug, request, context),
)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.name ?? 'Country'} page | Back-office` },
]

const FIELDS: FieldSpec<keyof CountryDraft>[] = [
  { name: 'tagline', label: 'Line under the name', maxLength: 200 },
  { name: 'heroAlt', label: 'What the top image shows', maxLength: 200 },
  {
    name: 'highlights',
    label: 'Highlights on the home page',
    hint: 'Three, one a line.',
    kind: 'area',
    rows: 3,
  },
  {
    name: 'description',
    label: 'Description',
    hint: 'Paragraphs are separated by an empty line.',
    kind: 'area',
    rows: 10,
  },
  { name: 'experiences', label: 'Experiences', hint: 'One a line: title | text', kind: 'area', rows: 8 },
  { name: 'bestTimeNote', label: 'When to go, in words', kind: 'area', rows: 3 },
  { name: 'entry', label: 'Visas and entry', hint: 'One note a line.', kind: 'area', rows: 5 },
  { name: 'airports', label: 'Main airports', hint: 'One a line: code | name | city', kind: 'area', rows: 3 },
  {
    name: 'seoDescription',
    label: 'Description for search engines',
    hint: 'At most 160 characters.',
    kind: 'area',
    rows: 2,
  },
]

/** The page's words in German or French, each field beside its English. */
function TextEditor({
  slug,
  language,
  english,
  draft,
  errors,
  busy,
}: {
  slug: string
  language: TranslatedLocale
  english: CountryDraft
  draft: CountryTextDraft
  errors: FieldErrorMap
  busy: boolean
}) {
  return (
    <Form
      method="post"
      action={`/admin/countries/${slug}?language=${language}`}
      className="mt-6 space-y-6 rounded-xl bg-white p-5 shadow-sm"
      key={JSON.stringify(draft)}
    >
      <p className="text-forest-800">
        The {LOCALE_NAMES_IN_ENGLISH[language]} page shows these words with the English page&apos;s pictures
        and months. It is offered at /{language}/places/… once every field is written; until then that address
        is not found.
      </p>
      {FIELDS.map((spec) => (
        <BesideEnglish key={spec.name} english={String(english[spec.name])}>
          <SpecField
            spec={spec}
            value={draft[spec.name as keyof CountryTextDraft]}
            idPrefix="country-"
            errors={errors}
          />
        </BesideEnglish>
      ))}
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

export default function CountryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { name, slug, images, language, translated } = loaderData
  const draft = actionData?.draft ?? loaderData.draft
  const textDraft = actionData?.textDraft ?? loaderData.textDraft
  const errors = actionData?.result?.error ?? undefined
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <p>
        <Link to="/admin/countries" className="text-savanna-700 underline">
          All country pages
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl">{name}</h1>
      <p className="mt-2">
        <a
          href={language && translated.includes(language) ? `/${language}/places/${slug}` : `/places/${slug}`}
          className="text-savanna-700 underline"
        >
          Public page
        </a>
      </p>
      <LanguageTabs path={`/admin/countries/${slug}`} language={language} translated={translated} />
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>
      {errors ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          Not saved: correct the fields marked below.
        </p>
      ) : null}
      {language && textDraft ? (
        <TextEditor
          slug={slug}
          language={language}
          english={loaderData.draft}
          draft={textDraft}
          errors={errors}
          busy={busy}
        />
      ) : (
        <Form
          method="post"
          className="mt-6 space-y-5 rounded-xl bg-white p-5 shadow-sm"
          key={JSON.stringify(draft)}
        >
          <SelectField
            id="country-hero"
            name="hero"
            label="Top image"
            errors={errors?.hero}
            defaultValue={draft.hero}
            options={images}
          />
          <FieldList fields={FIELDS} values={draft} idPrefix="country-" errors={errors} />
          <fieldset>
            <legend className="font-medium">Month by month</legend>
            {errors?.bestTime ? (
              <p className="text-sm font-semibold text-red-800">{errors.bestTime.join(' ')}</p>
            ) : null}
            <div className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {MONTHS.map((month, index) => (
                <label key={month} className="block text-sm">
                  {month}
                  <select
                    name="bestTime"
                    defaultValue={draft.bestTime[index] ?? 'good'}
                    className={inputClass}
                  >
                    {Object.entries(MONTH_RATINGS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
          >
            Save
          </button>
        </Form>
      )}
    </>
  )
}
