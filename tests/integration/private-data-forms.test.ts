import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { withServer } from '../../testing/backends'
import { acceptedBooking, TRAVELLER_BROWSER } from '../../testing/proposals'

// React Router answers `<path>.data` with a route's data for its own client. Every private route's data
// form keeps the route's own private headers (never cached, never indexed, no referrer beyond what the
// page allows), and the data form of a resource route (a PDF, a CSV, a JSON answer) is refused: it
// handed back a traveller's whole proposal PDF without them.

describe('the data form of private routes', () => {
  const started = withServer()
  let handle: DatabaseHandle
  let booking: Awaited<ReturnType<typeof acceptedBooking>>
  beforeAll(async () => {
    handle = createDatabase(started().database.url)
    booking = await acceptedBooking(
      started().url,
      handle,
      `${started().server.dataDir}/outbox`,
      'Yara Nasser',
    )
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${started().url}${path}`, { headers: { ...TRAVELLER_BROWSER, ...headers }, redirect: 'manual' })
  const PRIVATE = ['cache-control', 'x-robots-tag', 'referrer-policy']
  const someSecret = 'A'.repeat(32)

  test('every token page’s data form carries the page’s own private headers', async () => {
    const pages = [
      booking.link,
      `/proposal/${someSecret}`,
      `/review/${someSecret}`,
      `/set-password/${someSecret}`,
    ]
    for (const page of pages) {
      const document = await get(page)
      const data = await get(`${page}.data`)
      for (const name of PRIVATE)
        expect({ page, name, value: data.headers.get(name) }).toEqual({
          page,
          name,
          value: document.headers.get(name),
        })
      expect(data.headers.get('cache-control')).toContain('no-store')
      expect(data.headers.get('x-robots-tag')).toContain('noindex')
    }
  })

  test('the data form of a resource route is refused, and never carries its file', async () => {
    const pdf = await get(`${booking.link}/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    for (const [path, headers] of [
      [`${booking.link}/pdf.data`, {}],
      [`/proposal/${someSecret}/pdf.data`, {}],
      [`/admin/proposals/${booking.proposal}/pdf.data`, { cookie: booking.cookie }],
      ['/admin/leads.csv.data', { cookie: booking.cookie }],
      ['/admin/departures.csv.data?month=2027-07', { cookie: booking.cookie }],
      ['/sitemap.xml.data', {}],
    ] as const) {
      const answer = await get(path, headers)
      expect({ path, status: answer.status }).toEqual({ path, status: 404 })
      expect(answer.headers.get('cache-control')).toContain('no-store')
      const body = Buffer.from(await answer.arrayBuffer()).toString('latin1')
      expect(body).not.toContain('%PDF')
      expect(body).not.toContain(booking.email)
    }
    // The page itself still has its data form (the client router reads it).
    expect((await get(`/admin/proposals/${booking.proposal}.data`, { cookie: booking.cookie })).status).toBe(
      200,
    )
  })
})
