import { getConfig } from '~/config.server'
import type { RouterContextProvider } from 'react-router'
import { countEvent, deleteOldWindows } from '~/models/rate-limits.server'
import { addressGroup, clientAddressContext } from './request-context.server'
import { logger } from '~/logger.server'

// Public submissions per address: generous enough that a family sending every form twice is never
// stopped, tight enough that a script cannot flood the operator's inbox.
const WINDOW_MS = 10 * 60 * 1000

export const RATE_LIMITED_MESSAGE =
  'You have sent a lot of requests in the last few minutes. Please wait ten minutes and try again: nothing you typed is lost.'

/**
 * Counts an accepted public submission; false when this address is over its limit for the window.
 * If the count cannot be kept, the submission is let through: a broken limiter must never cost an inquiry.
 */
export async function allowSubmission(context: Readonly<RouterContextProvider>): Promise<boolean> {
  const address = addressGroup(context.get(clientAddressContext))
  try {
    const count = await countEvent(`submission:${address}`, WINDOW_MS)
    // Now and then, forget windows that are long over.
    if (count === 1 && Math.random() < 0.05) await deleteOldWindows(new Date(Date.now() - 2 * WINDOW_MS))
    return count <= getConfig().rateLimitPer10Min
  } catch (error) {
    logger.error({ err: error }, 'rate limit unavailable: submission let through')
    return true
  }
}
