import { formatMoment } from './back-office'

// How the back-office names a mail and its delivery, on an inquiry's page and on the mail problems page.

export const mailPurposes: Record<string, string> = {
  'staff-notice': 'Notice to staff',
  acknowledgement: 'Acknowledgement to the traveller',
  'mail-alert': 'Alert to staff',
  reply: 'Reply to the traveller',
  'reply-alert': 'Overdue alert to staff',
  digest: 'Morning digest',
  'reply-notice': "Notice of the traveller's answer",
  'staff-invite': 'Invitation to the team',
  'staff-password': 'Password link to staff',
  proposal: 'Proposal to the traveller',
  'proposal-confirmation': 'Booking confirmation to the traveller',
  'proposal-notice': 'Proposal notice to staff',
  'proposal-question': "Notice of the traveller's question",
  receipt: 'Receipt to the traveller',
  cancellation: 'Cancellation to the traveller',
  'payment-reminder': 'Payment reminder to the traveller',
  'payment-reminder-staff': 'Late deposit notice to staff',
  'review-request': 'Review request to the traveller',
  'payment-refused': 'Card payment not recorded: notice to admins',
  'reservation-request': 'Reservation request to a supplier',
  'reservation-cancel': 'Reservation cancellation to a supplier',
  'reservation-alert': 'Reservation alert to staff',
  'details-reminder': 'Travel details reminder to the traveller',
  'final-documents': 'Final documents to the traveller',
}

/**
 * Mail written to a traveller. Only these may be sent to a corrected address, and only by an admin:
 * every other mail is for staff, and an invitation or a password link carries a secret that would let
 * whoever receives it into the back-office (docs/product.md, "Mail problems").
 */
export const TRAVELLER_MAIL_PURPOSES = [
  'acknowledgement',
  'reply',
  'proposal',
  'proposal-confirmation',
  'receipt',
  'cancellation',
  'payment-reminder',
  'review-request',
  'details-reminder',
  'final-documents',
] as const

export const isTravellerMail = (purpose: string) =>
  (TRAVELLER_MAIL_PURPOSES as readonly string[]).includes(purpose)

export interface MailState {
  status: 'pending' | 'sent' | 'failed' | 'held'
  attempts: number
  sent_at?: string | null
  next_attempt_at: string
  last_error?: string | null
}

/** The error a returned mail is marked failed with (app/models/mail-inbound.server.ts). */
export const BOUNCED = 'Bounced:'

export function describeMailState(mail: MailState): string {
  // Sent, then returned by the receiving server: its bounce marked it failed.
  if (mail.status === 'failed' && mail.last_error?.startsWith(BOUNCED))
    return `Bounced: sent${mail.sent_at ? ` ${formatMoment(mail.sent_at)}` : ''}, then returned by the receiving server`
  if (mail.status === 'sent') return `Sent ${mail.sent_at ? formatMoment(mail.sent_at) : ''}`.trim()
  if (mail.status === 'held') return 'Held after a restore from a backup: send it only if it has not gone out'
  if (mail.status === 'failed')
    return `Failed after ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}: no more tries`
  return mail.attempts > 0
    ? `Retrying (${mail.attempts} failed so far), next try ${formatMoment(mail.next_attempt_at)}`
    : 'Waiting to be sent'
}
