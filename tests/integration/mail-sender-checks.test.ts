import { beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '@db/client'
import { signInByForm } from '../../testing/api'
import { withMailboxServer } from '../../testing/backends'
import { databases } from '../../testing/databases'
import { imapUnavailable, type ImapServer } from '../../testing/imap-server'
import { contactTraveller } from '../../testing/leads'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import type { RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// Mail that claims to be the traveller (docs/decisions/045-trusted-authentication-results.md). A mail
// with From: the traveller's address joined their lead as their words whatever its origin, and the
// only sign of a forgery was a warning drawn from the topmost Authentication-Results header, which the
// sender writes whenever the receiving server adds none. Here Tembo trusts only the header of the
// operator's receiving server (MAIL_AUTHSERV_ID, the server's own header placed on top as it would
// add it, with the sender's below): a mail whose DMARC, or without DMARC SPF, failed there waits in Mail
// to sort, and every message on a lead says whether its sender was verified, not verified or not checked.

const skip = imapUnavailable()
if (skip) console.warn(`Skipping the sender checks' tests: ${skip}`)

const SERVER = 'mx.operator.example'

describe.skipIf(skip !== null).each(databases)('sender checks ($label)', ({ create }) => {
  const started = withMailboxServer(() => ({ IMAP_POLL_MS: '200', MAIL_AUTHSERV_ID: SERVER }), create)
  let imap: ImapServer
  let server: RunningServer
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    ;({ imap, server, handle } = started())
    cookie = await signInByForm(server.url)
  })

  /** A traveller's contact message, answered by staff and owned by the admin: a lead at rest. */
  async function travellerAtRest(name: string) {
    const { ack, ...lead } = await contactTraveller(server.url, handle, name)
    const admin = await handle.db.selectFrom('staff').select('id').orderBy('id').executeTakeFirstOrThrow()
    await handle.db
      .updateTable('leads')
      .set({ status: 'replied', waiting_since: null, owner_id: admin.id })
      .where('id', '=', lead.id)
      .execute()
    return { ...lead, ackId: ack.message_id! }
  }

  /** A message as the operator's mailbox holds it: the receiving server's header on top, if it added one. */
  const delivered = (serverSaid: string | null, forged: string[], mail: string) =>
    [...(serverSaid ? [`Authentication-Results: ${serverSaid}`] : []), ...forged, mail].join('\r\n')
  const FORGED_PASS = [
    `Authentication-Results: ${SERVER}; spf=pass; dkim=pass; dmarc=pass`,
    'Authentication-Results: evil.example; spf=pass; dkim=pass; dmarc=pass',
  ]

  const stored = (messageId: string) =>
    waitFor(
      () =>
        handle.db.selectFrom('mail_inbox').selectAll().where('message_id', '=', messageId).executeTakeFirst(),
      (row) => row !== undefined,
    ).then((row) => row!)
  /** What a lead shows and does: its clock, its timeline's mail, its owner's notices. */
  const leadState = async (id: number) => ({
    waiting: (
      await handle.db
        .selectFrom('leads')
        .select('waiting_since')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).waiting_since,
    mailIn: (
      await handle.db
        .selectFrom('lead_events')
        .select('id')
        .where('lead_id', '=', id)
        .where('type', '=', 'mail-in')
        .execute()
    ).length,
    notices: (
      await handle.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('lead_id', '=', id)
        .where('purpose', '=', 'reply-notice')
        .execute()
    ).length,
  })
  const page = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text())
      .replace(/<!-- -->/g, '')
      .replace(/&#x27;/g, "'")

  test("a forged mail from the traveller's address whose DMARC failed at the operator's server waits in Mail to sort", async () => {
    const lead = await travellerAtRest('Wanjiru Kamau')
    const forged = newMessageId()
    await imap.append(
      delivered(
        `${SERVER}; spf=pass smtp.mailfrom=evil.example; dkim=none; dmarc=fail (p=none) header.from=traveller.example`,
        FORGED_PASS,
        rawMail({
          from: `Wanjiru Kamau <${lead.email}>`,
          subject: `Re: your inquiry ${lead.reference}`,
          messageId: forged,
          inReplyTo: lead.ackId,
          text: 'Our bank changed: please take the deposit from IBAN XX00 0000 0000 instead.',
        }),
      ),
    )
    expect(await stored(forged)).toMatchObject({
      lead_id: null,
      sorting: 'waiting',
      sort_reason: 'unverified-sender',
      claimed_lead_id: lead.id,
      sender_check: 'failed',
      sender_check_note: `DMARC failed at ${SERVER}`,
    })
    // The lead has none of it: no words, no clock, no notice.
    expect(await leadState(lead.id)).toEqual({ waiting: null, mailIn: 0, notices: 0 })
    expect(await page(`/admin/leads/${lead.id}`)).not.toContain('IBAN')

    const list = await page('/admin/mail-to-sort')
    expect(list).toContain(`Its sender could not be verified: DMARC failed at ${SERVER}.`)
    expect(list).toContain(
      `Sender not verified: DMARC failed at ${SERVER}. It may not come from the address it shows.`,
    )
    expect(list).toContain(`${lead.email} is known on this lead, but this mail may not come from it`)

    // Attached by staff (the traveller confirmed it), it joins the lead still marked, with no new address.
    const attached = await fetch(`${server.url}/admin/mail-to-sort`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'attach', id: String((await stored(forged)).id) }),
    })
    expect(attached.status).toBe(200)
    expect(await stored(forged)).toMatchObject({ lead_id: lead.id, sorting: 'attached' })
    const leadPage = await page(`/admin/leads/${lead.id}`)
    expect(leadPage).toContain('IBAN XX00')
    expect(leadPage).toContain(`Sender not verified: DMARC failed at ${SERVER}.`)
    expect(leadPage).not.toContain('New address for the traveller')
    const trail = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', lead.reference)
      .execute()
    expect(trail.map((entry) => entry.action)).toEqual(['mail-attached-known'])
  })

  test('each message on the lead says whether its sender was verified, not verified or not checked', async () => {
    const lead = await travellerAtRest('Tomasz Nowak')
    const from = `Tomasz Nowak <${lead.email}>`
    const answer = (messageId: string, text: string) =>
      rawMail({ from, subject: `Re: ${lead.reference}`, messageId, inReplyTo: lead.ackId, text })
    const ids = { verified: newMessageId(), neutral: newMessageId(), unchecked: newMessageId() }
    await imap.append(
      delivered(
        `${SERVER}; spf=pass smtp.mailfrom=traveller.example; dkim=pass header.d=traveller.example; dmarc=pass header.from=traveller.example`,
        [],
        answer(ids.verified, 'Verified words about Kidepo.'),
      ),
    )
    await imap.append(
      delivered(
        `${SERVER}; spf=neutral smtp.mailfrom=traveller.example; dmarc=none header.from=traveller.example`,
        [],
        answer(ids.neutral, 'Neutral words about Murchison.'),
      ),
    )
    // No header of the operator's server (it reached the mailbox another way), a forged pass of its own.
    await imap.append(delivered(null, FORGED_PASS.slice(1), answer(ids.unchecked, 'Unchecked words.')))
    // Without DMARC, SPF decides: a soft fail waits to be sorted.
    const softFail = newMessageId()
    await imap.append(
      delivered(
        `${SERVER}; spf=softfail smtp.mailfrom=traveller.example`,
        FORGED_PASS,
        answer(softFail, 'Soft-failed words.'),
      ),
    )

    for (const messageId of Object.values(ids))
      expect(await stored(messageId), messageId).toMatchObject({ lead_id: lead.id, sorting: null })
    expect(await stored(softFail)).toMatchObject({
      lead_id: null,
      sorting: 'waiting',
      sort_reason: 'unverified-sender',
      sender_check_note: `SPF soft-failed at ${SERVER}`,
    })
    // Each message's words come under what was found of its sender.
    const leadPage = await page(`/admin/leads/${lead.id}`)
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const under = (said: string, words: string) =>
      expect(leadPage).toMatch(new RegExp(`${literal(said)}</p><p[^>]*>${literal(words)}`))
    under(`Sender verified: DMARC passed at ${SERVER}.`, 'Verified words about Kidepo.')
    under(
      `Sender not verified: neither DMARC nor SPF passed at ${SERVER} (DMARC none, SPF neutral).`,
      'Neutral words about Murchison.',
    )
    under(`Sender not checked: ${SERVER} added no Authentication-Results to it.`, 'Unchecked words.')
    expect(leadPage).not.toContain('Soft-failed words.')
  })

  test('a stranger whose DMARC failed opens no lead: the mail waits to be sorted', async () => {
    const leads = async () => (await handle.db.selectFrom('leads').select('id').execute()).length
    const before = await leads()
    const messageId = newMessageId()
    await imap.append(
      delivered(
        `${SERVER}; dmarc=fail header.from=bank.example`,
        [],
        rawMail({ from: 'Your Bank <alerts@bank.example>', subject: 'Verify your account', messageId }),
      ),
    )
    expect(await stored(messageId)).toMatchObject({
      lead_id: null,
      matched_by: null,
      sorting: 'waiting',
      sort_reason: 'unverified-sender',
      claimed_lead_id: null,
    })
    expect(await leads()).toBe(before)
  })
})
