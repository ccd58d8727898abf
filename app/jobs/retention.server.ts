import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { runRetention } from '~/services/privacy.server'
import type { Job } from './job'

// The retention rule (docs/product.md, "A traveller's rights"): a pass shortly after start (one reply-clock
// interval), then hourly. The travel details after a trip go with the trip preparations. Erasing twice erases nothing more, so every instance may run it.

const EVERY_MS = 3_600_000

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | undefined

function pass() {
  if (running) return
  running = runRetention()
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
