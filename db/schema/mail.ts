// Mail: what the site sends, what it reads from the operator's mailbox, and staff's reply templates.

import type { Generated } from 'kysely'

export interface MailOutboxTable {
  id: Generated<number>
  /** 'staff-notice' or 'acknowledgement' */
  purpose: string
  inquiry_kind: string
  inquiry_id: number
  to_address: string
  reply_to: string | null
  subject: string
  body: string
  /**
   * 'pending' until sent; 'sent'; 'failed' once refused for good or out of retries; 'held' when restored
   * from a backup while waiting (it may have gone out since): sent only when staff say so
   */
  status: 'pending' | 'sent' | 'failed' | 'held'
  attempts: number
  next_attempt_at: string
  claimed_by: string | null
  claimed_until: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
  /** The Message-ID header, fixed before the first attempt: a resend is the same message to the receiver */
  message_id: string | null
  /** When the latest attempt began; an attempt with no outcome recorded since has an unknown result */
  attempt_started_at: string | null
  /** An acknowledgement's mailbox (lower case, no +tag), to count a mailbox's acknowledgements of the day */
  recipient_key: string | null
  /** When staff were told that this mail was given up on */
  alerted_at: string | null
  /** The lead the mail is about (migration 0010) */
  lead_id: number | null
  /** A reply's In-Reply-To: the Message-ID of the mail it answers */
  in_reply_to: string | null
  /** A reply's References: the thread's Message-IDs, oldest first, space-separated */
  thread_references: string | null
  /** Who wrote a reply, shown with the operator's name in From */
  from_name: string | null
  /** The headers exactly as the last attempt sent them (migration 0028) */
  sent_headers: string | null
  /** A document made when it is sent, as JSON: { "proposalVersion": id } attaches that version's PDF (0029) */
  attachment: string | null
}

/** A starting point for a reply that staff keep (/admin/templates); {placeholders} are filled in. */
export interface ReplyTemplatesTable {
  id: Generated<number>
  name: string
  subject: string
  body: string
  updated_at: string
  /** The language it is written in: 'en', 'de' or 'fr' (0050) */
  language: Generated<string>
}

/** Who reads a mailbox now (a claim with an expiry) and where reading stopped. */
export interface MailReaderTable {
  mailbox: string
  uid_validity: string | null
  last_uid: number
  claimed_by: string | null
  claimed_until: string | null
}

/** A message read from the operator's mailbox, stored once by its Message-ID. */
export interface MailInboxTable {
  id: Generated<number>
  message_id: string
  lead_id: number | null
  /** 'reply' (a person wrote), 'auto-reply' or 'bounce' */
  kind: string
  /** 'thread', 'reference', 'sender', 'new-lead', or null when it was matched to no lead */
  matched_by: string | null
  from_address: string
  from_name: string | null
  subject: string
  body_text: string
  /** The message's HTML, sanitised on the way in; null when it had none */
  body_html: string | null
  in_reply_to: string | null
  thread_references: string | null
  bounced_mail_id: number | null
  sent_at: string | null
  received_at: string
  /** 'waiting' while in Mail to sort; then 'attached', 'new-lead' or 'spam'; null for mail never held (0024) */
  sorting: 'waiting' | 'attached' | 'new-lead' | 'spam' | null
  /** Why it waits: 'unknown-sender', 'too-many-leads', 'no-sender' or 'unverified-sender' (0040) */
  sort_reason: string | null
  /** The lead it names or threads onto, when its sender is not known there */
  claimed_lead_id: number | null
  sorted_by: number | null
  sorted_at: string | null
  /**
   * Before 0040: what the topmost Authentication-Results said failed ("SPF fail, DMARC fail"), whoever
   * wrote it. No longer written; those messages carry it in sender_check_note.
   */
  auth_failures: string | null
  /** Whether the operator's receiving server verified the sender (app/lib/sender-check.ts) (0040) */
  sender_check: Generated<'verified' | 'not-verified' | 'failed' | 'not-checked'>
  /** What that server said, or why nothing was trusted: "DMARC failed at mx.operator.example" */
  sender_check_note: string | null
}

export interface MailAttachmentsTable {
  id: Generated<number>
  inbox_id: number
  filename: string
  content_type: string
  size: number
  stored_as: string | null
  refused: string | null
  /** The kept file itself; null for one refused, or kept on disk by an earlier version (stored_as) */
  bytes: Buffer | null
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface MailTables {
  mail_outbox: MailOutboxTable
  reply_templates: ReplyTemplatesTable
  mail_reader: MailReaderTable
  mail_inbox: MailInboxTable
  mail_attachments: MailAttachmentsTable
}
