import { m } from '~/paraglide/messages'
import { answerIn, type Words } from './form-words'
import type { Locale } from './locales'

// What the traveller's review page (/review/<token>) answers, in the trip's language (docs/product.md,
// "Languages"): the server answers in English from these messages, the page says each in the language
// the trip's proposal was written in. Too many requests and too long are the forms' (lib/form-words.ts).

const ANSWERS: Words[] = [
  m.review_error_rating,
  m.review_error_text,
  m.review_error_short,
  m.review_error_author,
]

export const reviewAnswer = (text: string, locale: Locale): string => answerIn(ANSWERS, text, locale)

/** The five ratings, best first, with their words. */
export const RATINGS = [
  { value: 5, words: m.review_page_rating_5 },
  { value: 4, words: m.review_page_rating_4 },
  { value: 3, words: m.review_page_rating_3 },
  { value: 2, words: m.review_page_rating_2 },
  { value: 1, words: m.review_page_rating_1 },
] as const
