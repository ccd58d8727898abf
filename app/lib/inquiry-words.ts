import type { FormField, InquiryKind } from '~/inquiries'
import { m } from '~/paraglide/messages'
import type { Locale } from './locales'

// The inquiry forms' words other than their messages, in the page's language (docs/product.md,
// "Languages"): each field's label and hint and the words of its choices, and the labels of the trip's
// facts an acknowledgement repeats. The forms' definitions (app/inquiries/) keep the spec's English,
// which staff read; each English text is said in German or French by the message found here by its
// English words. A choice's value is never translated: it is what is stored and what the API knows.
// tests/unit/form-words.test.ts finds every label, hint, choice and fact of every form here.

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string

const WORDS: Words[] = [
  // Labels
  m.form_label_name,
  m.form_label_email,
  m.form_label_message,
  m.form_label_full_name,
  m.form_label_phone,
  m.form_label_residing_country,
  m.form_label_visiting_country,
  m.form_label_arrival_date,
  m.form_label_depart_date,
  m.form_label_experience,
  m.form_label_heard,
  m.form_label_adults_optional,
  m.form_label_children_optional,
  m.form_label_ages_optional,
  m.form_label_budget_optional,
  m.form_label_package,
  m.form_label_accommodation_type,
  m.form_label_checkin,
  m.form_label_checkout,
  m.form_label_adults,
  m.form_label_children,
  m.form_label_night_budget,
  m.form_label_location,
  m.form_label_arrival_airport,
  m.form_label_arrival_flight,
  m.form_label_landing,
  m.form_label_stay,
  m.form_label_passengers,
  m.form_label_journey,
  m.form_label_departure_airport,
  m.form_label_departure_flight,
  m.form_label_departure_date,
  m.form_label_take_off,
  m.form_label_vehicle,
  m.form_label_pick_up,
  m.form_label_special_needs,
  // Hints
  m.form_hint_phone,
  m.form_hint_trip_message,
  m.form_hint_ages,
  m.form_hint_budget,
  m.form_hint_location,
  m.form_hint_airport,
  m.form_hint_landing,
  m.form_hint_stay,
  m.form_hint_take_off,
  m.form_hint_special_needs,
  // Choices
  m.country_uganda,
  m.country_kenya,
  m.country_rwanda,
  m.country_tanzania,
  m.option_several_countries,
  m.option_heard_search,
  m.option_heard_social,
  m.option_heard_friend,
  m.option_heard_agent,
  m.option_heard_blog,
  m.option_heard_other,
  m.option_experience_wildlife,
  m.option_experience_photography,
  m.option_experience_camping,
  m.option_experience_luxury,
  m.option_stay_hotel,
  m.option_stay_lodge,
  m.option_stay_tented,
  m.option_stay_guesthouse,
  m.option_stay_villa,
  m.option_one_way,
  m.option_return,
  m.option_vehicle_saloon,
  m.option_vehicle_minivan,
  m.option_vehicle_land_cruiser,
  m.option_vehicle_minibus,
  m.option_pick_up_inside,
  m.option_pick_up_curbside,
  // The facts an acknowledgement repeats, where the form's label is not the same words
  m.fact_experience,
  m.fact_ages,
  m.fact_budget,
  m.fact_checkin,
  m.fact_checkout,
  m.fact_night_budget,
  m.fact_passengers,
]

const byEnglish = new Map(WORDS.map((words) => [words({}, { locale: 'en' }), words]))

/** Whether these English words are said in every language. */
export const hasWords = (english: string) => byEnglish.has(english)

/** English words of a form in `locale`; words not known here keep their English. */
export function inquiryWords(english: string, locale: Locale): string {
  if (locale === 'en') return english
  return byEnglish.get(english)?.({}, { locale }) ?? english
}

/** A form's fields as a page in `locale` shows them: labels, hints and choices' words in it. */
export function fieldsIn(fields: FormField[], locale: Locale): FormField[] {
  if (locale === 'en') return fields
  return fields.map((field) => ({
    ...field,
    label: inquiryWords(field.label, locale),
    ...(field.hint ? { hint: inquiryWords(field.hint, locale) } : {}),
    ...(field.options
      ? { options: field.options.map((option) => ({ ...option, label: inquiryWords(option.label, locale) })) }
      : {}),
  }))
}

/** What a traveller sent, as the acknowledgement names it: "your safari inquiry". */
export const INQUIRY_NAMES: Record<InquiryKind, Words> = {
  country: m.ack_what_country,
  package: m.ack_what_package,
  accommodation: m.ack_what_accommodation,
  airport: m.ack_what_airport,
  message: m.ack_what_message,
}
