import { z } from 'zod'
import { m } from '~/paraglide/messages'
import { requiredText } from './fields'

// The traveller's review form on /review/<token> (docs/product.md, "Reviews after the trip"), and an
// admin's decision on it at /admin/trust. The rules speak English, as the server does; the page says
// each message in the trip's language (app/lib/review-words.ts).

const EN = { locale: 'en' } as const

export const REVIEW_TEXT_MAX = 3000

export const TravellerReviewSchema = z.object({
  rating: z.coerce
    .number({ error: m.review_error_rating({}, EN) })
    .int(m.review_error_rating({}, EN))
    .min(1, m.review_error_rating({}, EN))
    .max(5, m.review_error_rating({}, EN)),
  text: requiredText(m.review_error_text({}, EN), REVIEW_TEXT_MAX).refine(
    (text) => text.length >= 10,
    m.review_error_short({}, EN),
  ),
  author: requiredText(m.review_error_author({}, EN), 60),
})

export const ReviewDecisionSchema = z.object({
  id: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'hide']),
})
