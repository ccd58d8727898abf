import { getConfig } from '~/config.server'
import type { RouterContextProvider } from 'react-router'
import { countEvent, deleteOldWindows, type EventLimit } from '~/models/rate-limits.server'
import { addressGroup, clientAddressContext } from './request-context.server'
import { logger } from '~/logger.server'

// Public submissions per address: generous enough that a family sending every form twice is never
// stopped, tight enough that a script cannot flood the operator's inbox.
const WINDOW_MS = 10 * 60 * 1000

export const RATE_LIMITED_MESSAGE =
  'You have sent a lot of requests in the last few minutes. Please wait ten minutes and try again: nothing you typed is lost.'

/** The limit of the request's address, for a write that counts itself (`createInquiry`'s `limit`). */
export function submissionLimit(context: Readonly<RouterContextProvider>): EventLimit {
  const address = addressGroup(context.get(clientAddressContext))
  return { key: `submission:${address}`, windowMs: WINDOW_MS, most: getConfig().rateLimitPer10Min }
}

/** Now and then, on the first count of a window, forgets windows that are long over. */
export async function forgetOldWindows(count: number | undefined): Promise<void> {
  if (count !== 1 || Math.random() >= 0.05) return
  try {
    await deleteOldWindows(new Date(Date.now() - 2 * WINDOW_MS))
  } catch (error) {
    logger.warn({ err: error }, 'rate limit: old windows not deleted this time')
  }
}

/**
 * Counts an accepted public submission; false when this address is over its limit for the window.
 * If the count cannot be kept, the submission is let through: a broken limiter must never cost an inquiry.
 */
export async function allowSubmission(context: Readonly<RouterContextProvider>): Promise<boolean> {
  const limit = submissionLimit(context)
  try {
    const count = await countEvent(limit.key, limit.windowMs)
    await forgetOldWindows(count)
    return count <= limit.most
  } catch (error) {
    logger.error({ err: error }, 'rate limit unavailable: submission let through')
    return true
  }
}
