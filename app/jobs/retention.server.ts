import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { runRetention } from '~/services/privacy.server'
import { runTripDetailsRetention } from '~/services/trip-details.server'
import type { Job } from './job'

// The retention rules (docs/product.md, "A traveller's rights", "The traveller's details"): a pass shortly
// after start (one reply-clock interval), then hourly. Erasing twice erases nothing more, so every instance may run it.

const EVERY_MS = 3_600_000

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | undefined

function pass() {
  if (running) return
  // The traveller's details after their trip too (docs/product.md, "The traveller's details").
  running = Promise.all([runRetention(), runTripDetailsRetention()])
    .catch((error: unknown) => logger.warn({ err: error }, 'retention: pass failed, trying again in an hour'))
    .finally(() => (running = undefined))
}

export const retention: Job = {
  name: 'retention',
  start() {
    if (timer) return
    timer = setTimeout(() => {
      pass()
      timer = setInterval(pass, EVERY_MS)
      timer.unref()
    }, getConfig().leadClockIntervalMs)
    timer.unref()
  },
  async stop() {
    clearTimeout(timer)
    clearInterval(timer)
    timer = undefined
    await running
  },
}
