import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import type { ProposalDocument } from '../../app/lib/proposal'
import { formOf } from '../../app/lib/proposal-form'
import { signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { shownHtml } from '../../testing/shown-html'
import {
  leadForProposal,
  linkAndShown,
  proposalFields,
  proposalRequests,
  typedProposal,
} from '../../testing/proposals'
import { addSupplier } from '../../testing/rate-cards'
import { addStaff } from '../../testing/staff'
import { outboxMails } from '../../testing/outbox'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// What the rate cards say to travellers, in German (docs/product.md, "Rate cards", "Languages"): a
// lodge's card says it wants German words; a German proposal priced from it is warned beside its entry
// until an admin writes them (an agent may not); priced again, its line is German, and the proposal
// sent tells of the lodge in the German description, never the English one.

const ENGLISH = 'Tented suites on the Mara River, where the crossings happen in August.'
const GERMAN = 'Zeltsuiten direkt am Mara-Fluss, wo im August die großen Flussüberquerungen stattfinden.'

describeOnBothDatabases('the rate cards’ words in German', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  test('a German proposal priced from a lodge takes its German words once an admin has written them', async () => {
    const url = backend().url
    const outbox = () => `${backend().server.dataDir}/outbox`
    const requests = proposalRequests(() => url, outbox)
    const lead = await leadForProposal(url, handle, 'Jonas Albrecht')
    const post = (where: string, fields: Record<string, string> | URLSearchParams, cookie = lead.cookie) =>
      requests.post(where, cookie, fields)
    const read = async (where: string) =>
      (await (await fetch(`${url}${where}`, { headers: { cookie: lead.cookie } })).text()).replace(
        /<!-- -->/g,
        '',
      )
    const name = `Mara River Tented Camp ${Date.now()}`
    const lodge = await addSupplier(post, handle, {
      kind: 'lodge',
      name,
      area: 'Maasai Mara',
      country: 'kenya',
      description: ENGLISH,
    })
    await post(`/admin/rates/${lodge}`, {
      intent: 'add-rate',
      label: 'Double tent, full board',
      basis: 'per_person_sharing',
      amount: '350',
      currency: 'USD',
      rateKind: 'net',
      maxOccupancy: '2',
    })
    const card = `/admin/rates/${lodge}`
    await post(card, {
      intent: 'choose-picture',
      picture: 'scene:tented-camp',
      alt: 'Two tents under acacia trees, the river below',
    })
    expect(await read(card)).toContain(
      'German: not written yet; a proposal in it priced from this card reads in English',
    )

    // A German proposal priced from it: warned beside the Mara entry.
    const proposal = await requests.start(lead.cookie, lead.id, 'blank')
    const editor = `/admin/proposals/${proposal}`
    const trip = typedProposal({
      currency: 'USD',
      startDate: '2027-08-10',
      adults: '2',
      children: '0',
      days: [
        {
          days: '2',
          title: 'Die Maasai Mara',
          text: 'Pirschfahrten am Fluss.',
          overnight: 'Maasai Mara',
          lodge: name,
          meals: ['B', 'L', 'D'],
          lodgeRate: `${lodge}|Double tent, full board`,
        },
        { days: '1', title: 'Heimreise', text: 'Abflug.', overnight: '', lodge: '', meals: ['B'] },
      ],
      // Every line priced from the cards.
      lines: [],
    })
    /** The German draft as the editor sends it, with the lines it holds now once priced. */
    const fields = (intent: 'price' | 'send', lines = trip.lines) => {
      const typed = proposalFields({ ...trip, lines }, intent)
      typed.set('language', 'de')
      return typed
    }
    expect((await post(editor, fields('price'))).status).toBe(200)
    const warned = await read(editor)
    expect(warned).toContain(`${name} has no German words on its rate card`)
    const draft = async () =>
      JSON.parse(
        (
          await handle.db
            .selectFrom('proposals')
            .select('draft')
            .where('id', '=', proposal)
            .executeTakeFirstOrThrow()
        ).draft,
      ) as ProposalDocument
    // Without German words its line is made from its name, with the nights in German.
    expect((await draft()).lines.map((line) => line.description)).toEqual([`${name}, 2 Nächte`])

    // An agent may not write them; an admin's words too long are refused beside the field, kept as typed.
    const agent = await signInByForm(url, '/admin', await addStaff(backend().database.url, 'agent'))
    expect(
      (await post(card, { intent: 'supplier-text-de', travellerWording: '', description: GERMAN }, agent))
        .status,
    ).toBe(403)
    const tooLong = await post(card, {
      intent: 'supplier-text-de',
      travellerWording: 'x'.repeat(161),
      description: GERMAN,
    })
    expect(tooLong.status).toBe(400)
    const refused = (await tooLong.text()).replace(/<!-- -->/g, '')
    expect(refused).toContain('At most 160 characters')
    expect(refused).toContain(GERMAN)
    const saved = await post(card, {
      intent: 'supplier-text-de',
      travellerWording: '',
      description: GERMAN,
      'picture-0': 'Zwei Zelte unter Akazien, unten der Fluss',
    })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Saved in German')
    const written = await read(card)
    expect(written).toContain('German: written')
    expect(written).toContain('French: not written yet')

    // Priced again: no warning; sent: the page tells of the lodge in German alone.
    expect((await post(editor, fields('price'))).status).toBe(200)
    expect(await read(editor)).not.toContain('has no German words on its rate card')
    expect((await post(editor, fields('send', formOf(await draft()).lines))).status).toBe(200)
    const mail = await waitFor(
      () =>
        outboxMails(outbox()).find(
          (text) => text.includes(`To: ${lead.email}`) && text.includes('/proposal/'),
        ),
      (found) => found !== undefined,
    )
    const { link } = await linkAndShown(mail, handle, proposal)
    const page = shownHtml(await (await fetch(`${url}${link}`)).text())
    expect(page).toContain(GERMAN)
    expect(page).not.toContain(ENGLISH)
    // Its picture said in German to travellers who cannot see it.
    expect(page).toContain('alt="Zwei Zelte unter Akazien, unten der Fluss"')
    expect(page).not.toContain('Two tents under acacia trees')
  })
})
