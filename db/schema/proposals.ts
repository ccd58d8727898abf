// Proposals: a lead's priced trip, its sent versions, the traveller's acceptance (0029), and the
// payments on the booking it became (0030), and the review link sent after the trip (0031); more links
// to a version, minted by a later mail (0042).

import type { Generated } from 'kysely'

export interface ProposalsTable {
  id: Generated<number>
  lead_id: number
  /** The document staff edit, as JSON (app/lib/proposal.ts, ProposalDocument) */
  draft: string
  created_by: number | null
  created_at: string
  updated_at: string
  first_opened_at: string | null
  last_opened_at: string | null
  open_count: Generated<number>
}

/** A sent, frozen version: what the traveller is shown, with its hash and its link's hashed secret. */
export interface ProposalVersionsTable {
  id: Generated<number>
  proposal_id: number
  version: number
  /** The draft as it was sent (ProposalDocument JSON) */
  document: string
  /** What the traveller is shown (ProposalView JSON), and its SHA-256 in hex */
  view: string
  content_sha256: string
  currency: string
  total_minor: number
  expires_on: string
  /** The trip's first and last day as sent */
  start_date: string
  end_date: string
  token_hash: string
  sent_by: number | null
  sent_at: string
  mail_id: number | null
}

export interface ProposalAcceptancesTable {
  id: Generated<number>
  /** Unique: a proposal is accepted once */
  proposal_id: number
  version_id: number
  version: number
  content_sha256: string
  /** The full name the traveller typed */
  name: string
  accepted_at: string
  address: string | null
  user_agent: string | null
  /** The accepted version's currency, total and package (0034); null only on a row no migration could read */
  currency: string | null
  total_minor: number | null
  package_no: number | null
  /**
   * What the accepted version cost by the rate cards and the costs typed beside its lines, in its
   * currency (0036, 0046); null when no part of its price has a known cost
   */
  cost_minor: number | null
  /** Of its total, what has no known cost (0046): never counted as margin; null before */
  uncosted_minor: number | null
}

/** An entry of a booking's ledger (0030): a payment, or the reversal of one; never changed. */
export interface PaymentsTable {
  id: Generated<number>
  proposal_id: number
  /** An admin's `adjustment` corrects the ledger of a cancelled booking (0039) */
  kind: 'payment' | 'reversal' | 'refund' | 'adjustment'
  /** Minor units of the proposal's currency; a reversal's is the negative of what it reverses */
  amount_minor: number
  currency: string
  /** bank_transfer | card | paypal | mobile_money | cash */
  method: string
  reference: string | null
  note: string | null
  paid_on: string
  reverses_id: number | null
  /** The card processor's event that recorded it, unique */
  external_id: string | null
  recorded_by: number | null
  recorded_at: string
  /** The one-use token of the staff form that recorded it (0039), unique */
  submission_key: string | null
}

/** A booking's cancellation (0030), once per proposal, with what the terms refunded. */
export interface BookingCancellationsTable {
  id: Generated<number>
  proposal_id: number
  notice_on: string
  asked_by: 'traveller' | 'operator'
  note: string
  refund_minor: number
  recorded_by: number | null
  recorded_at: string
  /** The one-use token of the staff form that recorded it (0039), unique */
  submission_key: string | null
}

/**
 * A processor's event that could not be recorded (0039): kept once, so the admins are told once, and on
 * Payments to look at until an admin attaches it to a booking or marks it handled (0041).
 */
export interface RefusedPaymentEventsTable {
  external_id: string
  reason: string
  /** What the event said, as JSON, for the admin who places it */
  detail: string
  created_at: string
  processor: Generated<'stripe' | 'pesapal'>
  status: Generated<'open' | 'attached' | 'handled'>
  /** The booking it seemed to be for, when Tembo knew one */
  proposal_id: number | null
  resolved_by: number | null
  resolved_at: string | null
  /** The admin's reason (handled), or what was recorded (attached) */
  resolution: string | null
  payment_id: number | null
}

/** A cancellation's refund to the card a payment was made with (0043), recorded once Stripe moved it. */
export interface CardRefundsTable {
  id: Generated<number>
  proposal_id: number
  payment_id: number
  amount_minor: number
  currency: string
  /** Stripe's Idempotency-Key for it, and in its metadata; unique */
  key: string
  /** Stripe's re_…, once it answered; unique */
  external_id: string | null
  status: 'asking' | 'asked' | 'refunded' | 'failed'
  last_error: string | null
  /** The ledger's refund entry, once Stripe said the money moved */
  entry_id: number | null
  created_at: string
}

/** What Tembo asked a processor to take from a traveller (0041): a Checkout Session, a Pesapal order. */
export interface PaymentRequestsTable {
  id: Generated<number>
  proposal_id: number
  version_id: number
  purpose: 'deposit' | 'balance'
  processor: 'stripe' | 'pesapal'
  /** Minor units of the booking's currency */
  amount_minor: number
  currency: string
  /** Ours, sent to the processor; unique */
  reference: string
  /** The processor's id for it (cs_…, an order tracking id); unique, null until it answered */
  external_id: string | null
  pay_url: string | null
  status: 'opening' | 'open' | 'paid' | 'failed' | 'expired'
  payment_id: number | null
  created_at: string
  expires_at: string
}

/** A further link to a sent version (0042), minted by a later mail: only its secret's SHA-256 is kept. */
export interface ProposalLinksTable {
  id: Generated<number>
  version_id: number
  token_hash: string
  /** The purpose of the mail that carries it ('payment-reminder') */
  purpose: string
  created_at: string
}

/** A booking reminder sent (0030): its row is its claim, so it goes once. */
export interface BookingRemindersTable {
  proposal_id: number
  /** 'deposit' is the traveller's reminder, 'deposit-late' staff's (app/lib/booking-reminder-rules.ts) */
  kind: 'deposit' | 'balance-soon' | 'balance-due' | 'deposit-late'
  due_on: string
  sent_at: string
}

/** The review link sent the day after a booked trip ended (0031): one per booking, used once. */
export interface ReviewInvitationsTable {
  id: Generated<number>
  /** Unique: the row is the claim that sends it once */
  proposal_id: number
  lead_id: number
  token_hash: string
  trip_end: string
  sent_at: string
  used_at: string | null
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface ProposalTables {
  proposals: ProposalsTable
  proposal_versions: ProposalVersionsTable
  proposal_links: ProposalLinksTable
  proposal_acceptances: ProposalAcceptancesTable
  payments: PaymentsTable
  booking_cancellations: BookingCancellationsTable
  booking_reminders: BookingRemindersTable
  review_invitations: ReviewInvitationsTable
  refused_payment_events: RefusedPaymentEventsTable
  payment_requests: PaymentRequestsTable
  card_refunds: CardRefundsTable
}
