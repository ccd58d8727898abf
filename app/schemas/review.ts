import { z } from 'zod'
import { requiredText } from './fields'

// The traveller's review form on /review/<token> (docs/product.md, "Reviews after the trip"), and an
// admin's decision on it at /admin/trust.

export const REVIEW_TEXT_MAX = 3000

export const TravellerReviewSchema = z.object({
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  text: requiredText('Tell us in a few words how your trip was', REVIEW_TEXT_MAX).refine(
    (text) => text.length >= 10,
    'A few words more, please: at least 10 characters',
  ),
  author: requiredText('Give the name to show with your review, e.g. Anna K.', 60),
})

export const ReviewDecisionSchema = z.object({
  id: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'hide']),
})
