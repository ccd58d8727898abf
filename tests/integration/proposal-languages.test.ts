import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxFiles, outboxRaw } from '../../testing/outbox'
import { shownHtml } from '../../testing/shown-html'
import {
  acceptAt,
  leadForProposal,
  linkAndShown,
  operatorToday,
  proposalFields,
  proposalRequests,
  reviewLinkFor,
  typedProposal,
} from '../../testing/proposals'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// A proposal written in the traveller's language (docs/product.md, "Languages"): a German lead's proposal
// is started in German, and its page (frame included), its PDF and its mail say everything around
// staff's words in German, with German dates and amounts; the English proposal says what it always said.

const catalogue = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8'),
  ) as Record<string, string>
const de = catalogue('de')
const en = catalogue('en')
/** A message's words up to its first placeholder: enough to find it in a page or a text. */
const opening = (words: string | undefined) => words!.split('{')[0]!.trim()

describeOnBothDatabases('a proposal in the traveller’s language', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const outbox = () => `${backend().server.dataDir}/outbox`
  /** The mails of one purpose (their files are named by it) to one address, as raw text. */
  const mailsOf = (purpose: string, email: string) => () =>
    outboxFiles(outbox())
      .filter((name) => name.endsWith(`-${purpose}.eml`))
      .map((name) => fs.readFileSync(path.join(outbox(), name), 'utf8'))
      .filter((raw) => raw.includes(email))
  const { post, open, start } = proposalRequests(() => backend().url, outbox)

  test('a German traveller’s proposal, its page, PDF, mails, receipt and cancellation are in German', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Lukas Brandt')
    await handle.db.updateTable('leads').set({ language: 'de' }).where('id', '=', lead.id).execute()
    const id = await start(lead.cookie, lead.id, 'blank')
    // Started blank, it is titled in German for staff to retitle.
    const started = await handle.db
      .selectFrom('proposals')
      .select('draft')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(started.draft)).toMatchObject({ title: de.price_heading_safari, language: 'de' })
    // The editor says which language it is written in: the lead's.
    const editor = await (
      await fetch(`${backend().url}/admin/proposals/${id}`, { headers: { cookie: lead.cookie } })
    ).text()
    expect(editor).toContain('Written in')
    expect(editor).toMatch(/<option value="de" selected="">German<\/option>/)

    const fields = proposalFields(typedProposal(), 'send')
    fields.set('language', 'de')
    expect((await post(`/admin/proposals/${id}`, lead.cookie, fields)).status).toBe(200)
    const raw = await waitFor(
      () => outboxRaw(outbox()).find((file) => file.includes(lead.email) && file.includes('/proposal/')),
      (found) => found !== undefined,
    )
    const mail = await simpleParser(raw!)
    expect(mail.subject).toContain(opening(de.mail_proposal_subject))
    expect(mail.text).toContain('Guten Tag Lukas,')
    expect(mail.text).toContain(opening(de.mail_proposal_read))
    expect(mail.text).not.toContain(opening(en.mail_proposal_read))
    // Amounts and dates the German way: €8,401 is "8.401 €" (a no-break space before the sign), 10 July
    // 2027 "Sa., 10. Juli 2027".
    expect(mail.text).toContain('8.401\u00a0€')
    expect(mail.text).toContain('10. Juli 2027')

    const link = /\/proposal\/([A-Za-z0-9_-]{32})/.exec(mail.text ?? '')![1]
    // What the page shows: the words it hands its scripts (a data block, every language) aside.
    const page = shownHtml(await (await open(link)).text())
    expect(page).toContain('<html lang="de"')
    for (const key of [
      'proposal_days_title',
      'proposal_price_title',
      'proposal_accept_button',
      'proposal_total',
    ])
      expect(page, key).toContain(de[key])
    for (const key of ['proposal_days_title', 'proposal_accept_button', 'proposal_pdf_link'])
      expect(page, key).not.toContain(en[key])
    expect(page).toContain('10. Juli 2027')
    // The route map names its countries in German.
    expect(page).toMatch(/<text[^>]*>KENIA<\/text>/)
    expect(page).not.toMatch(/<text[^>]*>KENYA<\/text>/)

    const pdf = await extractText(await getDocumentProxy(new Uint8Array(mail.attachments[0]!.content)), {
      mergePages: true,
    })
    expect(pdf.text).toContain(de.proposal_price_title)
    expect(pdf.text).toContain(de.proposal_cancel_title)
    expect(pdf.text).toContain(opening(de.pdf_page_of))
    expect(pdf.text).not.toContain(en.proposal_cancel_title)
    expect(pdf.text).toContain('KENIA')

    // A mistake is answered in German beside its field; the acceptance is confirmed in German.
    const { shown } = await linkAndShown(mail.text, handle, id)
    const unticked = await post(`/proposal/${link}`, null, { intent: 'accept', name: 'Lukas Brandt', shown })
    expect(unticked.status).toBe(400)
    // Beside the box (the English the server answered with is in the page's data for its scripts).
    const beside = /id="accept-terms-error"[^>]*>([\s\S]*?)<\/(?:p|ul|div)>/.exec(await unticked.text())?.[1]
    expect(beside).toContain(de.proposal_error_terms)
    expect(beside).not.toContain(en.proposal_error_terms)
    expect((await acceptAt(backend().url, `/proposal/${link}`, 'Lukas Brandt', shown)).status).toBe(302)
    const confirmations = mailsOf('proposal-confirmation', lead.email)
    const confirmation = await simpleParser((await waitFor(confirmations, (found) => found.length === 1))[0]!)
    expect(confirmation.subject).toContain(opening(de.mail_accepted_subject))
    expect(confirmation.text).toContain(opening(de.mail_accepted_deposit))
    expect(confirmation.text).toContain(de.mail_how_to_pay)
    const booked = shownHtml(await (await open(link)).text())
    expect(booked).toContain(de.booking_title)
    expect(booked).toContain(de.proposal_accepted_title)
    expect(booked).not.toContain(en.booking_title)

    // The deposit by bank, recorded by staff: its receipt, mail and PDF, in German.
    expect(
      (
        await post(`/admin/proposals/${id}`, lead.cookie, {
          intent: 'payment',
          amount: '2,520.30',
          paidOn: operatorToday(),
          method: 'bank_transfer',
        })
      ).status,
    ).toBe(200)
    const receipts = mailsOf('receipt', lead.email)
    const receipt = await simpleParser((await waitFor(receipts, (found) => found.length === 1))[0]!)
    expect(receipt.subject).toContain(opening(de.mail_receipt_subject))
    expect(receipt.text).toContain('2.520,30\u00a0€ per Banküberweisung')
    expect(receipt.text).toContain(opening(de.mail_paid_to_date))
    const paper = await extractText(await getDocumentProxy(new Uint8Array(receipt.attachments[0]!.content)), {
      mergePages: true,
    })
    for (const key of [
      'receipt_title_payment',
      'receipt_received_from',
      'receipt_still_to_pay',
      'receipt_paid_by',
    ])
      expect(paper.text, key).toContain(de[key])
    expect(paper.text).toContain('Banküberweisung')
    expect(paper.text).not.toContain(en.receipt_still_to_pay)

    // The review page, by its link, asks in German, dates the trip the German way and answers a
    // mistake in German beside its field.
    const review = await reviewLinkFor(handle, { id: lead.id, proposal: id })
    const asking = shownHtml(await (await fetch(`${backend().url}${review}`)).text())
    expect(asking).toContain('<html lang="de"')
    for (const key of ['review_page_heading', 'review_page_rating_legend', 'review_page_send'])
      expect(asking, key).toContain(de[key])
    expect(asking).toContain(`5 von 5: ${de.review_page_rating_5}`)
    expect(asking).toContain('10. Juli 2027')
    expect(asking).not.toContain(en.review_page_send)
    const tooShort = await post(review, null, { rating: '4', text: 'Gut', author: 'Lukas B.' })
    expect(tooShort.status).toBe(400)
    const besideText = /id="review-text-error"[^>]*>([\s\S]*?)<\/(?:p|ul|div)>/.exec(
      await tooShort.text(),
    )?.[1]
    expect(besideText).toContain(de.review_error_short)

    // Cancelled at the traveller's word: told in German.
    expect(
      (
        await post(`/admin/proposals/${id}`, lead.cookie, {
          intent: 'cancel',
          noticeOn: operatorToday(),
          askedBy: 'traveller',
          note: 'Die Flüge wurden gestrichen',
          method: 'bank_transfer',
        })
      ).status,
    ).toBe(200)
    const cancellations = mailsOf('cancellation', lead.email)
    const cancelled = await simpleParser((await waitFor(cancellations, (found) => found.length === 1))[0]!)
    expect(cancelled.subject).toContain(opening(de.cancel_subject))
    expect(cancelled.text).toContain(opening(de.cancel_as_you_asked))
    expect(cancelled.text).not.toContain('is cancelled')
    // The review link now says, in German, that the trip was cancelled.
    const closed = shownHtml(await (await fetch(`${backend().url}${review}`)).text())
    expect(closed).toContain(de.review_page_cancelled_heading)
    expect(closed).not.toContain(de.review_page_send)

    // An admin's correction to the cancelled booking, mailed to the traveller: in German too.
    const corrected = await post(`/admin/proposals/${id}`, lead.cookie, {
      intent: 'adjust',
      direction: 'out',
      amount: '40',
      paidOn: operatorToday(),
      method: 'bank_transfer',
      note: 'Bankgebühren, die wir Ihnen erstatten',
      tell: 'on',
    })
    expect(corrected.status).toBe(200)
    const corrections = () => receipts().filter((raw) => raw.includes('Bankgeb'))
    const correction = await simpleParser((await waitFor(corrections, (found) => found.length === 1))[0]!)
    expect(correction.subject).toContain(opening(de.mail_correction_subject))
    expect(correction.text).toContain('Guten Tag Lukas,')
    expect(correction.text).toContain('über 40\u00a0€')
    expect(correction.text).not.toContain('We have recorded')
  })

  test('an English traveller’s proposal says what it always said', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Emma Stone')
    const id = await start(lead.cookie, lead.id, 'blank')
    expect(
      (await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(typedProposal(), 'send'))).status,
    ).toBe(200)
    const raw = await waitFor(
      () => outboxRaw(outbox()).find((file) => file.includes(lead.email) && file.includes('/proposal/')),
      (found) => found !== undefined,
    )
    const mail = await simpleParser(raw!)
    expect(mail.subject).toContain('Your safari proposal:')
    expect(mail.text).toContain('Dear Emma,')
    const link = /\/proposal\/([A-Za-z0-9_-]{32})/.exec(mail.text ?? '')![1]
    const page = await (await open(link)).text()
    expect(page).toContain('<html lang="en"')
    expect(page).toContain('Your trip, day by day')
    expect(page).toContain('Accept and book')
  })
})
