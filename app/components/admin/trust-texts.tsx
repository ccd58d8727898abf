import type { FieldSpec, FieldValue } from '~/components/ui/field-list'
import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldsForm } from '~/components/ui/fields-form'
import { LOCALE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES, type TranslatedLocale } from '~/lib/locales'
import { trustIn, type TeamMember, type TrustText } from '~/lib/trust'

// The trust block's words in German and French (docs/product.md, "Licence, team and reviews"): the
// licence, the registration and each member's role as the English has them now, one form a language
// (intent `text-de`). Until a language's words are whole, its home and about pages show no trust block.

/** The intent of a language's form, before its code: `text-de`. */
export const TRUST_TEXT_INTENT = 'text-'

interface Props {
  english: { licence: string | null; registration: string | null; team: TeamMember[] }
  texts: Partial<Record<TranslatedLocale, TrustText>>
  answer: { intent: string; result: unknown; at: number } | null
}

function fieldsFor(english: Props['english'], language: string): FieldSpec[] {
  return [
    ...(english.licence
      ? [{ name: 'licence', label: `Licence in ${language}`, hint: `In English: ${english.licence}` }]
      : []),
    ...(english.registration
      ? [
          {
            name: 'registration',
            label: `Company registration in ${language}`,
            hint: `In English: ${english.registration}`,
          },
        ]
      : []),
    ...english.team.map((member) => ({
      name: `role-${member.id}`,
      label: `${member.name}'s role in ${language}`,
      hint: `In English: ${member.role}`,
    })),
  ]
}

/** The form's values from the stored words. */
function valuesOf(text: TrustText | undefined): Record<string, FieldValue> {
  if (!text) return {}
  return {
    licence: text.licence,
    registration: text.registration,
    ...Object.fromEntries(Object.entries(text.roles).map(([id, role]) => [`role-${id}`, role])),
  }
}

export function TrustTexts({ english, texts, answer }: Props) {
  const nothing = !english.licence && !english.registration && !english.team.length
  return (
    <section aria-labelledby="trust-texts-heading" className="mt-10">
      <h2 id="trust-texts-heading" className="font-serif text-2xl">
        In German and French
      </h2>
      <p className="mt-2 max-w-2xl">
        The German and French home and about pages show the trust block once its licence, registration and
        every role are written in their language. Names, memberships and reviews are shown as they are.
      </p>
      <ul className="mt-2 list-disc pl-6">
        {TRANSLATED_LOCALES.map((locale) => (
          <li key={locale}>
            {`${LOCALE_NAMES_IN_ENGLISH[locale]}: ${
              nothing
                ? 'nothing to write yet'
                : trustIn({ ...english, memberships: [], reviews: [], rating: null }, texts[locale])
                  ? 'written, shown on its pages'
                  : 'not complete, its pages show no trust block'
            }`}
          </li>
        ))}
      </ul>
      {nothing
        ? null
        : TRANSLATED_LOCALES.map((locale) => {
            const language = LOCALE_NAMES_IN_ENGLISH[locale]
            const intent = `${TRUST_TEXT_INTENT}${locale}`
            const typed =
              answer?.intent === intent
                ? (answer.result as {
                    error?: FieldErrorMap
                    initialValue?: Record<string, FieldValue>
                  } | null)
                : null
            return (
              <FieldsForm
                key={`${locale}-${answer?.intent === intent ? answer.at : 0}`}
                intent={intent}
                label={`The trust block in ${language}`}
                submit={`Save the ${language} words`}
                fields={fieldsFor(english, language)}
                values={typed?.initialValue ?? valuesOf(texts[locale])}
                idPrefix={`trust-${locale}-`}
                errors={typed?.error}
              />
            )
          })}
    </section>
  )
}
