import { bookingReminders } from './booking-reminders.server'
import { contentWatch } from './content-watch.server'
import { heartbeat } from './heartbeat.server'
import { tripPreparations } from './trip-preparations.server'
import type { Job } from './job'
import { leadClock } from './lead-clock.server'
import { mailDelivery } from './mail-delivery.server'
import { mailboxReader } from './mailbox-reader.server'
import { retention } from './retention.server'
import { tripReviews } from './trip-reviews.server'

// Every background job of an instance. The heartbeat starts first and stops last: while it beats, no
// other instance takes over this one's mail (docs/decisions/028-mail-takeover.md).

const JOBS: Job[] = [
  contentWatch,
  mailDelivery,
  leadClock,
  bookingReminders,
  tripPreparations,
  tripReviews,
  retention,
  mailboxReader,
]

export async function startJobs(): Promise<void> {
  await heartbeat.start()
  for (const job of JOBS) await job.start()
}

/** On shutdown, beside the draining of requests: each job finishes or gives back what it holds. */
export async function stopJobs(): Promise<void> {
  await Promise.all(JOBS.map((job) => job.stop()))
  await heartbeat.stop()
}
