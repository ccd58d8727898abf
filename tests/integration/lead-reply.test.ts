import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { call, signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { countryInquiryInput } from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { outboxMails } from '../../testing/outbox'
import { waitFor } from '../../testing/wait'

// Staff answer a lead from Tembo: the reply leaves through the outbox from the operator's address with
// the writer's name, keeps the reference in its subject, threads under the acknowledgement the
// traveller had, carries a signature, and the first one is the lead's first response. Templates fill in
// the lead's details.

describeOnBothDatabases('replying to a lead', (backend) => {
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    cookie = await signInByForm(backend().url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${backend().url}${path}`, {
      method: 'POST',
      headers: { cookie, origin: backend().url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
  const outbox = () => `${backend().server.dataDir}/outbox`

  async function leadWithAcknowledgement() {
    const email = `reply.${Date.now()}@example.com`
    const input = countryInquiryInput({ name: 'Amelia Hartley', email })
    const created = await call<{ id: number }>(backend().url, '/api/bookings/country_book', { json: input })
    expect(created.status).toBe(201)
    const lead = await leadOf(handle, 'country', created.body.id)
    // The acknowledgement has gone out, with the Message-ID a reply will follow.
    const acknowledgement = await waitFor(
      () =>
        handle.db
          .selectFrom('mail_outbox')
          .select(['message_id', 'status'])
          .where('lead_id', '=', lead.id)
          .where('purpose', '=', 'acknowledgement')
          .executeTakeFirst(),
      (row) => row?.status === 'sent',
    )
    return {
      id: lead.id,
      email,
      reference: lead.reference,
      acknowledgementId: acknowledgement!.message_id!,
    }
  }

  test('a reply threads under the acknowledgement, is signed, and is the lead’s first response', async () => {
    const lead = await leadWithAcknowledgement()
    const empty = await post(`/admin/leads/${lead.id}`, { intent: 'reply', subject: 'Hello', words: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Write the reply first')

    const sent = await post(`/admin/leads/${lead.id}`, {
      intent: 'reply',
      subject: 'About your gorilla trek',
      words: 'Dear Amelia,\n\nPermits for July are still available.',
    })
    expect(sent.status).toBe(200)
    const mail = await waitFor(
      () => outboxMails(outbox()).find((text) => text.includes('About your gorilla trek')),
      (found) => found !== undefined,
    )
    expect(mail).toMatch(new RegExp(`^Subject: About your gorilla trek \\[${lead.reference}\\]\\r?$`, 'm'))
    expect(mail).toMatch(new RegExp(`^To: ${lead.email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'))
    expect(mail).toMatch(/^From: "?Administrator, [^<]+<safaris@example\.com>/m)
    expect(mail).toMatch(/^Reply-To: safaris@example\.com\r?$/m)
    expect(mail).toMatch(new RegExp(`^In-Reply-To: ${lead.acknowledgementId}\\r?$`, 'm'))
    expect(mail).toMatch(new RegExp(`^References: ${lead.acknowledgementId}\\r?$`, 'm'))
    expect(mail).toContain('Permits for July are still available.')
    expect(mail).toContain('\nAdministrator\n')

    const row = await handle.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('replied')
    expect(row.waiting_since).toBeNull()
    expect(row.first_response_at).not.toBeNull()

    // A second reply follows the first in the thread; the first response stays the first.
    await post(`/admin/leads/${lead.id}`, {
      intent: 'reply',
      subject: 'One more thing',
      words: 'And a balloon?',
    })
    const again = await handle.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow()
    expect(again.first_response_at).toBe(row.first_response_at)
    const events = await handle.db
      .selectFrom('lead_events')
      .select(['type', 'data'])
      .where('lead_id', '=', lead.id)
      .where('type', '!=', 'inquiry')
      .orderBy('id')
      .execute()
    expect(events.map((event) => [event.type, JSON.parse(event.data!)])).toEqual([
      [
        'reply',
        expect.objectContaining({ subject: `About your gorilla trek [${lead.reference}]`, first: true }),
      ],
      ['status', { from: 'new', to: 'replied', by_reply: true }],
      ['reply', expect.objectContaining({ subject: `One more thing [${lead.reference}]`, first: false })],
    ])
    const page = (
      await (await fetch(`${backend().url}/admin/leads/${lead.id}`, { headers: { cookie } })).text()
    ).replace(/<!-- -->/g, '')
    // Both replies are in the conversation in their words as they left, signature and all.
    expect(page).toContain(`About your gorilla trek [${lead.reference}]`)
    expect(page).toContain('Permits for July are still available.')
    expect(page).toContain('And a balloon?')
    expect(page).toContain('Administrator wrote to')
    expect(page).toContain('Reply to Amelia Hartley')
  })

  test('a template fills in the lead; templates are added, renamed only to free names, and removed', async () => {
    const lead = await leadWithAcknowledgement()
    const first = await handle.db
      .selectFrom('reply_templates')
      .select('id')
      .where('name', '=', 'First reply')
      .executeTakeFirstOrThrow()
    const page = await (
      await fetch(`${backend().url}/admin/leads/${lead.id}?template=${first.id}`, { headers: { cookie } })
    ).text()
    expect(page).toContain(`Your safari plans ${lead.reference}`)
    expect(page).toContain('Dear Amelia,')

    const name = `Balloon ${Date.now()}`
    expect(
      (
        await post('/admin/templates', {
          intent: 'save',
          name,
          subject: 'Up, up {reference}',
          body: 'Hi {first_name}',
        })
      ).status,
    ).toBe(200)
    const taken = await post('/admin/templates', {
      intent: 'save',
      name: 'First reply',
      subject: 'x',
      body: 'y',
    })
    expect(taken.status).toBe(409)
    expect(await taken.text()).toContain('Another template has this name')
    const added = await handle.db
      .selectFrom('reply_templates')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    expect((await post('/admin/templates', { intent: 'delete', id: String(added.id) })).status).toBe(200)
    expect(
      await handle.db
        .selectFrom('reply_templates')
        .select('id')
        .where('id', '=', added.id)
        .executeTakeFirst(),
    ).toBeUndefined()
  })
})
