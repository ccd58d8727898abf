import { logger } from '~/logger.server'
import {
  allowSending,
  BATCH,
  closeSender,
  onMailQueued,
  sendDueMail,
  stopSending,
} from '~/services/mail-sender.server'
import type { Job } from './job'

// Sends the outbox (app/services/mail-sender.server.ts): at once when mail is queued, every 2 s besides,
// one run at a time. On stop, the attempts under way finish (each within its limit), the mails not
// started on are given back, and sends not yet recorded are recorded if the database allows.

const POLL_MS = 2000
/** How long a stop waits for the attempts under way. */
const STOP_DEADLINE_MS = 7_000

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | undefined
let stopped = true
/** A run is under way; `again` asks for another as soon as it ends (new mail arrived meanwhile). */
let busy = false
let again = false
let stopHearing: (() => void) | undefined

function schedule(delay: number) {
  if (stopped) return
  // One run at a time: a burst of inquiries wakes the worker once, not once per inquiry.
  if (busy) {
    if (delay === 0) again = true
    return
  }
  clearTimeout(timer)
  timer = setTimeout(() => {
    busy = true
    again = false
    running = sendDueMail()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'mail worker error')
        return 0
      })
      .then((handled) => {
        busy = false
        schedule(handled === BATCH || again ? 0 : POLL_MS)
      })
  }, delay)
  timer.unref()
}

export const mailDelivery: Job = {
  name: 'mail delivery',
  start() {
    stopped = false
    allowSending()
    stopHearing = onMailQueued(() => schedule(0))
    schedule(0)
  },
  async stop() {
    stopped = true
    stopSending()
    stopHearing?.()
    clearTimeout(timer)
    let deadline: NodeJS.Timeout | undefined
    // An attempt still running at the deadline keeps its claim: its outcome is unknown, and the mail is
    // tried again after the lease with the same Message-ID.
    await Promise.race([
      running,
      new Promise((resolve) => (deadline = setTimeout(resolve, STOP_DEADLINE_MS))),
    ])
    clearTimeout(deadline)
    await closeSender()
  },
}
