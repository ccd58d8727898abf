import { formatDate } from './back-office'
import { isLocale, LOCALE_NAMES_IN_ENGLISH } from './locales'
import { lostReasonLabel, statusLabel } from './lead-status'
import { mailPurposes } from './mail-status'
import { paymentMethodLabel } from './ledger'
import { formatMoney, isCurrency } from './money'

// What can happen to a lead (docs/product.md, "Leads"): each kind of timeline entry, defined once. The
// models store these type strings, the timeline says each in words, and an erasure removes each one's
// personal words. The strings are stored in the database: a type is added here, never renamed.

export const LEAD_EVENT_TYPES = [
  'inquiry',
  'status',
  'owner',
  'note',
  'reply',
  'alert',
  'mail-in',
  'mail-resent',
  'address-added',
  'next-action',
  'proposal-sent',
  'proposal-opened',
  'proposal-accepted',
  'proposal-question',
  'payment',
  'payment-reversed',
  'booking-cancelled',
  'review-requested',
  'ledger-adjusted',
  'review-received',
  'card-refunded',
  'language',
  'reservation',
  'details',
  'permit-holders',
  'final-documents',
] as const

export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number]

/** A timeline entry as the lead's page has it. */
export interface ShownLeadEvent {
  data: Record<string, unknown>
  /** For an inquiry: its kind's name for one, as "Safari booking" */
  singular: string | null
}

interface LeadEventDefinition {
  /** Whether the traveller, not staff or Tembo, made it (shown when no member of staff did) */
  byTraveller: boolean
  /**
   * The words in its data that may be the traveller's or about them, which an erasure removes (a
   * status change's `from` is the status it left, and stays).
   */
  personal: readonly string[]
  /** The entry in words; `staffName` names a member of staff by id. */
  describe: (event: ShownLeadEvent, staffName: (id: unknown) => string) => string
}

/** A language as staff read its name. */
const languageName = (value: unknown) => (isLocale(value) ? LOCALE_NAMES_IN_ENGLISH[value] : String(value))

/** A ledger entry in words: "US$2,574.30 by bank transfer". */
const entryWords = (data: Record<string, unknown>) => {
  const amount = Number(data.amount)
  const money = isCurrency(data.currency)
    ? formatMoney({ minor: amount, currency: data.currency })
    : String(amount)
  return `${money} by ${paymentMethodLabel(String(data.method)).toLowerCase()}`
}

/** A reservation's step in words: "Reservation confirmed by the supplier: Bwindi Lodge, ref. BL-22". */
function reservationWords(data: Record<string, unknown>): string {
  const service = String(data.service ?? '')
  const by = data.via === 'link' ? ' by the supplier' : ''
  switch (data.action) {
    case 'requested':
      return `Reservation requested: ${service}`
    case 'confirmed':
      return `Reservation confirmed${by}: ${service}${data.reference ? `, ref. ${String(data.reference)}` : ''}`
    case 'held':
      return `Reservation held${by} until ${formatDate(String(data.until))}: ${service}`
    case 'declined':
      return `Reservation declined${by}: ${service}${data.reason ? ` (${String(data.reason)})` : ''}`
    case 'cancelled':
      return `Reservations cancelled: ${Number(data.count)}, ${Number(data.suppliers)} ${Number(data.suppliers) === 1 ? 'supplier' : 'suppliers'} told`
    default:
      return 'Reservation changed'
  }
}

