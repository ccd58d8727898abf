import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink'
import { signIn, signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { databases, type TestDatabase } from '../../testing/databases'
import { contactTraveller } from '../../testing/leads'
import { decodeMail, outboxMails } from '../../testing/outbox'
import { leadForProposal, proposalFields, proposalRequests, typedProposal } from '../../testing/proposals'
import { freePort, startServer, type RunningServer } from '../../testing/server'
import { addStaff } from '../../testing/staff'
import { waitFor } from '../../testing/wait'

// Ready to take money before the first proposal goes out (docs/product.md, "Ready to take money"): a
// proposal is not sent while travellers have no way to pay; the dashboard lists what is left to set
// until it is all set; and every member gives their own name, which signs their next mail.

/** The page as a person reads it: React's text separators taken out. */
const read = async (answer: Response) => (await answer.text()).replace(/<!-- -->/g, '')

const bookingTerms = (bankDetails: string) =>
  new URLSearchParams({
    depositPercent: '30',
    balanceDaysBefore: '30',
    cancellationDays: '30',
    bankDetails,
    cardPaymentUrl: '',
    paypalUrl: '',
  })

/** The dashboard's checklist: each item's title and whether it is done, as its words say. */
const checklist = (html: string) => {
  const section = /<section aria-labelledby="readiness-heading".*?<\/section>/s.exec(html)?.[0]
  if (!section) return null
  return Object.fromEntries(
    [...section.matchAll(/<p class="font-semibold">(.*?): <span[^>]*>(done|not yet)<\/span>/g)].map(
      ([, title, state]) => [title!.replace(/&#x27;|’/g, '’'), state],
    ),
  )
}

describeOnBothDatabases('ready to take money', (backend) => {
  let handle: DatabaseHandle
  beforeAll(() => {
    handle = createDatabase(backend().database.url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const outbox = () => `${backend().server.dataDir}/outbox`
  const { post, start } = proposalRequests(() => backend().url, outbox)
  const get = (path: string, cookie: string) => fetch(`${backend().url}${path}`, { headers: { cookie } })

  test('a fresh site: the dashboard lists the four things to set, for admins only', async () => {
    const admin = await signInByForm(backend().url)
    const html = await read(await get('/admin', admin))
    expect(html).toContain('Before your first proposal')
    expect(checklist(html)).toEqual({
      'A way for travellers to pay': 'not yet',
      'Your business’s name, address, phone and mail': 'not yet',
      'Your own name on your mail': 'not yet',
      'Mail out and in': 'not yet',
    })
    expect(html).toMatch(/<a[^>]*href="\/admin\/booking-terms"[^>]*>Booking terms<\/a>/)
    for (const setting of [
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      'PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET',
      'OPERATOR_BRAND, OPERATOR_ADDRESS, OPERATOR_PHONE and OPERATOR_EMAIL',
      'mail address (safaris@example.com)',
      'Set SMTP_URL',
      'Set IMAP_URL',
    ])
      expect(html).toContain(setting)
    // The first account is the one looking: it renames itself in Your account.
    expect(html).toContain('Your mail is signed “Administrator”')
    expect(html).toMatch(/<a[^>]*href="\/admin\/account"[^>]*>Your account<\/a>/)

    // An agent can set none of it, and is not shown it.
    const agent = await addStaff(backend().database.url, 'agent')
    const agentCookie = `tembo_session=${await signIn(backend().url, agent.email, agent.password)}`
    const agentsView = await read(await get('/admin', agentCookie))
    expect(agentsView).toContain('Welcome')
    expect(agentsView).not.toContain('Before your first proposal')
  })

  test('a proposal is not sent without a way to pay, its draft kept; with bank details it is', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Lucía Fernández')
    const id = await start(lead.cookie, lead.id, 'blank')

    // Said beside the send button before it is pressed.
    const editor = await read(await get(`/admin/proposals/${id}`, lead.cookie))
    expect(editor).toMatch(
      /<p id="cannot-send-yet"[^>]*>It cannot be sent yet\. <a[^>]*href="\/admin\/booking-terms"[^>]*>Add how travellers pay in Booking terms first<\/a>/,
    )
    expect(editor).toMatch(/aria-describedby="cannot-send-yet"[^>]*>Save and send to the traveller/)

    const typed = typedProposal({ title: 'Gorillas, the Mara and no way to pay yet' })
    const refused = await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(typed, 'send'))
    expect(refused.status).toBe(409)
    expect(await read(refused)).toMatch(
      /<p role="alert"[^>]*>Saved, not sent\. <a[^>]*href="\/admin\/booking-terms"[^>]*>Add how travellers pay in Booking terms first<\/a><\/p>/,
    )
    // The draft is saved as typed; no version, no mail, the lead where it was.
    const row = await handle.db
      .selectFrom('proposals')
      .select('draft')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.draft).title).toBe('Gorillas, the Mara and no way to pay yet')
    const versions = await handle.db
      .selectFrom('proposal_versions')
      .select('id')
      .where('proposal_id', '=', id)
      .execute()
    expect(versions).toEqual([])
    expect(
      outboxMails(outbox()).filter(
        (mail) => mail.includes(`To: ${lead.email}`) && mail.includes('/proposal/'),
      ),
    ).toEqual([])
    const leadRow = await handle.db
      .selectFrom('leads')
      .select('status')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow()
    expect(leadRow.status).not.toBe('proposal_sent')

    // An admin gives the bank details: the note goes, and the same draft is sent.
    expect(
      (await post('/admin/booking-terms', lead.cookie, bookingTerms('Tembo Safaris Ltd\nExample Bank')))
        .status,
    ).toBe(200)
    expect(await read(await get(`/admin/proposals/${id}`, lead.cookie))).not.toContain('cannot-send-yet')
    const sent = await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(typed, 'send'))
    expect(sent.status).toBe(200)
    expect(await read(sent)).toContain(`Version 1 sent to ${lead.email}`)
    const mail = await waitFor(
      () =>
        outboxMails(outbox()).find(
          (text) => text.includes(`To: ${lead.email}`) && text.includes('/proposal/'),
        ),
      (found) => found !== undefined,
    )
    // The traveller's page says how to pay.
    const link = /\/proposal\/[A-Za-z0-9_-]{32}/.exec(mail!)![0]
    const page = await read(
      await fetch(`${backend().url}${link}`, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' } }),
    )
    expect(page).toContain('Example Bank')
  })
})

// A server whose operator has set its details and its mail: what is left is a way to pay and the first
// admin's own name, and once those are given the checklist is gone. Mail out is a real SMTP server;
// the checklist asks only that IMAP_URL is set (reading it is "Two-way mail"'s), so it names a port
// nothing listens on.
for (const { label, create } of databases) {
  describe(`ready to take money, with the operator's settings (${label})`, () => {
    let smtp: SmtpSink
    let database: TestDatabase
    let server: RunningServer
    let handle: DatabaseHandle
    let admin: string
    beforeAll(async () => {
      smtp = await startSmtpSink()
      database = await create()
      server = await startServer(database.url, {
        OPERATOR_BRAND: 'Kazinga Trails',
        OPERATOR_PHONE: '+256772123456',
        OPERATOR_EMAIL: 'hello@kazinga.example',
        OPERATOR_ADDRESS: 'Plot 12, Kira Road|Kampala',
        SMTP_URL: smtp.url,
        IMAP_URL: `imap://desk:secret@127.0.0.1:${await freePort()}/INBOX`,
      })
      handle = createDatabase(database.url)
      admin = await signInByForm(server.url)
    })
    afterAll(async () => {
      await handle?.db.destroy()
      await server?.stop()
      await database?.drop()
      await smtp?.close()
    })

    const get = (path: string, cookie = admin) => fetch(`${server.url}${path}`, { headers: { cookie } })
    const send = (path: string, form: Record<string, string> | URLSearchParams, cookie = admin) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: form instanceof URLSearchParams ? form : new URLSearchParams(form),
      })
    /** A reply to a lead, and the mail as it reached the mail server. */
    async function replied(lead: { id: number; email: string }, subject: string, cookie = admin) {
      const answer = await send(
        `/admin/leads/${lead.id}`,
        { intent: 'reply', subject, words: 'Dear traveller,\n\nYes.' },
        cookie,
      )
      expect(answer.status).toBe(200)
      const mail = await waitFor(
        () => smtp.received.find((one) => one.to.includes(lead.email) && one.subject.startsWith(subject)),
        (found) => found !== undefined,
      )
      return decodeMail(mail!.raw)
    }

    test('renaming the first admin signs the next mail; the checklist goes once all is set', async () => {
      expect(checklist(await read(await get('/admin')))).toEqual({
        'A way for travellers to pay': 'not yet',
        'Your business’s name, address, phone and mail': 'done',
        'Your own name on your mail': 'not yet',
        'Mail out and in': 'done',
      })
      const lead = await contactTraveller(server.url, handle, 'Ingrid Solberg')
      const before = await replied(lead, 'Before the rename')
      expect(before).toMatch(/^From: "?Administrator, Kazinga Trails"? <hello@kazinga\.example>/m)
      expect(before).toMatch(/^Administrator\r?\nKazinga Trails\r?\n\+256772123456/m)

      // Checked on the server: the message beside the field, every word kept.
      const wrong = await send('/admin/account', { name: 'Amani <amani@kazinga.example>' })
      expect(wrong.status).toBe(400)
      const page = await read(wrong)
      expect(page).toMatch(
        /aria-invalid="true"[^>]*aria-describedby="[^"]*-error[^"]*"|aria-describedby="[^"]*-error[^"]*"[^>]*aria-invalid="true"/,
      )
      expect(page).toMatch(
        /id="[^"]*-error"[^>]*><span[^>]*>A name cannot hold &lt; &gt; @ or quotation marks \(use ’ for an apostrophe\)/,
      )
      expect(page).toContain('value="Amani &lt;amani@kazinga.example&gt;"')
      const blank = await send('/admin/account', { name: '   ' })
      expect(blank.status).toBe(400)
      expect(await read(blank)).toContain('Give your name')

      const renamed = await send('/admin/account', { name: '  Amani Njoroge ' })
      expect(renamed.status).toBe(200)
      expect(await read(renamed)).toContain('your mail is signed Amani Njoroge from the next one on')
      const trail = await handle.db
        .selectFrom('audit_log')
        .select(['subject', 'detail', 'actor_email'])
        .where('action', '=', 'staff-renamed')
        .execute()
      expect(trail).toHaveLength(1)
      expect(trail[0]!.subject).toContain('Administrator <')
      expect(JSON.parse(trail[0]!.detail!)).toEqual({ from: 'Administrator', to: 'Amani Njoroge' })

      const after = await replied(lead, 'After the rename')
      expect(after).toMatch(/^From: "?Amani Njoroge, Kazinga Trails"? <hello@kazinga\.example>/m)
      expect(after).toMatch(/^Amani Njoroge\r?\nKazinga Trails\r?\n\+256772123456/m)
      expect(after).not.toContain('Administrator')

      // The name is done; a way to pay is left, then nothing.
      const dashboard = await read(await get('/admin'))
      expect(dashboard).toContain('Welcome, Amani Njoroge')
      expect(checklist(dashboard)).toEqual({
        'A way for travellers to pay': 'not yet',
        'Your business’s name, address, phone and mail': 'done',
        'Your own name on your mail': 'done',
        'Mail out and in': 'done',
      })
      expect(
        (await send('/admin/booking-terms', bookingTerms('Kazinga Trails Ltd\nExample Bank'))).status,
      ).toBe(200)
      const ready = await read(await get('/admin'))
      expect(ready).toContain('Welcome, Amani Njoroge')
      expect(ready).not.toContain('Before your first proposal')
      expect(checklist(ready)).toBeNull()
    })

    test('an admin renames any member on the team page; an agent only themselves', async () => {
      const account = await addStaff(database.url, 'agent')
      const agent = `tembo_session=${await signIn(server.url, account.email, account.password)}`
      const { id } = await handle.db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow()

      const wrong = await send('/admin/staff', { intent: 'rename', id: String(id), name: 'N' })
      expect(wrong.status).toBe(400)
      const page = await read(wrong)
      expect(page).toMatch(new RegExp(`id="member-${id}-name-error"[^>]*><span[^>]*>At least two characters`))
      expect(page).toMatch(
        new RegExp(`id="member-${id}-name"[^>]*value="N"|value="N"[^>]*id="member-${id}-name"`),
      )
      const renamed = await send('/admin/staff', { intent: 'rename', id: String(id), name: 'Neema Mushi' })
      expect(renamed.status).toBe(200)
      expect(await read(renamed)).toContain('is now Neema Mushi: their next mail is signed so.')

      const lead = await contactTraveller(server.url, handle, 'Tomasz Wrona')
      const mail = await replied(lead, 'From the agent', agent)
      expect(mail).toMatch(/^From: "?Neema Mushi, Kazinga Trails"? <hello@kazinga\.example>/m)

      // An agent does not rename others, and renames themselves in Your account.
      const first = await handle.db
        .selectFrom('staff')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow()
      expect(
        (await send('/admin/staff', { intent: 'rename', id: String(first.id), name: 'Someone Else' }, agent))
          .status,
      ).toBe(403)
      expect((await send('/admin/account', { name: 'Neema A. Mushi' }, agent)).status).toBe(200)
      const names = await handle.db
        .selectFrom('staff')
        .select(['id', 'name'])
        .where('id', 'in', [first.id, id])
        .orderBy('id')
        .execute()
      expect(names).toEqual([
        { id: first.id, name: first.name },
        { id, name: 'Neema A. Mushi' },
      ])
    })
  })
}
