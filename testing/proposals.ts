import crypto from 'node:crypto'
import type { DatabaseHandle } from '@db/client'
import type { Locale } from '~/lib/locales'
import { operatorTime } from '~/lib/lead-clock'
import { call, signInByForm } from './api'
import { decodeMail, outboxMails } from './outbox'
import { proposalFields, typedProposal } from './proposal-fields'
import { phoneVisits, sendAsIs } from './visit-headers'
import { waitFor } from './wait'
import { letTravellersPayByBank } from './ways-to-pay'
import { leadOf } from './leads'
import { packageBookingInput } from './inquiries'

// A lead to write a proposal for, as the integration tests make it over HTTP.

export { proposalFields, typedProposal } from './proposal-fields'

/** A traveller's package booking and the staff cookie: the lead to write a proposal for. */
export async function leadForProposal(url: string, handle: DatabaseHandle, name = 'Anna Keller') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@traveller.example`
  const created = await call<{ id: number }>(url, '/api/bookings/book_package', {
    json: packageBookingInput({ name, email, package_no: 1 }),
  })
  if (created.status !== 201) throw new Error(`the booking was refused: ${created.status}`)
  const lead = await leadOf(handle, 'package', created.body.id)
  const cookie = await signInByForm(url)
  return { ...lead, email, name, cookie }
}

/** The mails a server sent, as text: its outbox folder (file mode), or what an SMTP sink received. */
type SentMails = string | (() => string[])

const sentMails = (sent: SentMails) => (typeof sent === 'string' ? outboxMails(sent) : sent().map(decodeMail))

/**
 * A lead's proposal (typedProposal: €8,401, a deposit of €2,520.30, from 10 July 2027 for four days),
 * sent over HTTP as staff would (the booking terms given bank details first, when they give no way to
 * pay): its link, read from the mail in `mails`, and the SHA-256 of its version.
 */
export async function sentProposal(
  url: string,
  handle: DatabaseHandle,
  mails: SentMails,
  name: string,
  language: Locale = 'en',
) {
  const lead = await leadForProposal(url, handle, name)
  return { ...lead, ...(await sendProposalTo(url, handle, mails, lead, language)) }
}

/**
 * typedProposal, started blank for `lead` and sent as the staff member of `lead.cookie` would, written in
 * `language`: its id, its link read from the mail in `mails`, and the SHA-256 of its version.
 */
export async function sendProposalTo(
  url: string,
  handle: DatabaseHandle,
  mails: SentMails,
  lead: { id: number; email: string; cookie: string },
  language: Locale = 'en',
) {
  await letTravellersPayByBank(handle)
  const form = (fields: URLSearchParams): RequestInit => ({
    method: 'POST',
    redirect: 'manual',
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      cookie: lead.cookie,
      origin: url,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: fields,
  })
  const started = await fetch(
    `${url}/admin/proposals/new`,
    form(new URLSearchParams({ lead: String(lead.id), from: 'blank' })),
  )
  const proposal = Number(started.headers.get('location')!.split('/').pop())
  const fields = proposalFields(typedProposal(), 'send')
  fields.set('language', language)
  const sent = await fetch(`${url}/admin/proposals/${proposal}`, form(fields))
  if (sent.status !== 200) throw new Error(`the proposal was not sent: ${sent.status}`)
  const mail = await waitFor(
    () => sentMails(mails).find((text) => text.includes(`To: ${lead.email}`) && text.includes('/proposal/')),
    (found) => found !== undefined,
  )
  return { proposal, ...(await linkAndShown(mail, handle, proposal)) }
}

/**
 * A lead whose traveller accepted its proposal (sentProposal's, written in `language`), over HTTP as the
 * traveller would.
 */
export async function acceptedBooking(
  url: string,
  handle: DatabaseHandle,
  mails: SentMails,
  name: string,
  language: Locale = 'en',
) {
  const booking = await sentProposal(url, handle, mails, name, language)
  const accepted = await acceptAt(url, booking.link, name, booking.shown)
  if (accepted.status !== 302) throw new Error(`the proposal was not accepted: ${accepted.status}`)
  return booking
}

/**
 * The link the day after a booked trip asks for its review (app/models/review-invitations.server.ts),
 * written as that claim writes it: the row with the SHA-256 of a new secret, its trip ended two days
 * ago. The mail that would carry it is not the subject of the tests that use this.
 */
export async function reviewLinkFor(handle: DatabaseHandle, booking: { id: number; proposal: number }) {
  const secret = crypto.randomBytes(16).toString('base64url')
  // A link takes a review only once its trip has ended: the link is dated as if the trip had ended
  // yesterday, as the review job would have sent it the day after.
  const end_date = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10)
  await handle.db
    .insertInto('review_invitations')
    .values({
      proposal_id: booking.proposal,
      lead_id: booking.id,
      token_hash: crypto.createHash('sha256').update(secret).digest('hex'),
      trip_end: end_date,
      sent_at: new Date().toISOString(),
    })
    .execute()
  return `/review/${secret}`
}

/** The proposal's link in a mail sent with it, and the SHA-256 of its version: what an acceptance sends back. */
export async function linkAndShown(mail: string | undefined, handle: DatabaseHandle, proposal: number) {
  const link = /\/proposal\/[A-Za-z0-9_-]{32}/.exec(mail ?? '')?.[0]
  if (!link) throw new Error('no mail with the proposal link arrived')
  const { content_sha256: shown } = await handle.db
    .selectFrom('proposal_versions')
    .select('content_sha256')
    .where('proposal_id', '=', proposal)
    .executeTakeFirstOrThrow()
  return { link, shown }
}

/** The traveller accepts the version they were shown (its SHA-256) at a proposal's link, typing `name`. */
export const acceptAt = (url: string, link: string, name: string, shown: string) =>
  fetch(`${url}${link}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      origin: url,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ intent: 'accept', name, terms: 'yes', shown }),
  })

