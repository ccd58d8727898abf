import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { acceptedBooking, operatorToday, proposalRequests } from '../../testing/proposals'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// The traveller's details page over HTTP (docs/product.md, "The traveller's details"): closed until the
// deposit is in; then each traveller's passport details and the flights, saved as given, a wrong field
// refused beside itself with everything typed kept, a passport expiring less than six months after the
// trip flagged to the traveller and to staff; staff see the number masked and in full only on demand,
// on the audit trail. typedProposal's trip: two adults, 10 to 13 July 2027, a deposit of €2,520.30.

describeOnBothDatabases('the traveller’s details page', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  test('after the deposit: saved as given, a wrong field refused beside itself, the passport flagged and shown to staff on demand', async () => {
    const url = backend().url
    const outbox = () => path.join(backend().server.dataDir, 'outbox')
    const requests = proposalRequests(() => url, outbox)
    const booking = await acceptedBooking(url, handle, outbox(), 'Ingrid Solberg')
    const details = `${booking.link}/details`
    const read = async (where: string, cookie: string | null = null) =>
      (await (await fetch(`${url}${where}`, { headers: cookie ? { cookie } : {} })).text()).replace(
        /<!-- -->/g,
        '',
      )

    // Before the deposit: the page says when it opens, and takes nothing.
    const closed = await read(details)
    expect(closed).toContain('This page opens after your deposit')
    expect(closed).not.toContain('name="travellers[0].passportNumber"')
    expect(await read(booking.link)).not.toContain(`href="${details}"`)
    const early = await requests.post(details, null, { 'travellers[0].fullName': 'Ingrid Solberg' })
    expect(early.status).toBe(409)

    const editor = `/admin/proposals/${booking.proposal}`
    const paid = await requests.post(editor, booking.cookie, {
      intent: 'payment',
      amount: '2520.30',
      paidOn: operatorToday(),
      method: 'bank_transfer',
    })
    expect(paid.status).toBeLessThan(400)
    expect(await read(booking.link)).toContain(`href="${details}"`)

    // A wrong passport number and a flight time: refused beside them, everything typed kept.
    const first = {
      'travellers[0].fullName': 'Ingrid Marie Solberg',
      'travellers[0].nationality': 'Norwegian',
      'travellers[0].birthDate': '1986-04-19',
      'travellers[0].passportNumber': 'fn 12#',
      'travellers[0].passportExpiry': '2027-12-01',
      'travellers[0].dietary': 'Vegetarian',
      'travellers[0].medical': 'Mild asthma: carries an inhaler',
      'travellers[0].emergencyContact': 'Ola Solberg +47 912 34 567',
      arrivalFlight: 'kl 535',
      arrivalDate: '2027-07-10',
      arrivalTime: '9.50pm',
    }
    const refused = await requests.post(details, null, first)
    expect(refused.status).toBe(400)
    const page = (await refused.text()).replace(/<!-- -->/g, '')
    expect(page).toContain('A passport number has 5 to 20 letters and digits')
    expect(page).toContain('A time as on the ticket, e.g. 21:50')
    expect(page).toContain('value="Ola Solberg +47 912 34 567"')
    expect(page).toContain('Mild asthma: carries an inhaler')
    expect(
      await handle.db
        .selectFrom('trip_travellers')
        .select('id')
        .where('proposal_id', '=', booking.proposal)
        .execute(),
    ).toEqual([])

    // Put right: saved, the expiry five months after the trip flagged, the second traveller still missing.
    const saved = await requests.post(details, null, {
      ...first,
      'travellers[0].passportNumber': 'fn 1234 567',
      arrivalTime: '21:50',
    })
    expect(saved.status).toBe(302)
    const after = await read(`${details}?saved=1`)
    expect(after).toContain('Thank you: your details are saved.')
    expect(after).toContain(
      'This passport expires less than six months after your trip ends on Tue, 13 Jul 2027',
    )
    expect(after).toContain('Traveller 2: Full name, as in the passport, Nationality')
    expect(after).toContain('Already given (•••• 67)')
    expect(after).not.toContain('FN1234567')
    const sealed = await handle.db
      .selectFrom('trip_travellers')
      .select(['id', 'passport_sealed', 'full_name'])
      .where('proposal_id', '=', booking.proposal)
      .executeTakeFirstOrThrow()
    expect(sealed.full_name).toBe('Ingrid Marie Solberg')
    expect(sealed.passport_sealed).not.toContain('FN1234567')

    // Sent again with the passport left empty: the number given stays.
    expect(
      (
        await requests.post(details, null, {
          ...first,
          'travellers[0].passportNumber': '',
          arrivalTime: '21:50',
        })
      ).status,
    ).toBe(302)
    const kept = await handle.db
      .selectFrom('trip_travellers')
      .select('passport_sealed')
      .where('id', '=', sealed.id)
      .executeTakeFirstOrThrow()
    expect(kept.passport_sealed).toBe(sealed.passport_sealed)

    // Staff: masked, flagged; in full on demand, on the audit trail.
    const staffPage = await read(editor, booking.cookie)
    expect(staffPage).toContain('Passport •••• 67, expires Wed, 1 Dec 2027')
    expect(staffPage).toContain('expires less than six months after the trip')
    expect(staffPage).toContain('Medical notes: Mild asthma: carries an inhaler')
    expect(staffPage).toContain('Arrival: KL 535, Sat, 10 Jul 2027 at 21:50')
    expect(staffPage).not.toContain('FN1234567')
    const shown = await requests.post(editor, booking.cookie, {
      intent: 'show-passport',
      traveller: String(sealed.id),
    })
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('FN1234567')
    const trail = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'passport-shown')
      .execute()
    expect(trail).toEqual([{ action: 'passport-shown', subject: `Traveller 1 of ${booking.reference}` }])
    // Signed out, nothing: the booking's page and its forms are staff only.
    const stranger = await requests.post(editor, null, {
      intent: 'show-passport',
      traveller: String(sealed.id),
    })
    expect(stranger.status).toBeGreaterThanOrEqual(300)
    expect(await stranger.text()).not.toContain('FN1234567')
    // The lead's timeline says they were given, not what.
    const timeline = await read(`/admin/leads/${booking.id}`, booking.cookie)
    expect(timeline).toContain('Travel details given')
    expect(outboxMails(outbox()).some((mail) => mail.includes('FN1234567'))).toBe(false)
  })
})
