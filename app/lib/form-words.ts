import { m } from '~/paraglide/messages'
import type { Locale } from './locales'

// The public forms' words in the page's language (docs/product.md, "Languages"). The rules are the same
// Zod schemas in every language, which speak the spec's English (the API answers in it word for word);
// on a German or French page each English message is said in that language, found here by its words,
// in the browser as on the server.

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** The forms' messages that have no number in them, by their English words. */
const FIXED: Words[] = [
  m.form_name_required,
  m.form_name_min,
  m.form_email_required,
  m.form_email_invalid,
  m.form_message_required,
  m.form_send_failure,
  m.form_rate_limited,
]

/** Those with a number: "At most 5000 characters". */
const COUNTED: [RegExp, (inputs: { count: string }, options: { locale: Locale }) => string][] = [
  [/^At most (\d+) characters$/, m.form_at_most],
  [/^At least (\d+) characters$/, m.form_at_least],
]

/** A form's message in `locale`; one not known here stays as it is. */
export function formMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text
  const fixed = FIXED.find((words) => words({}, { locale: 'en' }) === text)
  if (fixed) return fixed({}, { locale })
  for (const [pattern, words] of COUNTED) {
    const count = pattern.exec(text)?.[1]
    if (count) return words({ count }, { locale })
  }
  return text
}

/** Every message of a form's answer (its fields' and its own, under ''), in `locale`. */
export function formMessages<T extends Record<string, string[] | null | undefined>>(
  messages: T,
  locale: Locale,
): T {
  if (locale === 'en') return messages
  return Object.fromEntries(
    Object.entries(messages).map(([name, list]) => [
      name,
      list?.map((text) => formMessage(text, locale)) ?? list,
    ]),
  ) as T
}

/** A field's label by its name, in `locale`; one not known here keeps its English. */
const LABELS: Record<string, Words> = {
  name: m.form_label_name,
  email: m.form_label_email,
  message: m.form_label_message,
}

export const fieldLabel = (name: string, english: string, locale: Locale) =>
  locale === 'en' || !LABELS[name] ? english : LABELS[name]({}, { locale })
