import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { TravellerReviewSchema } from '~/schemas/review'
import { m } from '~/paraglide/messages'
import { reviewAnswer } from './review-words'

// Every answer of the traveller's review page is said in German and French: the form sent wrong in
// every way, found by the English words the server writes.

function messagesOf(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  const submission = parseWithZod(data, { schema: TravellerReviewSchema })
  return Object.values(submission.status === 'error' ? (submission.error ?? {}) : {}).flat() as string[]
}

describe('the review page’s answers', () => {
  const english = [
    ...messagesOf({}),
    ...messagesOf({ rating: '9', text: 'Short', author: 'x'.repeat(61) }),
    ...messagesOf({ rating: 'five', text: 'x'.repeat(3001), author: ' ' }),
    m.form_rate_limited({}, { locale: 'en' }),
  ]

  test.each(['de', 'fr'] as const)('are all said in %s', (locale) => {
    // Every rule answered: the rating, the text missing, too short and too long, the name missing and too long.
    expect(new Set(english).size).toBeGreaterThanOrEqual(7)
    for (const text of new Set(english)) {
      const said = reviewAnswer(text, locale)
      expect(said, text).not.toBe(text)
      expect(said.length, text).toBeGreaterThan(5)
    }
    expect(reviewAnswer(m.review_error_short({}, { locale: 'en' }), locale)).toBe(
      m.review_error_short({}, { locale }),
    )
  })

  test('stay as they are in English', () => {
    for (const text of english) expect(reviewAnswer(text, 'en')).toBe(text)
  })
})
