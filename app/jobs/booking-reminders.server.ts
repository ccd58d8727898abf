import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { sendBookingReminders } from '~/services/booking-reminders.server'
import type { Job } from './job'

// The booking reminders' loop: a look every LEAD_CLOCK_INTERVAL_MS, one at a time; a look that fails
// (the database away) is logged and tried again at the next. Each reminder goes once however many
// instances look (app/services/booking-reminders.server.ts).

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | undefined

export const bookingReminders: Job = {
  name: 'booking reminders',
  start() {
    if (timer) return
    timer = setInterval(() => {
      if (running) return
      running = sendBookingReminders()
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'booking reminders: look failed, trying again'),
        )
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
