import type { BrowserContext, Page } from '@playwright/test'

// Browser tests of what a page does over time (a toast's 5000 ms, the carousel's 4000) move the page's
// clock themselves. Playwright's `clock.pauseAt` refuses a moment the page's clock has already passed
// ("Cannot fast-forward to the past"), so a pause at "now plus a little", read from a running page, fails
// whenever a busy machine is slow between the reading and the pause. The clock is paused here before
// the page exists: a page starts with its time standing still, and nothing can come too late.

/** The moment the page's clock stands at: any fixed moment does, the tests count from it. */
export const PAUSED_AT = new Date('2026-11-22T08:00:00Z')

/**
 * A new page of `context` whose time stands still at PAUSED_AT until the test moves it
 * (`page.clock.runFor`). Fetches, rendering and events go on as usual; only timers and dates wait.
 */
export async function pageWithClockPaused(context: BrowserContext): Promise<Page> {
  // A page that already exists would be paused from its running clock: the race this avoids.
  if (context.pages().length) throw new Error('pause the clock before the context opens a page')
  await context.clock.install({ time: PAUSED_AT })
  await context.clock.pauseAt(PAUSED_AT)
  return context.newPage()
}
