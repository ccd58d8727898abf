import { m } from '~/paraglide/messages'
import crypto from 'node:crypto'
import { getConfig } from '~/config.server'
import { addDays, isIsoDate } from '~/lib/booking-terms'
import { operatorTime } from '~/lib/lead-clock'
import { leadReference } from '~/lib/lead-reference'
import { NO_WAY_TO_PAY } from '~/lib/readiness'
import { formatMoney } from '~/lib/money'
import { isTravellersVisit, type PageRequest } from '~/lib/traveller-visit'
import { buildProposalView, type ProposalDocument, type ProposalView } from '~/lib/proposal'
import { blankProposal, proposalFromPackage } from '~/lib/new-proposal'
import { readBookingTerms } from '~/models/booking-terms.server'
import { getCatalogue } from '~/models/catalogue.server'
import { getLead } from '~/models/lead-desk.server'
import { sendProposalVersion } from '~/models/proposal-sending.server'
import { staysOf } from '~/models/proposal-stays.server'
import { dayPictures } from '~/lib/day-pictures'
import {
  findProposalByToken,
  recordAcceptance,
  recordProposalOpened,
  recordProposalQuestion,
} from '~/models/proposal-traveller.server'
import { isUniqueViolation } from '~/models/db.server'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { createProposal, getProposal, proposalNoticeRecipients } from '~/models/proposals.server'
import { nudgeMailWorker } from './mail-sender.server'
import { generateProposalPdf, proposalPdfName } from './pdf/generate-proposal-pdf.server'
import { confirmationMail, proposalMail, staffNotice } from './proposal-mail.server'
import { packageIn } from '~/lib/content-languages'
import { isLocale } from '~/lib/locales'
import { anyWayToPay, onlineWays, waysToPay } from './ways-to-pay.server'

// Proposals from the staff side and the traveller's (docs/product.md, "Proposals"): a new one from a
// lead, a version sent, and the link's page opened, questioned and accepted. The view a version
// freezes is built here once, from the draft, the booking terms and the operator's details, and kept
// with its SHA-256: the page shows that view, and an acceptance records that hash.

/** How long a new proposal's offer is open, in days, unless the trip starts sooner. */
const OFFER_DAYS = 14

export const proposalLink = (secret: string) => `${getConfig().publicUrl}/proposal/${secret}`
export const leadPath = (leadId: number) => `/admin/leads/${leadId}`

/** Today in the operator's time zone (ISO date): offers and balances are counted in their days. */
export const operatorToday = (now = new Date()) => operatorTime(now, getConfig().operatorTimezone).day

export const sha256Of = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/**
 * A new proposal for a lead, from a package or blank: the lead's dates and party (two adults when it
 * gave none), the offer open for two weeks, the deposit from the booking terms. Answers its id.
 */
export async function startProposal(
  leadId: number,
  staffId: number,
  from: { packageNo: number } | 'blank',
): Promise<number | 'no-lead' | 'no-package'> {
  const [lead, catalogue, terms] = await Promise.all([getLead(leadId), getCatalogue(), readBookingTerms()])
  if (!lead) return 'no-lead'
  const today = operatorToday()
  const wanted = lead.travel_start && isIsoDate(lead.travel_start) ? lead.travel_start : addDays(today, 90)
  const startDate = wanted > today ? wanted : addDays(today, 90)
  const start = {
    startDate,
    expiresOn: [addDays(today, OFFER_DAYS), startDate].sort()[0]!,
    adults: lead.party_size && lead.party_size > 0 ? Math.min(lead.party_size, 30) : 2,
    children: 0,
    depositPercent: terms.depositPercent,
  }
  // Written in the traveller's language, from the package's words in it where staff have written them.
  const language = isLocale(lead.language) ? lead.language : 'en'
  let document: ProposalDocument
  // A blank one is titled in that language too ("Ihre Safari"), for staff to retitle.
  if (from === 'blank')
    document = { ...blankProposal(start), title: m.price_heading_safari({}, { locale: language }) }
  else {
    const item = catalogue.packages.find((entry) => entry.no === from.packageNo)
    if (!item) return 'no-package'
    document = proposalFromPackage(packageIn(item, language) ?? item, start)
  }
  if (language !== 'en') document.language = language
  return createProposal(leadId, staffId, document)
}

