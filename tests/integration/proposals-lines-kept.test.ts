import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { formOf } from '../../app/lib/proposal-form'
import type { ProposalDocument } from '../../app/lib/proposal'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import {
  acceptAt,
  leadForProposal,
  linkAndShown,
  proposalFields,
  proposalRequests,
  typedProposal,
} from '../../testing/proposals'
import { addMaraCards } from '../../testing/rate-cards'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// A package's proposal with a line typed by hand (flights, with their cost and supplier) priced from
// the rate cards: the flights kept, the package's own price replaced by the cards', the nights priced
// by nothing warned about beside their entry, the margin counting the flights' cost; sent only once
// the warnings are confirmed, the cost frozen with the version and kept on the acceptance, never shown
// to the traveller.
//
// By hand: two adults two nights at Mara Serena, $300 each a night: cost $1,200, at the default 20%
// $1,440. The flights 2 × $1,450, cost 2 × $1,200. The trip $4,340, cost $3,600, margin $740.

describeOnBothDatabases('lines typed by hand kept through pricing', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  test('the flights kept with their cost, the unpriced nights warned, sent once confirmed', async () => {
    const url = backend().url
    const requests = proposalRequests(
      () => url,
      () => path.join(backend().server.dataDir, 'outbox'),
    )
    const lead = await leadForProposal(url, handle, 'Amani Otieno')
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
    const draft = async (id: number) =>
      JSON.parse(
        (
          await handle.db
            .selectFrom('proposals')
            .select('draft')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).draft,
      ) as ProposalDocument
    // The Mara's lodge and park, the park in the lodge's area.
    const { lodge } = await addMaraCards(post, handle)

    // From a package: its price per adult, and the flights typed by hand with their cost.
    const proposal = await requests.start(lead.cookie, lead.id)
    const editor = `/admin/proposals/${proposal}`
    const trip = typedProposal({
      currency: 'USD',
      startDate: '2027-07-10',
      adults: '2',
      children: '0',
      days: [
        {
          days: '1',
          title: 'Nairobi',
          text: 'Arrival.',
          overnight: 'Nairobi',
          lodge: 'Hemingways',
          meals: ['D'],
        },
        {
          days: '2',
          title: 'The Maasai Mara',
          text: 'Game drives.',
          overnight: 'Maasai Mara',
          lodge: 'Mara Serena Safari Lodge',
          meals: ['B', 'L', 'D'],
          lodgeRate: `${lodge}|Double, full board`,
        },
        { days: '1', title: 'Home', text: 'Departure.', overnight: '', lodge: '', meals: ['B'] },
      ],
      lines: [
        { description: 'Safari package, per adult', quantity: '2', unit: '11,900', per: 'adult' },
        {
          description: 'Flights',
          quantity: '2',
          unit: '1,450',
          category: 'transport',
          cost: '1,200',
          supplier: 'Safarilink',
        },
      ],
    })
    // Saved before any pricing: the margin of what has a cost, the package's price said apart.
    await post(editor, proposalFields(trip, 'save'))
    expect(await read(editor)).toContain(
      'From the costs typed beside the lines: price US$26,700, cost US$2,400, margin US$500 (17.24%), of which US$23,800 of the price has no known cost, left out of the margin.',
    )
    const priced = await (await post(editor, proposalFields(trip, 'price'))).text()
    expect(priced).toContain('1 line typed by hand is kept: the proposal comes to US$4,340.')
    expect(priced).toContain('2 warnings below')

    // The flights kept as typed, with their cost and supplier; the package's price gave way to the cards'.
    const priceLines = (await draft(proposal)).lines
    expect(priceLines.map((line) => [line.description, line.unit, line.fromCards ?? false])).toEqual([
      ['Mara Serena Safari Lodge, 2 nights', 144_000, true],
      ['Flights', 145_000, false],
    ])
    expect(priceLines[1]).toMatchObject({ quantity: 2, cost: 120_000, supplier: 'Safarilink' })

    // Beside their entries: the Nairobi night priced by nothing, the Mara stay with no park fee; the
    // margin counts the flights' cost.
    const page = await read(editor)
    expect(page).toContain('1 night at Hemingways with no lodge priced or typed')
    expect(page).toContain('A stay in Maasai Mara with no park fee')
    expect(page).toContain('Send with these warnings')
    expect(page).toContain('Typed by hand: Safarilink')
    expect(page).toMatch(/The trip<\/th><td[^>]*>US\$3,600<\/td><td[^>]*>US\$4,340<\/td><td[^>]*>US\$740</)
    expect(page).not.toMatch(/<td[^>]*>cost not known<\/td>/)

    // Sent: refused until the warnings are confirmed.
    const lines = formOf(await draft(proposal)).lines
    const send = proposalFields({ ...trip, lines }, 'send')
    const warned = await requests.post(editor, lead.cookie, send)
    expect(warned.status).toBe(409)
    expect(await warned.text()).toContain('Saved, not sent: 2 warnings stand.')
    expect(
      await handle.db
        .selectFrom('proposal_versions')
        .where('proposal_id', '=', proposal)
        .select('id')
        .execute(),
    ).toEqual([])
    send.append('sendWithWarnings', 'yes')
    await post(editor, send)
    expect((await draft(proposal)).lines.map((line) => line.description)).toEqual([
      'Mara Serena Safari Lodge, 2 nights',
      'Flights',
    ])

    // Frozen with the version: the known cost, nothing without one; the traveller reads no cost.
    const version = await handle.db
      .selectFrom('proposal_versions')
      .innerJoin('version_pricing', 'version_pricing.version_id', 'proposal_versions.id')
      .select([
        'proposal_versions.view',
        'proposal_versions.total_minor',
        'version_pricing.cost_minor',
        'version_pricing.uncosted_minor',
      ])
      .where('proposal_versions.proposal_id', '=', proposal)
      .executeTakeFirstOrThrow()
    expect([Number(version.total_minor), Number(version.cost_minor), Number(version.uncosted_minor)]).toEqual(
      [434_000, 360_000, 0],
    )
    expect(version.view).not.toMatch(/Safarilink|"cost"|fromCards/)

    const mail = await waitFor(
      () =>
        outboxMails(path.join(backend().server.dataDir, 'outbox')).find(
          (text) => text.includes(`To: ${lead.email}`) && text.includes('/proposal/'),
        ),
      (found) => found !== undefined,
    )
    const { link, shown } = await linkAndShown(mail, handle, proposal)
    expect((await acceptAt(url, link, 'Amani Otieno', shown)).status).toBe(302)
    const acceptance = await handle.db
      .selectFrom('proposal_acceptances')
      .select(['total_minor', 'cost_minor', 'uncosted_minor'])
      .where('proposal_id', '=', proposal)
      .executeTakeFirstOrThrow()
    expect([acceptance.total_minor, acceptance.cost_minor, acceptance.uncosted_minor].map(Number)).toEqual([
      434_000, 360_000, 0,
    ])
  })
})
