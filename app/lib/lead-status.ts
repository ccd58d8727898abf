// Where a lead stands (docs/product.md, "Leads"): the steps from the first inquiry to a trip taken, or
// lost with a reason. Shared by the back-office pages and the server that checks every change.

export const LEAD_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'replied', label: 'Replied' },
  { value: 'proposal_sent', label: 'Proposal sent' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'deposit_paid', label: 'Deposit paid' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'lost', label: 'Lost' },
  { value: 'cancelled', label: 'Cancelled' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

/** At least the deposit paid: the trip takes place unless it is cancelled (departures, reviews). */
export const BOOKED_STATUSES = ['deposit_paid', 'confirmed', 'completed'] as const
/** Paid in full, or the trip taken: a won lead. */
export const WON_STATUSES = ['confirmed', 'completed'] as const
/** A booking in its accepted proposal, not cancelled or lost since. */
export const BOOKING_STATUSES = ['accepted', ...BOOKED_STATUSES] as const

/** A lead in one of these is closed: a new inquiry from the traveller opens another. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ['completed', 'lost', 'cancelled']

export const LOST_REASONS = [
  { value: 'price', label: 'Price' },
  { value: 'dates', label: 'Dates' },
  { value: 'other_operator', label: 'Chose another operator' },
  { value: 'no_reply', label: 'No reply' },
  { value: 'not_real', label: 'Not a real inquiry' },
  { value: 'other', label: 'Other' },
] as const

export type LostReason = (typeof LOST_REASONS)[number]['value']

/** The reasons a lead can be lost for in one step, without a note: "Other" asks to say why. */
export const REASONS_WITHOUT_NOTE = LOST_REASONS.filter((reason) => reason.value !== 'other')

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.some((status) => status.value === value)

export const isClosed = (status: string) => CLOSED_STATUSES.includes(status as LeadStatus)

export const statusLabel = (status: string) =>
  LEAD_STATUSES.find((item) => item.value === status)?.label ?? status

export const lostReasonLabel = (reason: string | null) =>
  LOST_REASONS.find((item) => item.value === reason)?.label ?? reason ?? ''