/** A version sent, or why not (and where that is put right, when it is another page's). */
export type SendOutcome = { version: number } | { refused: string; fixAt?: string } | undefined

class Refused extends Error {}

/** Why a draft cannot be sent today, or null when it can. */
export function cannotSend(document: ProposalDocument, today: string): string | null {
  if (document.startDate <= today) return 'The trip starts today or earlier: change its start date.'
  if (document.expiresOn < today) return 'The offer has ended: give it a later end date.'
  if (!document.lines.some((line) => line.unit * line.quantity > 0))
    return 'Price the trip before sending it.'
  // A line the cards could not price is never shown at nothing (decision 053).
  const unpriced = document.lines.filter((line) => line.unpriced && line.unit === 0)
  if (unpriced.length)
    return `${unpriced.length === 1 ? 'A price line has' : `${unpriced.length} price lines have`} no price: ${unpriced.map((line) => line.description).join('; ')}. Type a price, make it complimentary or remove it, then send.`
  return null
}

/**
 * Sends the draft as the next version: what the traveller is shown is built and hashed, and the mail
 * with the link queued, in the transaction that numbers the version. Answers the version, or why not.
 */
export async function sendProposal(
  proposalId: number,
  staff: { id: number; name: string },
  signal?: AbortSignal,
): Promise<SendOutcome> {
  const { operator } = getConfig()
  const [terms, proposal, catalogue] = await Promise.all([
    readBookingTerms(),
    getProposal(proposalId),
    getCatalogue(),
  ])
  if (!proposal) return undefined
  const trip = await staysOf(proposalId, proposal.document.days, proposal.document.language ?? 'en')
  // A traveller who accepts must be told how to pay (docs/product.md, "Ready to take money").
  if (!anyWayToPay(waysToPay(terms))) return { refused: NO_WAY_TO_PAY.text, fixAt: NO_WAY_TO_PAY.href }
  const today = operatorToday()
  const lead = { id: Number(proposal.lead_id), email: proposal.lead_email }
  const reference = leadReference({ id: lead.id, created_at: proposal.lead_created_at })
  let refused: string | null = null
  const outcome = await sendProposalVersion(
    proposalId,
    staff.id,
    ({ version, secret, thread }, document) => {
      refused = cannotSend(document, today)
      if (refused) throw new Refused(refused)
      const view = buildProposalView(document, {
        brand: operator.brand,
        reference,
        version,
        travellerName: proposal.lead_name,
        terms,
        online: onlineWays(),
        contact: { email: operator.email, phone: operator.phone },
        sentOn: today,
        // The draft the days were read from is the one being sent, unless it was saved in between: then
        // its pictures follow its days by position, and the next version is right again.
        trip,
        pictures: dayPictures(document.days, trip, document.countries),
        cover: catalogue.packages.find((item) => item.no === document.packageNo)?.cardImage,
      })
      const text = JSON.stringify(view)
      return {
        view: text,
        sha256: sha256Of(text),
        total: view.total,
        currency: view.currency,
        expiresOn: view.expiresOn,
        startDate: view.startDate,
        endDate: view.endDate,
        totalText: formatMoney({ minor: view.total, currency: view.currency }),
        mail: proposalMail(view, proposalLink(secret), staff, thread, lead, proposalId),
      }
    },
    { signal },
  ).catch((error: unknown) => {
    if (error instanceof Refused) return 'refused' as const
    // Two sends of one proposal at once number the same version: the unique pair lets the first through.
    if (isUniqueViolation(error)) return 'raced' as const
    throw error
  })
  if (outcome === 'raced')
    return { refused: 'Another send of this proposal was under way: reload the page to see what went.' }
  if (outcome === 'refused') return { refused: refused! }
  if (outcome === 'accepted')
    return { refused: 'The traveller has accepted this proposal: it can no longer change.' }
  if (outcome === undefined) return undefined
  nudgeMailWorker()
  return { version: outcome }
}

/** A version's view as it was frozen. */
export const viewOf = (text: string) => JSON.parse(text) as ProposalView

