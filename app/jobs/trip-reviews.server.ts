import { getConfig } from '~/config.server'
import { jobNow } from '~/services/job-clock.server'
import { sendReviewInvitations } from '~/services/trip-reviews.server'
import { everyInterval } from './job'

// The review links' loop: a look every LEAD_CLOCK_INTERVAL_MS for trips that ended, one at a time; a
// look that fails (the database away) is logged and tried again at the next. Each link goes once
// however many instances look (app/models/review-invitations.server.ts).

export const tripReviews = everyInterval(
  'trip reviews',
  () => sendReviewInvitations(jobNow()),
  () => getConfig().leadClockIntervalMs,
  'trip reviews: look failed, trying again',
)
