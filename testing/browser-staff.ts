import fs from 'node:fs'
import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test'
import { ADMIN } from './server'

// Staff sign-in for the back-office tests: by the API, as the house style asks (only the sign-in test itself
// uses the form), with the token put where the back-office keeps it.

/** The staff account the e2e server starts with (playwright.config.ts). */
export const STAFF = ADMIN

/** A session token of the staff account; `base` names a server of the test's own (default: the e2e one). */
export async function staffToken(request: APIRequestContext, base = ''): Promise<string> {
  const answer = await request.post(`${base}/api/bookings/login`, { data: STAFF })
  expect(answer.status()).toBe(200)
  return answer.headers()['x-login']!
}

/** Signs the browser context in; answers the session's token. */
export async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = await staffToken(request, baseURL)
  await context.addCookies([
    { name: 'tembo_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ])
  return token
}

/** A desktop page of a new browser context signed in with a session cookie (`tembo_session=…`) at `url`. */
export async function staffPage(browser: Browser, url: string, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  await context.addCookies([
    { name: 'tembo_session', value: cookie.split('=')[1]!, url, httpOnly: true, sameSite: 'Lax' },
  ])
  return context.newPage()
}

/**
 * A desktop page of the admin, signed in by the API on the first of `servers` with the session's cookie
 * set for each of them: the tests that run two instances on one database.
 */
export async function adminPageOn(browser: Browser, servers: readonly { url: string }[]) {
  const login = await fetch(`${servers[0]!.url}/api/bookings/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  await context.addCookies(
    servers.map((server) => ({
      name: 'tembo_session',
      value: login.headers.get('x-login')!,
      url: server.url,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  )
  return context.newPage()
}

/** The date-based jobs' clock of running instances (TEST_CLOCK_FILE): set, then several looks let pass. */
export async function moveJobsClock(clockFile: string, iso: string) {
  fs.writeFileSync(clockFile, iso)
  await new Promise((resolve) => setTimeout(resolve, 1_500))
}
