import { getConfig } from '~/config.server'
import type { Operator } from '~/content/operator'
import { inquiryKind, type InquiryKind, type RecordField } from '~/inquiries'
import { valueText } from '~/lib/back-office'
import type { InquiryMail } from '~/models/inquiries.server'
import type { LeadLink } from '~/models/leads.server'
import { greeting } from '~/lib/greeting'
import { INQUIRY_NAMES, inquiryWords } from '~/lib/inquiry-words'
import { withLabel, localAmount, localDate } from '~/lib/local-formats'
import { BASE_LOCALE, isLocale, LOCALE_NAMES_IN_ENGLISH, type Locale } from '~/lib/locales'
import { m } from '~/paraglide/messages'
import { mailboxKey } from '~/lib/mailbox'
import type { QueuedMail } from '~/models/mail-outbox.server'

// What staff and the traveller receive about a new inquiry: plain text, every field for staff with a
// link to it in the back-office; for the traveller, plain words and the structured facts of the trip.
// Fields, labels and the kind's name are its definition's (app/inquiries/), as the back-office shows them.
// The acknowledgement goes to whatever address was typed, so it must be useless for sending a stranger
// someone else's words in the operator's name: it repeats no free text at all (the greeting names a
// traveller only by a first name of letters, app/lib/greeting.ts), and a mailbox gets at most a few of
// them in a day (ACKNOWLEDGEMENTS_PER_DAY, 3 unless set), counted by mailbox (app/lib/mailbox.ts).

/**
 * Every labelled value the row holds, in the back-office's order; `keep` chooses among them. In German
 * or French (a traveller's acknowledgement) the labels, dates, amounts and chosen words are theirs.
 */
function fieldLines(
  kind: InquiryKind,
  row: Record<string, unknown>,
  keep: (field: RecordField) => boolean = () => true,
  locale: Locale = 'en',
): string[] {
  const fields = inquiryKind(kind).admin.groups.flatMap((group) => group.fields)
  return fields
    .filter(
      (field) =>
        keep(field) && row[field.key] !== undefined && row[field.key] !== null && row[field.key] !== '',
    )
    .map((field) =>
      withLabel(inquiryWords(field.label, locale), localValueText(field, row[field.key], locale), locale),
    )
}

/** A value as plain text in `locale`: the back-office's in English. */
function localValueText(field: RecordField, value: unknown, locale: Locale): string {
  if (locale === 'en') return valueText(field, value)
  if (field.format === 'date') return localDate(String(value), locale)
  if (field.format === 'money') return localAmount(Number(value), 'USD', locale)
  return inquiryWords(String(value), locale)
}

/** A name as one trimmed line, whatever an older row or another client holds. */
const oneLine = (value: unknown) => String(value).replace(/\s+/g, ' ').trim()

export function composeInquiryMail(
  kind: InquiryKind,
  id: number,
  row: Record<string, unknown>,
  lead: LeadLink,
  site: { operator: Operator; publicUrl: string; acknowledgementsPerDay: number },
  options: { acknowledge: boolean } = { acknowledge: true },
): QueuedMail[] {
  const name = oneLine(row.name)
  const email = String(row.email)
  const { admin, mail } = inquiryKind(kind)
  const title = mail.title
  const details = fieldLines(kind, row)
  const staffNotice: QueuedMail = {
    purpose: 'staff-notice',
    inquiry_kind: kind,
    inquiry_id: id,
    lead_id: lead.id,
    to_address: site.operator.email,
    reply_to: email,
    subject: `New ${title.toLowerCase()} from ${name} [${lead.reference}]`,
    body: [
      `A new ${title.toLowerCase()} arrived on the website, on lead ${lead.reference}.`,
      '',
      ...details,
      '',
      `Open it in the back-office: ${site.publicUrl}${admin.itemPath}/${id}`,
      'Reply to this e-mail to answer the traveller directly.',
      ...(isLocale(row.language) && row.language !== BASE_LOCALE
        ? [
            `The traveller wrote from the ${LOCALE_NAMES_IN_ENGLISH[row.language]} site: answer in ${LOCALE_NAMES_IN_ENGLISH[row.language]}.`,
          ]
        : []),
      ...(options.acknowledge
        ? []
        : [
            '',
            `No acknowledgement was sent to ${email}: that mailbox has had ${site.acknowledgementsPerDay} in the last 24 hours.`,
          ]),
    ].join('\n'),
  }
  if (!options.acknowledge) return [staffNotice]
  // The traveller is answered in the language of the page they wrote from.
  const locale = isLocale(row.language) ? row.language : BASE_LOCALE
  const words = { locale }
  const what = INQUIRY_NAMES[kind]({}, words)
  const { brand, phone } = site.operator
  const facts = fieldLines(kind, row, (field) => field.fact === true, locale)
  const acknowledgement: QueuedMail = {
    purpose: 'acknowledgement',
    inquiry_kind: kind,
    inquiry_id: id,
    lead_id: lead.id,
    to_address: email,
    recipient_key: mailboxKey(email),
    reply_to: site.operator.email,
    subject: m.ack_subject({ what, brand, reference: lead.reference }, words),
    body: [
      greeting(name, locale),
      '',
      m.ack_thanks({ brand, what }, words),
      '',
      m.ack_reference({ reference: lead.reference }, words),
      '',
      ...(facts.length ? [m.ack_trip({}, words), '', ...facts, ''] : []),
      m.ack_urgent({ phone }, words),
      '',
      m.ack_regards({}, words),
      m.ack_team({ brand }, words),
    ].join('\n'),
  }
  return [staffNotice, acknowledgement]
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The mail about a new inquiry to `email`, composed inside its transaction. A mailbox's acknowledgements
 * of the last day are counted from the outbox by the inquiry's insert: no counter row that concurrent
 * inquiries would queue on (two at the same instant may both be acknowledged).
 */
export function inquiryMail(kind: InquiryKind, email: string): InquiryMail {
  const site = getConfig()
  const perDay = site.acknowledgementsPerDay
  return {
    acknowledgements: {
      recipientKey: mailboxKey(email),
      since: new Date(Date.now() - DAY_MS),
      enough: perDay,
    },
    compose: (id, row, lead, acknowledged) =>
      composeInquiryMail(kind, id, row, lead, site, { acknowledge: acknowledged < perDay }),
  }
}
