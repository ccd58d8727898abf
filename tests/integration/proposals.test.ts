import crypto from 'node:crypto'
import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { leadForProposal, proposalFields, proposalRequests, typedProposal } from '../../testing/proposals'
import { outboxRaw } from '../../testing/outbox'
import { ADMIN } from '../../testing/server'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// A proposal from a lead to its acceptance, over HTTP as the browser sends it: started from a package,
// refused with every word kept when a rule fails, priced on the server whatever the form says, sent as
// numbered versions with a secret link, opened (staff told once), questioned, and accepted once.

describeOnBothDatabases('proposals', (backend) => {
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
  const proposalRow = (id: number) =>
    handle.db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const leadRow = (id: number) =>
    handle.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const mailsOf = (leadId: number, purpose: string) =>
    handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body'])
      .where('lead_id', '=', leadId)
      .where('purpose', '=', purpose)
      .execute()

  test('from a package to an accepted trip: versions, the link, the visit, a question and one acceptance', async () => {
    const lead = await leadForProposal(backend().url, handle)
    const id = await startProposal(lead.cookie, lead.id)

    // Started from the package the traveller booked: its days and its price for the lead's party.
    const editor = await fetch(`${backend().url}/admin/proposals/${id}`, { headers: { cookie: lead.cookie } })
    expect(editor.status).toBe(200)
    const page = await editor.text()
    expect(page).toContain('Gorillas and the Big Five')
    expect(page).toContain('Gorilla trek')
    expect(page).toContain('per adult sharing')

    // A rule that fails keeps every word typed, a long itinerary included, and saves nothing.
    const long = typedProposal({
      days: Array.from({ length: 24 }, (_, index) => ({
        days: '1',
        title: `Day of the long trip ${index + 1}`,
        text: 'Walking, watching, resting.',
        overnight: 'Bwindi',
        lodge: 'Forest lodge',
        meals: ['B', 'L', 'D'],
      })),
      lines: [...typedProposal().lines, { description: 'Permits', quantity: '2', unit: 'eight hundred' }],
    })
    const refused = await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(long, 'save'))
    expect(refused.status).toBe(400)
    const again = await refused.text()
    expect(again).toContain('Enter an amount, e.g. 1250 or 1,250.50')
    expect(again).toContain('value="eight hundred"')
    expect(again).toContain('Day of the long trip 24')
    expect(JSON.parse((await proposalRow(id)).draft).title).toBe('Gorillas and the Big Five')

    // Sent: the total is the server's, whatever the form claims; the mail carries the link.
    const fields = proposalFields(typedProposal(), 'send')
    fields.append('total', '1')
    const sent = await post(`/admin/proposals/${id}`, lead.cookie, fields)
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain(`Version 1 sent to ${lead.email}`)
    const v1 = await handle.db
      .selectFrom('proposal_versions')
      .selectAll()
      .where('proposal_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(v1.currency).toBe('EUR')
    expect(Number(v1.total_minor)).toBe(2 * 425_050 - 10_000)
    expect(v1.content_sha256).toBe(crypto.createHash('sha256').update(v1.view).digest('hex'))
    expect((await leadRow(lead.id)).status).toBe('proposal_sent')
    const [first] = await waitFor(
      () => links(lead.email),
      (found) => found.length === 1,
    )
    // The mail carries the PDF of what the link shows.
    const file = outboxRaw(outbox()).find((raw) => raw.includes(first!))!
    const message = await simpleParser(file)
    expect(message.attachments.map((part) => [part.filename, part.contentType])).toEqual([
      [`proposal-${lead.reference}-v1.pdf`, 'application/pdf'],
    ])
    const pdf = await extractText(await getDocumentProxy(new Uint8Array(message.attachments[0]!.content)), {
      mergePages: true,
    })
    const pdfText = pdf.text.replace(/\s+/g, ' ')
    expect(pdfText).toContain('Days 2-4 · Sun, 11 Jul 2027: The Maasai Mara')
    expect(pdfText).toContain('Total for your party €8,401 €4,200.50 per adult')
    expect(pdfText).toContain('Safari, per adult sharing (2 × €4,250.50) €8,501')
    expect(pdfText).toContain('Deposit (30%): €2,520.30')
    expect(pdfText).toContain('Balance: €5,880.70, due by Thu, 10 Jun 2027')
    expect((await mailsOf(lead.id, 'proposal'))[0]!.body).toContain('Total: €8,401 (€4,200.50 per adult)')
    // Only a hash of the link's secret is kept.
    expect(v1.token_hash).not.toContain(first!)
    expect(v1.token_hash).toBe(crypto.createHash('sha256').update(first!).digest('hex'))

    // The traveller opens it twice; staff are told once. A link preview is not the traveller.
    const preview = await fetch(`${backend().url}/proposal/${first}`, {
      headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    })
    expect(preview.status).toBe(200)
    expect((await proposalRow(id)).open_count).toBe(0)
    for (let visit = 0; visit < 2; visit++) {
      const opened = await open(first)
      expect(opened.status).toBe(200)
      expect(opened.headers.get('cache-control')).toBe('private, no-store')
      expect(opened.headers.get('x-robots-tag')).toContain('noindex')
      expect(opened.headers.get('referrer-policy')).toBe('same-origin')
      const text = await opened.text()
      expect(text).toContain('Gorillas and the Mara')
      expect(text).toContain('€8,401')
      expect(text).toContain('€4,200.50 per adult')
      expect(text).toContain('name="robots" content="noindex, nofollow"')
    }
    const visits = await proposalRow(id)
    expect(visits.open_count).toBe(2)
    expect(visits.first_opened_at).not.toBeNull()
    expect(await mailsOf(lead.id, 'proposal-notice')).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Proposal opened: Anna Keller/) }),
    ])

    // A question lands on the lead, which waits for a reply again. (Its owner is the member who sent.)
    const sender = await handle.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow()
    await handle.db.updateTable('leads').set({ owner_id: sender.id }).where('id', '=', lead.id).execute()
    const asked = await post(
      `/proposal/${first}`,
      null,
      new URLSearchParams({ intent: 'question', question: 'Could we add a night in Entebbe?' }),
    )
    expect(asked.status).toBe(302)
    expect((await leadRow(lead.id)).waiting_since).not.toBeNull()
    const question = await handle.db
      .selectFrom('lead_events')
      .select('data')
      .where('lead_id', '=', lead.id)
      .where('type', '=', 'proposal-question')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(question.data!)).toMatchObject({ text: 'Could we add a night in Entebbe?' })
    // Staff hear it by mail: the lead's owner and whoever sent the version, once each (here the same
    // member), with the words, the traveller and the lead's page.
    const questions = await mailsOf(lead.id, 'proposal-question')
    expect(questions).toEqual([
      expect.objectContaining({
        to_address: ADMIN.email,
        subject: `Question on the proposal: Anna Keller [${lead.reference}]`,
      }),
    ])
    expect(questions[0]!.body).toContain(`Anna Keller [${lead.reference}] asked about the proposal`)
    expect(questions[0]!.body).toContain('\n\nCould we add a night in Entebbe?\n\n')
    expect(questions[0]!.body).toMatch(
      new RegExp(`^Answer from the lead: https?://\\S+/admin/leads/${lead.id}$`, 'm'),
    )
    await waitFor(
      () =>
        outboxRaw(outbox()).filter((raw) => raw.includes('Subject: Question on the proposal: Anna Keller')),
      (found) => found.length === 1,
    )

    // Version 2: the old link shows it, and an acceptance of what version 1 showed is refused.
    const changed = typedProposal({
      lines: [...typedProposal().lines, { description: 'A night in Entebbe', quantity: '1', unit: '180' }],
    })
    expect((await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(changed, 'send'))).status).toBe(
      200,
    )
    const old = await (await open(first)).text()
    expect(old).toContain('has been replaced by version')
    expect(old).toContain('A night in Entebbe')
    const stale = await post(
      `/proposal/${first}`,
      null,
      new URLSearchParams({ intent: 'accept', name: 'Anna Keller', terms: 'yes', shown: v1.content_sha256 }),
    )
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('We have sent a newer version')

    // Accepted: by name, with the terms ticked, once even when pressed twice at once.
    const v2 = await handle.db
      .selectFrom('proposal_versions')
      .selectAll()
      .where('proposal_id', '=', id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow()
    const noTick = await post(
      `/proposal/${first}`,
      null,
      new URLSearchParams({ intent: 'accept', name: 'Anna Keller', shown: v2.content_sha256 }),
    )
    expect(noTick.status).toBe(400)
    expect(await noTick.text()).toContain('Tick the box to accept the booking terms')
    // Version 2's mail is written by the outbox in its own time, like the first.
    const [, second] = await waitFor(
      () => links(lead.email),
      (found) => found.length === 2,
    )
    const accept = () =>
      post(
        `/proposal/${second}`,
        null,
        new URLSearchParams({
          intent: 'accept',
          name: 'Anna Keller',
          terms: 'yes',
          shown: v2.content_sha256,
        }),
      )
    const answers = await Promise.all([accept(), accept()])
    expect(answers.map((answer) => answer.status)).toEqual([302, 302])
    const acceptances = await handle.db
      .selectFrom('proposal_acceptances')
      .selectAll()
      .where('proposal_id', '=', id)
      .execute()
    expect(acceptances).toHaveLength(1)
    expect(acceptances[0]).toMatchObject({
      version: 2,
      name: 'Anna Keller',
      content_sha256: v2.content_sha256,
    })
    expect((await leadRow(lead.id)).status).toBe('accepted')
    // The PDF is there for the traveller to download, as the page shows it.
    const download = await open(`${first}/pdf`)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    const downloaded = await extractText(
      await getDocumentProxy(new Uint8Array(await download.arrayBuffer())),
      {
        mergePages: true,
      },
    )
    expect(downloaded.text).toContain('A night in Entebbe')
    const confirmations = await mailsOf(lead.id, 'proposal-confirmation')
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]!.to_address).toBe(lead.email)
    expect(confirmations[0]!.body).toContain('Deposit (30%): €2,574.30')
    expect((await mailsOf(lead.id, 'proposal-notice')).map((mail) => mail.subject.split(':')[0])).toEqual([
      'Proposal opened',
      'Proposal accepted',
    ])

    // The dashboard counts it: sent, opened and accepted, worth its newest version.
    const dashboard = (
      await (await fetch(`${backend().url}/admin`, { headers: { cookie: lead.cookie } })).text()
    ).replace(/<!-- -->/g, '')
    const figures = dashboard.slice(dashboard.indexOf('proposals-figures-heading'))
    expect(figures).toMatch(/Sent<\/th><td[^>]*>1 \(€8,581\)<\/td>/)
    expect(figures).toMatch(/Opened by the traveller<\/th><td[^>]*>1<\/td>/)
    expect(figures).toMatch(/Accepted<\/th><td[^>]*>1 \(€8,581\)<\/td>/)
    expect(figures).toMatch(/First inquiry to acceptance \(median\)<\/th><td[^>]*>under a day<\/td>/)

    // Accepted is final: the draft cannot change, and the page says who accepted.
    const late = await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(typedProposal(), 'save'))
    expect(late.status).toBe(409)
    expect(await (await open(first)).text()).toContain('Accepted: thank you')
  })

  test('what the traveller reads of the price: a line without a price is never sent; the lines under plain headings, or the total alone', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Ruth Otieno')
    const id = await startProposal(lead.cookie, lead.id)
    const withLines = (lodge: string, priceDisplay = 'grouped') =>
      proposalFields(
        typedProposal({
          priceDisplay,
          lines: [
            {
              description: 'Mara Serena Safari Lodge, 2 nights',
              quantity: '1',
              unit: lodge,
              category: 'stays',
              unpriced: 'yes',
            },
            { description: 'Gorilla permits', quantity: '2', unit: '800', category: 'parks' },
            {
              description: 'Dawn balloon flight',
              quantity: '1',
              unit: '0',
              category: 'activities',
              free: 'yes',
            },
          ],
        }),
        'send',
      )

    // The lodge the cards had no rate for: the draft is kept, nothing is sent, staff are told why.
    const refused = await post(`/admin/proposals/${id}`, lead.cookie, withLines('0'))
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(
      'Saved, not sent. A price line has no price: Mara Serena Safari Lodge, 2 nights.',
    )
    expect(JSON.parse((await proposalRow(id)).draft).lines[0]).toMatchObject({ unit: 0, unpriced: true })
    expect(links(lead.email)).toEqual([])

    // Priced by hand: sent, and the page shows the total, each adult's share, and the lines in words.
    expect((await post(`/admin/proposals/${id}`, lead.cookie, withLines('1,440'))).status).toBe(200)
    const [link] = await waitFor(
      () => links(lead.email),
      (found) => found.length === 1,
    )
    const priceOf = async () => {
      const html = (await (await open(link!)).text()).replace(/<!-- -->/g, '')
      const start = html.indexOf('id="proposal-price"')
      return html.slice(start, html.indexOf('</section>', start))
    }
    const price = await priceOf()
    expect(price).toContain('Total for your party')
    expect(price).toContain('€3,040')
    expect(price).toContain('€1,520 per adult')
    expect(price).toContain('Complimentary')
    expect(price).not.toMatch(/€0(?![\d.,])/)
    const tables = [...price.matchAll(/<table[\s\S]*?<\/table>/g)].map((match) => match[0])
    expect(tables.map((table) => /<caption[^>]*>([^<]*)<\/caption>/.exec(table)?.[1])).toEqual([
      'Accommodation',
      'Park fees and permits',
      'Activities',
    ])
    // Each table has one level of headers, its columns', and no cell spans another: nothing for a
    // screen reader to match by `headers` (WCAG 2 AA, HTML_CodeSniffer's H43).
    for (const table of tables) {
      const headerRows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].filter((row) =>
        row[1]!.includes('<th'),
      )
      expect(headerRows).toHaveLength(1)
      expect(table).toMatch(/<thead[^>]*><tr>(<th scope="col">[^<]+<\/th>)+<\/tr><\/thead>/)
      expect(table).not.toMatch(/colspan|rowspan|<tfoot/i)
    }
    expect(tables[1]).toContain('Gorilla permits')
    expect(tables[1]).toContain('2 × €800')

    // The total alone, as staff may choose: no lines, the same total and share.
    expect((await post(`/admin/proposals/${id}`, lead.cookie, withLines('1,440', 'total'))).status).toBe(200)
    const alone = await priceOf()
    expect(alone).toContain('€1,520 per adult')
    expect(alone).not.toContain('Gorilla permits')
    expect(alone).not.toContain('<table')
  })

  test('a link that was never sent opens nothing; the staff side refuses a visitor without a session', async () => {
    for (const token of ['A'.repeat(32), 'short', `${'b'.repeat(31)}%00`]) {
      const answer = await fetch(`${backend().url}/proposal/${token}`)
      expect(answer.status, token).toBe(404)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
    const editor = await fetch(`${backend().url}/admin/proposals/1`, { redirect: 'manual' })
    expect(editor.status).toBe(302)
    expect(editor.headers.get('location')).toMatch(/^\/login/)
    const started = await post(
      '/admin/proposals/new',
      null,
      new URLSearchParams({ lead: '1', from: 'blank' }),
    )
    expect([302, 401, 403]).toContain(started.status)
    expect(started.headers.get('location') ?? '').not.toMatch(/\/admin\/proposals\/\d+/)
  })
})