const LEAD_EVENTS: Record<LeadEventType, LeadEventDefinition> = {
  inquiry: {
    byTraveller: true,
    personal: [],
    describe: (event) => `${event.singular ?? 'Inquiry'} received`,
  },
  status: {
    byTraveller: false,
    personal: ['note'],
    describe: ({ data }) =>
      data.reopened
        ? `Reopened as ${statusLabel(String(data.to))}`
        : `Moved from ${statusLabel(String(data.from))} to ${statusLabel(String(data.to))}${
            data.to === 'lost'
              ? `: ${lostReasonLabel(data.reason as string | null)}${data.note ? ` (${String(data.note)})` : ''}`
              : ''
          }`,
  },
  owner: {
    byTraveller: false,
    personal: [],
    describe: ({ data }, staffName) =>
      data.to === null ? 'Owner removed' : `Owner set to ${staffName(data.to)}`,
  },
  note: {
    byTraveller: false,
    personal: ['text'],
    describe: ({ data }) => `Note: ${String(data.text)}`,
  },
  reply: {
    byTraveller: false,
    personal: [],
    describe: ({ data }) => `Replied by e-mail: ${String(data.subject)}`,
  },
  alert: {
    byTraveller: false,
    personal: [],
    describe: ({ data }) =>
      `Past the reply target: ${Array.isArray(data.to) ? data.to.join(', ') : 'staff'} alerted`,
  },
  'mail-in': {
    byTraveller: true,
    personal: ['from', 'subject'],
    describe: ({ data }) =>
      data.kind === 'bounce'
        ? `Bounce: ${String(data.subject)}`
        : data.kind === 'auto-reply'
          ? `Automatic answer: ${String(data.subject)}`
          : `E-mail from the traveller: ${String(data.subject)}`,
  },
  'mail-resent': {
    byTraveller: false,
    personal: ['from', 'to'],
    describe: ({ data }) => {
      const what = mailPurposes[String(data.purpose)] ?? 'Mail'
      if (data.erased) return `${what} sent again`
      return data.from === data.to
        ? `${what} sent again to ${String(data.to)}`
        : `${what} sent again to ${String(data.to)} instead of ${String(data.from)}`
    },
  },
  'address-added': {
    byTraveller: false,
    personal: ['email'],
    describe: ({ data }) =>
      data.erased
        ? 'A new address was added for the traveller'
        : `New address for the traveller: ${String(data.email)}. Their mail from it now joins this lead.`,
  },
  details: {
    byTraveller: true,
    personal: [],
    describe: () => 'Travel details given: the travellers as in their passports, and the flights',
  },
  'final-documents': {
    byTraveller: false,
    personal: [],
    describe: () => 'Final documents sent: the trip page, its PDF and the vouchers',
  },
  'permit-holders': {
    byTraveller: false,
    personal: [],
    describe: ({ data }) =>
      `Permits assigned to names: ${String(data.permit ?? '')} on ${formatDate(String(data.date ?? ''))}, ${Number(data.count)} ${Number(data.count) === 1 ? 'traveller' : 'travellers'}`,
  },
  reservation: {
    byTraveller: false,
    personal: [],
    describe: ({ data }) => reservationWords(data),
  },
  language: {
    byTraveller: false,
    personal: [],
    describe: ({ data }) => `Writes in ${languageName(data.to)} (was ${languageName(data.from)})`,
  },
  'next-action': {
    byTraveller: false,
    personal: ['text'],
    describe: ({ data }) =>
      data.at ? `Next action: ${String(data.text)} on ${formatDate(String(data.at))}` : 'Next action cleared',
  },
  'proposal-sent': {
    byTraveller: false,
    personal: [],
    describe: ({ data }) => `Proposal sent: version ${String(data.version)}, ${String(data.total)}`,
  },
  'proposal-opened': {
    byTraveller: true,
    personal: [],
    describe: ({ data }) => `The traveller opened the proposal (version ${String(data.version)})`,
  },
  'proposal-accepted': {
    byTraveller: true,
    personal: ['name', 'address'],
    describe: ({ data }) =>
      `Proposal accepted: version ${String(data.version)}${data.name ? `, by ${String(data.name)}` : ''}`,
  },
  payment: {
    byTraveller: false,
    personal: [],
    describe: ({ data }) => `Payment recorded: ${entryWords(data)}`,
  },
  'payment-reversed': {
    byTraveller: false,
    personal: [],
    describe: ({ data }) => `Payment reversed: ${entryWords(data)}`,
  },
  'ledger-adjusted': {
    byTraveller: false,
    personal: [],
    describe: ({ data }) => `Ledger adjusted by an admin after the cancellation: ${entryWords(data)}`,
  },
  'card-refunded': {
    byTraveller: false,
    personal: [],
    describe: ({ data }) =>
      `Refunded to the card through Stripe: ${entryWords({ ...data, amount: -Number(data.amount) })}`,
  },
  'booking-cancelled': {
    byTraveller: false,
    personal: ['note'],
    describe: ({ data }) => {
      const refund = Number(data.refund)
      const money = isCurrency(data.currency)
        ? formatMoney({ minor: refund, currency: data.currency })
        : String(refund)
      return `Booking cancelled (asked by ${data.asked_by === 'operator' ? 'us' : 'the traveller'} on ${formatDate(String(data.notice_on))}): ${refund ? `${money} refunded` : 'nothing refunded'}`
    },
  },
  'review-requested': {
    byTraveller: false,
    personal: [],
    describe: () => 'Trip ended: the traveller was asked for a review',
  },
  'review-received': {
    byTraveller: true,
    personal: ['text'],
    describe: ({ data }) =>
      `Review written: ${String(data.rating)} out of 5${data.text ? `, "${String(data.text)}"` : ''}`,
  },
  'proposal-question': {
    byTraveller: true,
    personal: ['text'],
    describe: ({ data }) =>
      data.erased ? 'A question about the proposal' : `Question about the proposal: ${String(data.text)}`,
  },
}

export const isLeadEventType = (type: string): type is LeadEventType =>
  (LEAD_EVENT_TYPES as readonly string[]).includes(type)

/** A timeline entry in words; a type this version does not know is shown as it is stored. */
export const describeLeadEvent = (
  event: ShownLeadEvent & { type: string },
  staffName: (id: unknown) => string,
) => (isLeadEventType(event.type) ? LEAD_EVENTS[event.type].describe(event, staffName) : event.type)

/** Whether the traveller made entries of this type (an unknown type: not). */
export const isByTraveller = (type: string) => isLeadEventType(type) && LEAD_EVENTS[type].byTraveller

/** The words of an entry of this type that an erasure removes. */
export const personalWords = (type: string): readonly string[] =>
  isLeadEventType(type) ? LEAD_EVENTS[type].personal : []

/** The types whose entries may hold personal words: the ones an erasure reads. */
export const TYPES_WITH_PERSONAL_WORDS = LEAD_EVENT_TYPES.filter((type) => LEAD_EVENTS[type].personal.length)
