import { getConfig } from '~/config.server'
import { jobNow } from '~/services/job-clock.server'
import { sendFinalDocuments } from '~/services/final-documents.server'
import { sendHoldReminders } from '~/services/reservations.server'
import { runTripDetailsRetention, sendDetailsReminders } from '~/services/trip-details.server'
import { everyInterval } from './job'

// The booked trips' preparations, looked at every LEAD_CLOCK_INTERVAL_MS: a hold's last day near (its
// owner told three days and one day before), travel details still missing 30 days before a trip (its
// traveller reminded), the final documents of a trip confirmed and paid, FINAL_DOCUMENTS_DAYS before, and
// the travel details erased TRIP_DETAILS_RETENTION_DAYS after a trip (passports under a retired key
// sealed again). The date-based work takes the jobs' clock (a test moves it). Each goes once however many instances look (its row is its claim).

export const tripPreparations = everyInterval(
  'trip preparations',
  async () => {
    const now = jobNow()
    await sendHoldReminders(now)
    await sendDetailsReminders(now)
    await sendFinalDocuments(now)
    await runTripDetailsRetention(now)
  },
  () => getConfig().leadClockIntervalMs,
  'trip preparations: look failed, trying again',
)
