import type { FieldValue } from '~/components/ui/field-list'
import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldsForm } from '~/components/ui/fields-form'
import { LOCALE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES, type TranslatedLocale } from '~/lib/locales'
import { TRAVELLER_WORDING_HINT, type SupplierText } from '~/lib/rate-cards'

// What a supplier's card says to travellers (docs/product.md, "Rate cards"): "Shown to travellers as" in
// English, and its line's words, its description and its pictures' words in German and French, each
// language saved on its own (intent `supplier-text-de`), for proposals written in it. Agents read them;
// admins change them.

/** The intent of a language's form, before its code: `supplier-text-de`. */
export const TEXT_INTENT = 'supplier-text-'

/** An action's answer to one of these forms: its intent, and what was typed with its errors. */
export interface TextsAnswer {
  intent: string
  result: unknown
  at: number
}

interface Props {
  name: string
  english: SupplierText
  /** A lodge's pictures, in order, with their English words */
  pictures: readonly { key: string; alt: string }[]
  texts: Partial<Record<TranslatedLocale, SupplierText>>
  /** Whether it says anything to travellers that wants words of its own in each language */
  needsWords: boolean
  canEdit: boolean
  answer: TextsAnswer | null
}

const typedIn = (answer: TextsAnswer | null, intent: string) =>
  answer?.intent === intent
    ? (answer.result as { error?: FieldErrorMap; initialValue?: Record<string, FieldValue> } | null)
    : null

/** A language's stored words as its form's values. */
function valuesOf(text: SupplierText | undefined, pictures: Props['pictures']): Record<string, FieldValue> {
  return {
    travellerWording: text?.travellerWording ?? '',
    description: text?.description ?? '',
    ...Object.fromEntries(
      pictures.map((picture, index) => [`picture-${index}`, text?.pictures?.[picture.key] ?? '']),
    ),
  }
}

export function SupplierTexts({ name, english, pictures, texts, needsWords, canEdit, answer }: Props) {
  const wording = typedIn(answer, 'traveller-wording')
  return (
    <section aria-labelledby="supplier-texts-heading" className="mt-6">
      <h2 id="supplier-texts-heading" className="font-serif text-2xl">
        Words for travellers
      </h2>
      <p className="mt-2">{`Shown to travellers as: ${english.travellerWording || `its name (${name})`}`}</p>
      <ul className="mt-2 list-disc pl-6">
        {TRANSLATED_LOCALES.map((locale) => (
          <li key={locale}>
            {`${LOCALE_NAMES_IN_ENGLISH[locale]}: ${
              texts[locale]
                ? `written${texts[locale].travellerWording ? ` ("${texts[locale].travellerWording}")` : ''}`
                : needsWords
                  ? 'not written yet; a proposal in it priced from this card reads in English'
                  : 'not needed, its name and place say it'
            }`}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <>
          <FieldsForm
            key={answer?.intent === 'traveller-wording' ? answer.at : -1}
            intent="traveller-wording"
            label="Shown to travellers as"
            submit="Save the wording"
            fields={[
              {
                name: 'travellerWording',
                label: 'Shown to travellers as (optional)',
                hint: TRAVELLER_WORDING_HINT,
                className: 'sm:col-span-2',
              },
            ]}
            values={wording?.initialValue ?? { travellerWording: english.travellerWording }}
            idPrefix="wording-"
            errors={wording?.error}
          />
          {TRANSLATED_LOCALES.map((locale) => {
            const language = LOCALE_NAMES_IN_ENGLISH[locale]
            const typed = typedIn(answer, `${TEXT_INTENT}${locale}`)
            return (
              <FieldsForm
                key={`${locale}-${answer?.intent === `${TEXT_INTENT}${locale}` ? answer.at : -1}`}
                intent={`${TEXT_INTENT}${locale}`}
                label={`Words for travellers in ${language}`}
                submit={`Save the ${language} words`}
                fields={[
                  {
                    name: 'travellerWording',
                    label: `Shown to travellers as, in ${language} (optional)`,
                    hint: english.travellerWording
                      ? `In English: ${english.travellerWording}`
                      : `Empty: words made from its name in ${language} (a vehicle's, permit's or activity's: its rate's label, in English)`,
                    className: 'sm:col-span-2',
                  },
                  {
                    name: 'description',
                    label: `Description in ${language} (optional)`,
                    kind: 'area',
                    rows: 4,
                    hint: english.description ? `In English: ${english.description}` : undefined,
                    className: 'sm:col-span-2',
                  },
                  ...pictures.map((picture, index) => ({
                    name: `picture-${index}`,
                    label: `What picture ${index + 1} shows, in ${language} (optional)`,
                    hint: `In English: ${picture.alt}. Empty: the lodge's name`,
                    className: 'sm:col-span-2',
                  })),
                ]}
                values={typed?.initialValue ?? valuesOf(texts[locale], pictures)}
                idPrefix={`words-${locale}-`}
                errors={typed?.error}
              />
            )
          })}
        </>
      ) : null}
    </section>
  )
}
