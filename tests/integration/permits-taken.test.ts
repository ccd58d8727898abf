import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import {
  acceptAt,
  leadForProposal,
  linkAndShown,
  operatorToday,
  proposalFields,
  proposalRequests,
  typedProposal,
} from '../../testing/proposals'
import { addSupplier } from '../../testing/rate-cards'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// A blank trip priced from the rate cards as it comes, its empty price line and all; then the permits it
// takes on acceptance: the proposal's page and the departures say it took them, or that it is short of
// them and what to do, never "buy them before it is accepted" once it is.

describeOnBothDatabases('permits a booked trip took', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  test('a blank trip is priced as it comes; accepted one permit short, then covered', async () => {
    const url = backend().url
    const requests = proposalRequests(
      () => url,
      () => path.join(backend().server.dataDir, 'outbox'),
    )
    const lead = await leadForProposal(url, handle, 'Ingrid Solberg')
    const post = async (where: string, fields: Record<string, string> | URLSearchParams) => {
      const answer = await requests.post(where, lead.cookie, fields)
      expect(answer.status, where).toBeLessThan(400)
      return answer
    }
    const read = async (where: string) =>
      (await (await fetch(`${url}${where}`, { headers: { cookie: lead.cookie } })).text()).replace(
        /<!-- -->/g,
        '',
      )
    const permit = await addSupplier(post, handle, {
      kind: 'permit',
      name: 'Bwindi gorilla permit',
      area: 'Bwindi Impenetrable National Park',
      country: 'uganda',
    })
    await post(`/admin/rates/${permit}`, {
      intent: 'add-rate',
      label: 'Gorilla trekking permit',
      basis: 'per_person',
      amount: '800',
      currency: 'USD',
      rateKind: 'net',
      residency: 'non_resident',
    })
    const held = (count: string) =>
      post('/admin/permits', {
        permit: String(permit),
        date: '2027-07-11',
        count,
        cost: '700',
        currency: 'USD',
        note: '',
      })
    await held('2')

    // A blank trip: its one empty price line left as it came, three travellers trekking on 11 July.
    const proposal = await requests.start(lead.cookie, lead.id, 'blank')
    const editor = `/admin/proposals/${proposal}`
    const trip = typedProposal({
      currency: 'USD',
      adults: '2',
      children: '1',
      pricingChildAges: '16',
      days: [
        { days: '1', title: 'Entebbe', text: 'Arrival.', overnight: 'Entebbe', lodge: '', meals: ['D'] },
        {
          days: '2',
          title: 'Bwindi',
          text: 'Gorilla trekking.',
          overnight: 'Bwindi',
          lodge: '',
          meals: ['B', 'L', 'D'],
          other: `${permit}|Gorilla trekking permit`,
        },
      ],
      lines: [{ description: '', quantity: '1', unit: '0' }],
    })
    // Another field wrong: its message, and none about the child's age, the child being counted.
    const refused = await requests.post(editor, lead.cookie, proposalFields({ ...trip, title: '' }, 'price'))
    expect(refused.status).toBe(400)
    const words = await refused.text()
    expect(words).toContain('Give the trip a title')
    expect(words).not.toContain('No children travel')
    expect(words).not.toContain('Say what this line is for')
    const priced = await (await post(editor, proposalFields(trip, 'price'))).text()
    expect(priced).toContain('Priced from the rate cards')
    expect(priced).not.toContain('Say what this line is for')
    expect(await read(editor)).toContain(
      'This trip needs more permits than are held and free: buy them before it is accepted.',
    )

    // Sent with the lines the pricing wrote, as the page now shows them.
    const lines = [{ description: 'Gorilla trekking permits', quantity: '3', unit: '800' }]
    // The nights at Entebbe and Bwindi have no lodge priced or typed: refused until confirmed.
    const send = proposalFields({ ...trip, lines }, 'send')
    const warned = await requests.post(editor, lead.cookie, send)
    expect(warned.status).toBe(409)
    expect(await warned.text()).toContain('1 night at Entebbe with no lodge priced or typed')
    send.append('sendWithWarnings', 'yes')
    await post(editor, send)
    const mail = await waitFor(
      () =>
        outboxMails(path.join(backend().server.dataDir, 'outbox')).find(
          (text) => text.includes(`To: ${lead.email}`) && text.includes('/proposal/'),
        ),
      (found) => found !== undefined,
    )
    // Accepted one short: the page says what the trip took and what is left to buy.
    const { link, shown } = await linkAndShown(mail, handle, proposal)
    expect((await acceptAt(url, link, 'Ingrid Solberg', shown)).status).toBe(302)
    const accepted = await read(editor)
    expect(accepted).not.toContain('buy them before it is accepted')
    expect(accepted).toContain('Accepted 1 permit short: buy it, then record it under Permits held.')
    expect(accepted).toContain('needs 3; 2 held, 0 taken by other trips, 2 free: 1 short.')

    // Booked (paid in full), it departs in July 2027 short of a permit.
    const { total_minor: total } = await handle.db
      .selectFrom('proposal_versions')
      .select('total_minor')
      .where('proposal_id', '=', proposal)
      .executeTakeFirstOrThrow()
    await post(editor, {
      intent: 'payment',
      amount: (Number(total) / 100).toFixed(2),
      paidOn: operatorToday(),
      method: 'bank_transfer',
    })
    const departures = () => read('/admin/departures?month=2027-07')
    expect(await departures()).toContain('Short of permits: took 3, 1 not held and free.')

    // One more bought: covered on both pages.
    await held('1')
    expect(await read(editor)).toContain('Accepted: the trip took the permits it needs.')
    const covered = await departures()
    expect(covered).toContain('Permits: took 3, all held.')
    expect(covered).not.toContain('Short of permits')
  })
})
