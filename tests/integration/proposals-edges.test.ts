import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { addStaff } from '../../testing/staff'
import { vectors } from '../../testing/xss-vectors'
import { leadForProposal, proposalFields, proposalRequests, typedProposal } from '../../testing/proposals'
import { outboxRaw } from '../../testing/outbox'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'
import { shownHtml } from '../../testing/shown-html'

// A proposal at its edges, over HTTP: an offer past its last day (refused, said so), the traveller's
// data and erasure, an agent sending a proposal whose every field holds script, and two sends at once.

describeOnBothDatabases('proposals at their edges', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const outbox = () => `${backend().server.dataDir}/outbox`
  const { post, open, links, start: startProposal } = proposalRequests(() => backend().url, outbox)

  test('an offer that has ended cannot be accepted, and says so', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Bruno Meier')
    const id = await startProposal(lead.cookie, lead.id, 'blank')
    expect(
      (await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(typedProposal(), 'send'))).status,
    ).toBe(200)
    const [link] = await waitFor(
      () => links(lead.email),
      (found) => found.length === 1,
    )
    await handle.db
      .updateTable('proposal_versions')
      .set({ expires_on: '2026-01-01' })
      .where('proposal_id', '=', id)
      .execute()
    const page = shownHtml(await (await open(link)).text())
    expect(page).toContain('This offer has ended')
    expect(page).not.toContain('Accept and book')
    const { content_sha256: shown } = await handle.db
      .selectFrom('proposal_versions')
      .select('content_sha256')
      .where('proposal_id', '=', id)
      .executeTakeFirstOrThrow()
    const refused = await post(
      `/proposal/${link}`,
      null,
      new URLSearchParams({ intent: 'accept', name: 'Bruno Meier', terms: 'yes', shown }),
    )
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('This offer has ended')
    expect(
      await handle.db.selectFrom('proposal_acceptances').selectAll().where('proposal_id', '=', id).execute(),
    ).toEqual([])

    // The traveller's data holds what they were sent; their erasure takes the proposal with it.
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: {
        cookie: lead.cookie,
        origin: backend().url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
    })
    const held = (await (
      await fetch(`${backend().url}/admin/privacy.json`, form({ email: lead.email }))
    ).json()) as {
      proposals: { version: number; shown: { title: string; total: number } }[]
      mailSent: { purpose: string }[]
      events: { type: string; told_to_traveller: boolean }[]
    }
    expect(held.proposals).toEqual([
      expect.objectContaining({ version: 1, shown: expect.objectContaining({ total: 840_100 }) }),
    ])
    expect(held.mailSent.map((mail) => mail.purpose)).toContain('proposal')
    expect(held.events.find((event) => event.type === 'proposal-sent')?.told_to_traveller).toBe(true)
    const erased = await fetch(
      `${backend().url}/admin/privacy`,
      form({ email: lead.email, confirm: lead.email }),
    )
    expect(erased.status).toBe(200)
    expect(await handle.db.selectFrom('proposals').selectAll().where('id', '=', id).execute()).toEqual([])
    expect(
      await handle.db.selectFrom('proposal_versions').selectAll().where('proposal_id', '=', id).execute(),
    ).toEqual([])
    expect((await open(link)).status).toBe(404)
  })

  test('an agent sends a proposal whose every field holds script: the page, the mail and the PDF carry it as words', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Dora Ndlovu')
    const account = await addStaff(backend().database.url, 'agent')
    const agent = `tembo_session=${await signIn(backend().url, account.email, account.password)}`
    const id = await startProposal(agent, lead.id, 'blank')
    const half = Math.ceil(vectors.length / 2)
    const form = typedProposal({
      title: vectors[0]!.slice(0, 120),
      note: vectors.slice(0, half).join('\n'),
      days: [
        {
          days: '1',
          title: vectors[3]!,
          text: vectors.slice(half).join('\n'),
          overnight: vectors[10]!.slice(0, 120),
          lodge: vectors[20]!.slice(0, 160),
          meals: [],
        },
      ],
      lines: vectors
        .slice(0, 12)
        .map((vector) => ({ description: vector.slice(0, 200), quantity: '1', unit: '10' })),
    })
    const sent = await post(`/admin/proposals/${id}`, agent, proposalFields(form, 'send'))
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain('Version 1 sent')
    const [link] = await waitFor(
      () => links(lead.email),
      (found) => found.length === 1,
    )
    // Two sends at once: each is a version of its own or is told another was under way, never an error.
    const twice = await Promise.all(
      [1, 2].map(() => post(`/admin/proposals/${id}`, agent, proposalFields(form, 'send'))),
    )
    expect(twice.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([200]))
    for (const answer of twice) expect([200, 409]).toContain(answer.status)
    const numbers = await handle.db
      .selectFrom('proposal_versions')
      .select('version')
      .where('proposal_id', '=', id)
      .orderBy('version')
      .execute()
    expect(numbers.map((row) => row.version)).toEqual(
      Array.from({ length: numbers.length }, (_, index) => index + 1),
    )
    for (const html of [
      await (await open(link)).text(),
      await (
        await fetch(`${backend().url}/admin/proposals/${id}?version=1`, { headers: { cookie: agent } })
      ).text(),
    ]) {
      for (const vector of vectors) expect(html).not.toContain(vector)
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      // Another traveller's proposal is not there: a link opens its own proposal only.
      expect(html).not.toContain('Anna Keller')
    }
    const file = outboxRaw(outbox()).find((raw) => raw.includes(link!))!
    const message = await simpleParser(file)
    for (const vector of vectors) expect(message.html || '').not.toContain(vector)
    const pdf = await extractText(await getDocumentProxy(new Uint8Array(message.attachments[0]!.content)), {
      mergePages: true,
    })
    expect(pdf.text).toContain('<script>alert(1)</script>')
  })
})