/**
 * What a link shows: the newest version (the link may be an older one's), whether the offer has ended,
 * and the acceptance if there is one. Counts the visit when it is the traveller's (a browser navigating
 * to show the page, not a mail client, scanner, prefetch or HEAD: lib/traveller-visit.ts); the first
 * one tells staff. Anyone with the link gets the page all the same. Undefined: no such link.
 */
export async function openProposal(secret: string, request: PageRequest) {
  const found = await findProposalByToken(secret)
  if (!found) return undefined
  const view = viewOf(found.newest.view)
  if (isTravellersVisit(request)) {
    const recipients = await proposalNoticeRecipients(found.proposalId)
    const first = await recordProposalOpened(found.proposalId, found.leadId, found.newest.version, () =>
      staffNotice('opened', view, recipients, { id: found.leadId, path: leadPath(found.leadId) }),
    )
    if (first) nudgeMailWorker()
  }
  return {
    ...found,
    view,
    expired: !found.acceptance && found.newest.expires_on < operatorToday(),
  }
}

export type AcceptOutcome = 'accepted' | 'already' | 'expired' | 'changed' | undefined

/**
 * The traveller accepts the version they were shown (`shown`, its SHA-256): refused when the offer has
 * ended or a newer version came since they loaded the page; recorded once, with its mails.
 */
export async function acceptProposal(
  secret: string,
  typed: { name: string; shown: string },
  from: { address: string | null; userAgent: string | null },
  signal?: AbortSignal,
): Promise<AcceptOutcome> {
  const found = await findProposalByToken(secret)
  if (!found) return undefined
  if (found.acceptance) return 'already'
  if (found.newest.content_sha256 !== typed.shown) return 'changed'
  if (found.newest.expires_on < operatorToday()) return 'expired'
  const view = viewOf(found.newest.view)
  const [recipients, proposal] = await Promise.all([
    proposalNoticeRecipients(found.proposalId),
    getProposal(found.proposalId),
  ])
  if (!proposal) return undefined
  const lead = { id: found.leadId, email: proposal.lead_email }
  const outcome = await recordAcceptance(
    {
      proposalId: found.proposalId,
      leadId: found.leadId,
      versionId: found.newest.id,
      version: found.newest.version,
      sha256: found.newest.content_sha256,
      name: typed.name,
      address: from.address,
      userAgent: from.userAgent,
    },
    (thread) => [
      confirmationMail(view, proposalLink(secret), thread, lead, {
        proposalId: found.proposalId,
        name: typed.name,
      }),
      ...staffNotice('accepted', view, recipients, { id: found.leadId, path: leadPath(found.leadId) }),
    ],
    { signal },
  )
  if (outcome === 'accepted') nudgeMailWorker()
  return outcome
}

/**
 * A question typed on the proposal's page: onto the lead's conversation, its clock running again, and
 * mailed to the lead's owner and whoever sent the newest version (once each), in its words, with the
 * lead's page: the timeline alone is read only by whoever opens the lead.
 */
export async function askAboutProposal(secret: string, text: string, signal?: AbortSignal) {
  const found = await findProposalByToken(secret)
  if (!found) return false
  const view = viewOf(found.newest.view)
  const recipients = await proposalNoticeRecipients(found.proposalId)
  const notice = recipients.map((member): QueuedMail => ({
    purpose: 'proposal-question',
    inquiry_kind: 'lead',
    inquiry_id: found.leadId,
    lead_id: found.leadId,
    to_address: member.email,
    subject: `Question on the proposal: ${view.travellerName} [${view.reference}]`,
    body: [
      `${view.travellerName} [${view.reference}] asked about the proposal "${view.title}" (version ${view.version}):`,
      '',
      text,
      '',
      `Answer from the lead: ${getConfig().publicUrl}${leadPath(found.leadId)}`,
    ].join('\n'),
  }))
  await recordProposalQuestion(found.proposalId, found.leadId, text, { signal, notice })
  if (notice.length) nudgeMailWorker()
  return true
}

/** A version's view as a PDF download: inline, never cached or indexed. */
export async function pdfAnswer(view: ProposalView): Promise<Response> {
  const bytes = await generateProposalPdf(view)
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${proposalPdfName(view)}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
