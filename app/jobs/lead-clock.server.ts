import { getConfig } from '~/config.server'
import { runLeadClock } from '~/services/lead-clock.server'
import { everyInterval } from './job'

// The reply clock's loop: a look every LEAD_CLOCK_INTERVAL_MS (alerts, and the morning digests), one at
// a time; a look that fails (the database away) is logged and tried again at the next.

export const leadClock = everyInterval(
  'lead clock',
  () => runLeadClock(),
  () => getConfig().leadClockIntervalMs,
  'reply clock: look failed, trying again',
)