/** Today in the operator's time zone (the servers' default, Africa/Kampala): the day money is dated by. */
export const operatorToday = () => operatorTime(new Date(), 'Africa/Kampala').day

/** The traveller's browser: a program's own user agent ("node") reads as a link checker's. */
export const TRAVELLER_BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
}

/** The traveller's phone opening a link: its own navigation, which counts as a visit (visit-headers.ts). */
const TRAVELLER_OPENS = phoneVisits.find((visit) => visit.who === 'Safari on an iPhone')!.headers

/** What the proposal tests send and read, against a running server (`url`) writing mail to its outbox. */
export function proposalRequests(url: () => string, outboxDir: () => string) {
  const post = (path: string, cookie: string | null, body: URLSearchParams | Record<string, string>) =>
    fetch(`${url()}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...TRAVELLER_BROWSER,
        ...(cookie ? { cookie } : {}),
        origin: url(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: body instanceof URLSearchParams ? body : new URLSearchParams(body),
    })
  return {
    post,
    /** The traveller's page of a link's secret, as their browser asks for it */
    open: async (token: string | undefined) => {
      const answer = await sendAsIs(`${url()}/proposal/${token}`, { method: 'GET', headers: TRAVELLER_OPENS })
      return new Response(new Uint8Array(answer.body), {
        status: answer.status,
        headers: Object.entries(answer.headers).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value ?? '']).map((one): [string, string] => [name, one]),
        ),
      })
    },
    /** The secrets of the proposal links mailed to an address, oldest first */
    links: (email: string) =>
      outboxMails(outboxDir())
        .filter((mail) => mail.includes(`To: ${email}`) && mail.includes('Your safari proposal'))
        .map((mail) => /\/proposal\/([A-Za-z0-9_-]{32})/.exec(mail)![1]!),
    /** A new proposal for a lead from a package (its number) or blank; answers its id */
    async start(cookie: string, leadId: number, from = '1') {
      const started = await post('/admin/proposals/new', cookie, { lead: String(leadId), from })
      const location = started.headers.get('location') ?? ''
      if (started.status !== 302 || !/^\/admin\/proposals\/\d+$/.test(location))
        throw new Error(`no proposal was started: ${started.status} ${location}`)
      return Number(location.split('/').pop())
    },
  }
}
