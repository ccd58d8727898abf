import { getConfig } from '~/config.server'
import { jobNow } from '~/services/job-clock.server'
import { sendHoldReminders } from '~/services/reservations.server'
import { everyInterval } from './job'

// The holds' reminders loop: a look every LEAD_CLOCK_INTERVAL_MS for holds whose last day is three days
// or one day away; each reminder goes once however many instances look (its row is its claim).

export const holdReminders = everyInterval(
  'hold reminders',
  () => sendHoldReminders(jobNow()),
  () => getConfig().leadClockIntervalMs,
  'hold reminders: look failed, trying again',
)
