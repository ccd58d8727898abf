import fs from 'node:fs'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'

// The time the date-based jobs (booking reminders, review links after a trip) take as now: the real
// time, unless TEST_CLOCK_FILE names a file holding an ISO time. The end-to-end tests move the clock of
// running instances so; a test in one process passes `now` to the job's work itself.

let warned = false

export function jobNow(): Date {
  const file = getConfig().testClockFile
  if (!file) return new Date()
  if (!warned) {
    warned = true
    logger.warn({ file }, 'TEST_CLOCK_FILE is set: the date-based jobs take their time from it')
  }
  try {
    const at = Date.parse(fs.readFileSync(file, 'utf8').trim())
    if (!Number.isNaN(at)) return new Date(at)
  } catch {
    // No file yet: the real time.
  }
  return new Date()
}
