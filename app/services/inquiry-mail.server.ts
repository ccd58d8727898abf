import { getConfig } from '~/config.server'
import type { Operator } from '~/content/operator'
import type { InquiryKind, InquiryMail } from '~/models/inquiries.server'
import { countAcknowledgements, type QueuedMail } from '~/models/mail-outbox.server'

// What staff and the traveller receive about a new inquiry: plain text, every field for staff with a
// link to it in the back-office; for the traveller, plain words and the structured facts of the trip.
// The acknowledgement goes to whatever address was typed, so it must be useless for sending a stranger
// someone else's words in the operator's name: it repeats no free text but the name (one line), and a
// mailbox gets at most a few of them in a day (ACKNOWLEDGEMENTS_PER_DAY, 3 unless set).

/**
 * The recipient an acknowledgement is counted against: the address in lower case, without a `+tag`
 * (name+1@, name+2@ … reach the same mailbox at most providers).
 */
export function acknowledgementRecipient(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split(/@(?=[^@]*$)/)
  return `${local.split('+')[0]}@${domain}`
}

const titles: Record<InquiryKind, string> = {
  country: 'Safari inquiry',
  package: 'Package booking request',
  accommodation: 'Accommodation request',
  airport: 'Airport transfer request',
  message: 'Message',
}

/** The inquiry's page in the back-office (docs/product.md, "Pages under /admin"). */
const adminPaths: Record<InquiryKind, string> = {
  country: '/admin/country_book',
  package: '/admin/package',
  accommodation: '/admin/accomodation',
  airport: '/admin/airport',
  message: '/admin/message',
}

const labels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  residing_country: 'Residing country',
  visiting_country: 'Visiting country',
  experience: 'Safari experience',
  package_title: 'Package',
  arrival_date: 'Arrival',
  depart_date: 'Departure',
  hear_about: 'Heard about us',
  mode: 'Type of accommodation',
  checkin: 'Check in',
  checkout: 'Check out',
  adults: 'Adults',
  kids: 'Children',
  price: 'Maximum budget per night (USD)',
  location: 'Location preferences',
  arrival_port: 'Arrival airport',
  flight_arrival_number: 'Arrival flight',
  depart_port: 'Departure airport',
  flight_depart_number: 'Departure flight',
  pass: 'Passengers',
  one_way: 'Journey',
  vehicle: 'Vehicle',
  pick_up: 'Pick-up point',
  special_needs: 'Special needs',
  message: 'Message',
}

/** Facts the traveller chose from our own lists, or dates and numbers: nothing typed freely. */
const STRUCTURED = new Set([
  'experience',
  'package_title',
  'arrival_date',
  'depart_date',
  'checkin',
  'checkout',
  'adults',
  'kids',
  'price',
  'pass',
])

function fieldLines(row: Record<string, unknown>, keep: (key: string) => boolean = () => true): string[] {
  return Object.entries(labels)
    .filter(([key]) => keep(key) && row[key] !== undefined && row[key] !== null && row[key] !== '')
    .map(([key, label]) => `${label}: ${String(row[key])}`)
}

/** A name as one trimmed line, whatever an older row or another client holds. */
const oneLine = (value: unknown) => String(value).replace(/\s+/g, ' ').trim()

export function composeInquiryMail(
  kind: InquiryKind,
  id: number,
  row: Record<string, unknown>,
  site: { operator: Operator; publicUrl: string; acknowledgementsPerDay: number },
  options: { acknowledge: boolean } = { acknowledge: true },
): QueuedMail[] {
  const name = oneLine(row.name)
  const email = String(row.email)
  const title = titles[kind]
  const details = fieldLines(row)
  const staffNotice: QueuedMail = {
    purpose: 'staff-notice',
    inquiry_kind: kind,
    inquiry_id: id,
    to_address: site.operator.email,
    reply_to: email,
    subject: `New ${title.toLowerCase()} from ${name}`,
    body: [
      `A new ${title.toLowerCase()} arrived on the website.`,
      '',
      ...details,
      '',
      `Open it in the back-office: ${site.publicUrl}${adminPaths[kind]}/${id}`,
      'Reply to this e-mail to answer the traveller directly.',
      ...(options.acknowledge
        ? []
        : [
            '',
            `No acknowledgement was sent to ${email}: that mailbox has had ${site.acknowledgementsPerDay} in the last 24 hours.`,
          ]),
    ].join('\n'),
  }
  if (!options.acknowledge) return [staffNotice]
  const facts = fieldLines(row, (key) => STRUCTURED.has(key))
  const acknowledgement: QueuedMail = {
    purpose: 'acknowledgement',
    inquiry_kind: kind,
    inquiry_id: id,
    to_address: email,
    recipient_key: acknowledgementRecipient(email),
    reply_to: site.operator.email,
    subject: `We have your ${title.toLowerCase()} — ${site.operator.brand}`,
    body: [
      `Dear ${name},`,
      '',
      `Thank you for writing to ${site.operator.brand}. We have received your ${title.toLowerCase()} and one of our team will reply within one working day.`,
      '',
      ...(facts.length ? ['Your trip as we have it:', '', ...facts, ''] : []),
      `If anything is urgent, call or WhatsApp us on ${site.operator.phone}, or simply reply to this e-mail.`,
      '',
      `Warm regards,`,
      `The ${site.operator.brand} team`,
    ].join('\n'),
  }
  return [staffNotice, acknowledgement]
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The mail about a new inquiry, inside its transaction. A mailbox's acknowledgements of the last day are
 * read from the outbox: no counter row that concurrent inquiries would queue on (two at the same instant
 * may both be acknowledged).
 */
export function inquiryMail(kind: InquiryKind): InquiryMail {
  return async (trx, id, row) => {
    const site = getConfig()
    const perDay = site.acknowledgementsPerDay
    const since = new Date(Date.now() - DAY_MS)
    const sent = await countAcknowledgements(trx, acknowledgementRecipient(String(row.email)), since, perDay)
    return composeInquiryMail(kind, id, row, site, { acknowledge: sent < perDay })
  }
}
