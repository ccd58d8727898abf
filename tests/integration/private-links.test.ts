import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { signIn } from '../../testing/api'
import { withServer } from '../../testing/backends'
import { acceptedBooking, reviewLinkFor, sentProposal } from '../../testing/proposals'
import { ADMIN } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// The pages a secret link opens (docs/product.md, "Proposals", "Reviews after the trip", "The team";
// docs/decisions/046-same-origin-referrers.md): their address goes to no other site as a referrer, so
// the browser still names the page's origin on its own form posts; a post that comes without one is
// taken when fetch metadata says it came from this origin, and never when it says another site.

const started = withServer()
let handle: DatabaseHandle
beforeAll(() => {
  handle = createDatabase(started().database.url)
})
afterAll(async () => {
  await handle?.db.destroy()
})
const outbox = () => `${started().server.dataDir}/outbox`

test('every page a secret link opens keeps its address from other sites, and says so in the page too', async () => {
  const { url } = started()
  const booking = await acceptedBooking(url, handle, outbox(), 'Freya Lund')
  const review = await reviewLinkFor(handle, booking)
  const invited = await fetch(`${url}/admin/staff`, {
    method: 'POST',
    headers: { cookie: `tembo_session=${await signIn(url, ADMIN.email, ADMIN.password)}`, origin: url },
    body: new URLSearchParams({
      intent: 'invite',
      email: `kato.${Date.now()}@example.com`,
      name: 'Kato Ssemwogerere',
      role: 'agent',
    }),
  })
  const join = /\/set-password\/[A-Za-z0-9_-]{20,}/.exec(await invited.text())![0]
  const unknown = `/proposal/${'x'.repeat(32)}`
  for (const [pathname, status] of [
    [booking.link, 200],
    [review, 200],
    [join, 200],
    [unknown, 404],
  ] as const) {
    const opened = await fetch(`${url}${pathname}`)
    expect(opened.status, pathname).toBe(status)
    expect(
      Object.fromEntries(
        ['referrer-policy', 'cache-control', 'x-robots-tag'].map((name) => [name, opened.headers.get(name)]),
      ),
      pathname,
    ).toEqual({
      'referrer-policy': 'same-origin',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
    })
    const html = await opened.text()
    expect(html, pathname).toContain('<meta name="referrer" content="same-origin"/>')
    expect(html, pathname).not.toContain('no-referrer')
  }
})

test("a page's own post without its origin is taken on fetch metadata's word, another site's never", async () => {
  const { url, server } = started()
  const { link, id } = await sentProposal(url, handle, outbox(), 'Oskar Lindqvist')
  const ask = (question: string, headers: Record<string, string>) =>
    fetch(`${url}${link}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ intent: 'question', question }),
    })
  const before = server.output().length
  const answers = {
    // The page itself, served without referrers (before this policy, or by a browser that withholds them)
    own: await ask('Is there a cot at the lodges?', { origin: 'null', 'sec-fetch-site': 'same-origin' }),
    // Another site's form, sent on through a redirect or from a sandboxed frame
    redirected: await ask('From afar', { origin: 'null', 'sec-fetch-site': 'cross-site' }),
    sibling: await ask('From a sibling', { origin: 'null', 'sec-fetch-site': 'same-site' }),
    unwitnessed: await ask('Nobody says where from', { origin: 'null' }),
    withoutOrigin: await ask('No origin at all', { 'sec-fetch-site': 'cross-site' }),
    // A real Origin is what counts, whatever else comes with it
    named: await ask('Named elsewhere', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }),
    // A program, as before: no browser, no metadata, no origin
    program: await ask('Can we pay in pounds?', {}),
  }
  expect(Object.fromEntries(Object.entries(answers).map(([key, answer]) => [key, answer.status]))).toEqual({
    own: 302,
    redirected: 400,
    sibling: 400,
    unwitnessed: 400,
    withoutOrigin: 400,
    named: 400,
    program: 302,
  })
  expect(answers.own.headers.get('location')).toBe(`${link}?asked=1#question-heading`)
  const asked = await handle.db
    .selectFrom('lead_events')
    .select('data')
    .where('lead_id', '=', id)
    .where('type', '=', 'proposal-question')
    .orderBy('id')
    .execute()
  expect(asked.map((event) => (JSON.parse(String(event.data)) as { text: string }).text)).toEqual([
    'Is there a cot at the lodges?',
    'Can we pay in pounds?',
  ])
  // Each refusal is one line of the log, with what the browser said.
  const refusals = (
    await waitFor(
      () => server.output().slice(before),
      (text) => text.split('cross-origin form post refused').length > 5,
    )
  )
    .split('\n')
    .filter((line) => line.includes('cross-origin form post refused'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(refusals.map(({ origin, site }) => ({ origin, site }))).toEqual([
    { origin: 'null', site: 'cross-site' },
    { origin: 'null', site: 'same-site' },
    { origin: 'null', site: null },
    { origin: 'null', site: 'cross-site' },
    { origin: 'https://evil.example', site: 'same-origin' },
  ])
})
