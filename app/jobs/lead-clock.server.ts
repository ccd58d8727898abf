import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { runLeadClock } from '~/services/lead-clock.server'
import type { Job } from './job'

// The reply clock's loop: a look every LEAD_CLOCK_INTERVAL_MS (alerts, and the morning digests), one at
// a time; a look that fails (the database away) is logged and tried again at the next.

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | undefined

export const leadClock: Job = {
  name: 'lead clock',
  start() {
    if (timer) return
    timer = setInterval(() => {
      if (running) return
      running = runLeadClock()
        .catch((error: unknown) => logger.warn({ err: error }, 'reply clock: look failed, trying again'))
        .finally(() => (running = undefined))
    }, getConfig().leadClockIntervalMs)
    timer.unref()
  },
  async stop() {
    clearInterval(timer)
    timer = undefined
    await running
  },
}
