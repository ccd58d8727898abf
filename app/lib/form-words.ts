import { m } from '~/paraglide/messages'
import type { Locale } from './locales'

// The public forms' messages in the page's language (docs/product.md, "Languages"). The rules are the
// same Zod schemas in every language, which speak the spec's English (the API answers in it word for
// word); on a German or French page each English message is said in that language, found here by its
// words, in the browser as on the server. The forms' labels, hints and choices are said on the server
// alone (lib/inquiry-words.ts). tests/unit/form-words.test.ts sends every form wrong in every way and
// finds each message here.

export type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string
type Ranged = (inputs: { min: string; max: string }, options: { locale: Locale }) => string

/**
 * The forms' messages that have no number in them, found by their English words. In the browser these
 * come in English as well as in the page's language (app/services/page-words.server.ts).
 */
const FIXED = {
  form_name_required: m.form_name_required,
  form_name_min: m.form_name_min,
  form_email_required: m.form_email_required,
  form_email_invalid: m.form_email_invalid,
  form_message_required: m.form_message_required,
  form_send_failure: m.form_send_failure,
  form_rate_limited: m.form_rate_limited,
  form_phone_required: m.form_phone_required,
  form_phone_characters: m.form_phone_characters,
  form_phone_digits: m.form_phone_digits,
  form_required: m.form_required,
  form_must_be_text: m.form_must_be_text,
  form_date_invalid: m.form_date_invalid,
  form_date_past: m.form_date_past,
  form_arrival_required: m.form_arrival_required,
  form_depart_required: m.form_depart_required,
  form_depart_before_arrival: m.form_depart_before_arrival,
  form_choose_experience: m.form_choose_experience,
  form_at_least_2_char: m.form_at_least_2_char,
  form_budget_whole: m.form_budget_whole,
  form_ages_invalid: m.form_ages_invalid,
  form_ages_one: m.form_ages_one,
  form_enter_number: m.form_enter_number,
  form_whole_number: m.form_whole_number,
  form_choose_package: m.form_choose_package,
  form_checkin_required: m.form_checkin_required,
  form_checkout_required: m.form_checkout_required,
  form_budget_negative: m.form_budget_negative,
  form_night_budget_max: m.form_night_budget_max,
  form_checkout_order: m.form_checkout_order,
  form_time: m.form_time,
  form_departure_order: m.form_departure_order,
} satisfies Record<string, Words>

/** The messages the browser reads in English too, to know the rules' words. */
export const READ_IN_ENGLISH = Object.keys(FIXED)

/** Those with a number: "At most 5000 characters". */
const COUNTED: [RegExp, (inputs: { count: string }, options: { locale: Locale }) => string][] = [
  [/^At most (\d+) characters$/, m.form_at_most],
  [/^At least (\d+) characters$/, m.form_at_least],
  [/^Give (\d+) ages, one for each child$/, m.form_ages_count],
]

/** Those with a range: "From 1 to 50 adults". */
const RANGED: [RegExp, Ranged][] = [
  [/^From (\d+) to (\d+) adults$/, m.form_adults_between],
  [/^Enter from (\d+) to (\d+) adults$/, m.form_adults_enter],
  [/^From (\d+) to (\d+) children$/, m.form_children_between],
  [/^Enter from (\d+) to (\d+) children$/, m.form_children_enter],
  [/^Enter from (\d+) to (\d+) passengers$/, m.form_passengers_enter],
  [/^Enter a number from (\d+) to (\d+)$/, m.form_number_between],
]

/** A form's message in `locale`; one not known here stays as it is. */
export function formMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text
  const fixed = Object.values(FIXED).find((words) => words({}, { locale: 'en' }) === text)
  if (fixed) return fixed({}, { locale })
  for (const [pattern, words] of COUNTED) {
    const count = pattern.exec(text)?.[1]
    if (count) return words({ count }, { locale })
  }
  for (const [pattern, words] of RANGED) {
    const [, min, max] = pattern.exec(text) ?? []
    if (min && max) return words({ min, max }, { locale })
  }
  return text
}

/**
 * A page's answer in `locale`: one of `known` (its own messages, which the server writes in English),
 * else a form's message, else as it is.
 */
export function answerIn(known: readonly Words[], text: string, locale: Locale): string {
  if (locale === 'en') return text
  const found = known.find((words) => words({}, { locale: 'en' }) === text)
  return found ? found({}, { locale }) : formMessage(text, locale)
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
