import { getConfig } from '~/config.server'
import { sendBookingReminders } from '~/services/booking-reminders.server'
import { jobNow } from '~/services/job-clock.server'
import { everyInterval } from './job'

// The booking reminders' loop: a look every LEAD_CLOCK_INTERVAL_MS, one at a time; a look that fails
// (the database away) is logged and tried again at the next. Each reminder goes once however many
// instances look (app/services/booking-reminders.server.ts).

export const bookingReminders = everyInterval(
  'booking reminders',
  () => sendBookingReminders(jobNow()),
  () => getConfig().leadClockIntervalMs,
  'booking reminders: look failed, trying again',
)
