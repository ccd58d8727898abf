import path from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { acceptedBooking, proposalRequests } from '../../testing/proposals'
import { addStaff } from '../../testing/staff'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// Departures and the driver-guide's own view, by role (docs/product.md, "Departures"): staff give a
// booked trip a driver-guide of the team and a vehicle, and are warned when either is on two trips at
// once; the guide signs in to their own trips only, reads the briefing without a price, and every other
// page of the back-office, another guide's trip and the JSON API refuse them. typedProposal's trips:
// €8,401 from 10 to 13 July 2027.

const pdfText = async (answer: Response) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await answer.arrayBuffer())), {
      mergePages: true,
    })
  ).text.replace(/\s+/g, ' ')

describeOnBothDatabases('departures and the driver-guide', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  test('a guide and a vehicle on two trips are warned about; the guide reads only their own trip, never a price', async () => {
    const url = backend().url
    const outbox = () => path.join(backend().server.dataDir, 'outbox')
    const requests = proposalRequests(() => url, outbox)
    const first = await acceptedBooking(url, handle, outbox(), 'Ingrid Solberg')
    const second = await acceptedBooking(url, handle, outbox(), 'Kwame Mensah')
    const staff = first.cookie
    const read = async (where: string, cookie: string) => {
      const answer = await fetch(`${url}${where}`, { headers: { cookie }, redirect: 'manual' })
      return {
        status: answer.status,
        location: answer.headers.get('location'),
        text: (await answer.text()).replace(/<!-- -->/g, ''),
      }
    }
    // Booked: the deposit in on both.
    for (const booking of [first, second])
      expect(
        (
          await requests.post(`/admin/proposals/${booking.proposal}`, staff, {
            intent: 'payment',
            amount: '2520.30',
            paidOn: new Date().toISOString().slice(0, 10),
            method: 'bank_transfer',
          })
        ).status,
      ).toBeLessThan(400)

    // Two driver-guides of the team.
    const guides = []
    for (const name of ['Moses Okello', 'Grace Atim']) {
      const member = await addStaff(backend().database.url, 'guide')
      await handle.db
        .updateTable('staff')
        .set({ role: 'guide', name, phone: '+256 772 000111' })
        .where('email', '=', member.email)
        .execute()
      const row = await handle.db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow()
      guides.push({ ...member, id: Number(row.id), name })
    }
    const [moses, grace] = guides as [(typeof guides)[number], (typeof guides)[number]]

    // Moses and one Land Cruiser on both trips, whose days overlap: each is warned about, on both.
    const crew = (proposal: number, guide: number | '', vehicle: string) =>
      requests.post('/admin/departures?month=2027-07', staff, {
        proposal: String(proposal),
        guide: String(guide),
        vehicle,
        meetingPoint: 'Entebbe International Airport, arrivals hall',
        meetingTime: '07:30',
      })
    expect((await crew(first.proposal, moses.id, 'UAX 123K')).status).toBe(200)
    expect((await crew(second.proposal, moses.id, 'uax-123k')).status).toBe(200)
    const departures = (await read('/admin/departures?month=2027-07', staff)).text
    expect(departures).toContain(
      `Moses Okello is on ${second.reference} Kwame Mensah too (2027-07-10 to 2027-07-13)`,
    )
    expect(departures).toContain(`Moses Okello is on ${first.reference} Ingrid Solberg too`)
    expect(departures).toContain(`UAX 123K is on ${second.reference} Kwame Mensah too`)
    // A member who is no driver-guide cannot be given a trip.
    const member = await handle.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow()
    const refused = await crew(second.proposal, Number(member.id), 'UBA 456M')
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Choose a driver-guide of the list, or none yet')
    // Grace takes the second trip in another vehicle: no warning left.
    expect((await crew(second.proposal, grace.id, 'UBA 456M')).status).toBe(200)
    expect((await read('/admin/departures?month=2027-07', staff)).text).not.toContain('too (2027-07-10')

    // Moses signs in: his front door is his trips; he sees his, not Grace's.
    const guide = await signInByForm(url, '/admin/my-trips', moses)
    expect(await read('/admin', guide)).toMatchObject({ status: 302, location: '/admin/my-trips' })
    const trips = await read('/admin/my-trips', guide)
    expect(trips.status).toBe(200)
    expect(trips.text).toContain(`Ingrid Solberg ${first.reference}`)
    expect(trips.text).not.toContain('Kwame Mensah')
    const own = await read(`/admin/my-trips/${first.proposal}`, guide)
    expect(own.status).toBe(200)
    expect(own.text).toContain('Entebbe International Airport, arrivals hall at 07:30')
    for (const price of ['€', '8,401', '2,520.30', 'margin', 'Margin']) expect(own.text).not.toContain(price)
    const briefing = await fetch(`${url}/admin/my-trips/${first.proposal}/briefing.pdf`, {
      headers: { cookie: guide },
    })
    expect(briefing.status).toBe(200)
    const paper = await pdfText(briefing)
    expect(paper).toContain('Driver-guide briefing')
    expect(paper).toContain('Moses Okello, +256 772 000111')
    expect(paper).not.toContain('€')

    // Everything else is refused: another guide's trip (404), the desk's pages (403), the API (403).
    expect((await read(`/admin/my-trips/${second.proposal}`, guide)).status).toBe(404)
    expect(
      (await fetch(`${url}/admin/my-trips/${second.proposal}/briefing.pdf`, { headers: { cookie: guide } }))
        .status,
    ).toBe(404)
    // The desk's front door (where sign-in lands) takes them to their trips too.
    expect(await read('/admin/leads', guide)).toMatchObject({ status: 302, location: '/admin/my-trips' })
    for (const page of [
      '/admin/leads/board',
      `/admin/proposals/${first.proposal}`,
      `/admin/proposals/${first.proposal}/briefing.pdf`,
      '/admin/departures',
      '/admin/reservations',
      '/admin/rates',
      '/admin/package_bookings',
    ])
      expect((await read(page, guide)).status, page).toBe(403)
    expect((await fetch(`${url}/api/bookings/book_package`, { headers: { cookie: guide } })).status).toBe(403)
    const crewByGuide = await requests.post('/admin/departures?month=2027-07', guide, {
      proposal: String(second.proposal),
      guide: String(moses.id),
      vehicle: '',
    })
    expect(crewByGuide.status).toBe(403)
    const kept = await handle.db
      .selectFrom('departure_crew')
      .select('guide_id')
      .where('proposal_id', '=', second.proposal)
      .executeTakeFirstOrThrow()
    expect(Number(kept.guide_id)).toBe(grace.id)
  })
})
