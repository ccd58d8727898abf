import type { Generated, Selectable } from 'kysely'

// Timestamps are ISO-8601 UTC strings in both databases (docs/decisions/003-portable-data.md):
// they sort correctly as text and read back identically from SQLite and PostgreSQL.

export interface StaffTable {
  id: Generated<number>
  email: string
  name: string
  password_hash: string
  role: 'admin' | 'agent'
  created_at: string
  /** Set while the member may not sign in */
  disabled_at: string | null
  /** When they first set their password; null while an invitation waits */
  joined_at: string | null
  /** When a sign-in found their password below the rule; they must choose a new one */
  weak_password_at: string | null
}

/** A member's second step (TOTP): one row each, confirmed once a code from their app was typed. */
export interface StaffTwoStepTable {
  id: Generated<number>
  staff_id: number
  /** The TOTP secret, encrypted (app/services/two-step-keys.server.ts) */
  secret: string
  created_at: string
  confirmed_at: string | null
  /** The time step of the last code accepted; a code is never accepted twice */
  last_step: number | null
}

/** One-use recovery codes of a member's second step, as keyed hashes. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>
  staff_id: number
  code_hash: string
  created_at: string
  used_at: string | null
}

/** A one-time link to set a password: an invitation, or a reset an admin sent. */
export interface StaffLinksTable {
  id: Generated<number>
  /** sha256 of the link's secret, hex */
  token_hash: string
  staff_id: number
  purpose: 'invite' | 'reset'
  created_by: number | null
  created_at: string
  expires_at: string
  used_at: string | null
}

/** An uploaded image, in the store every instance shares (each keeps a copy on its disk). */
export interface UploadsTable {
  name: string
  content_type: string
  bytes: Buffer
  created_at: string
}

/** Who did what, when and from where: sign-ins, staff changes, exports, erasures, deletions, settings. */
export interface AuditLogTable {
  id: Generated<number>
  at: string
  actor_id: number | null
  actor_email: string | null
  action: string
  subject: string | null
  /** JSON object */
  detail: string | null
  address: string | null
}

export interface SessionsTable {
  id: string
  staff_id: number
  created_at: string
  expires_at: string
}

export interface PackageBookingsTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  package_no: number
  residing_country: string | null
  hear_about: string | null
  arrival_date: string | null
  message: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** Who is travelling and the budget per person in whole US dollars, when the traveller said (0020). */
  adults: number | null
  children: number | null
  /** "6, 9" */
  children_ages: string | null
  budget_per_person: number | null
}

export interface CountryBookingsTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  residing_country: string
  visiting_country: string
  safari_experience: number
  hear_about: string
  arrival_date: string
  depart_date: string
  message: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** Who is travelling and the budget per person in whole US dollars, when the traveller said (0020). */
  adults: number | null
  children: number | null
  /** "6, 9" */
  children_ages: string | null
  budget_per_person: number | null
}

export interface AccommodationBookingsTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  mode: string
  checkin: string
  checkout: string
  adults: number
  kids: number
  price: number
  location: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
}

export interface AirportTransfersTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  arrival_port: string
  depart_port: string | null
  flight_arrival_number: string
  flight_depart_number: string | null
  pass: number
  one_way: string
  vehicle: string
  special_needs: string
  pick_up: string
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** The flights' dates and times and the place to take the traveller to (0021). */
  arrival_date: string | null
  arrival_time: string | null
  depart_date: string | null
  depart_time: string | null
  place: string | null
}

export interface TeamMembersTable {
  id: Generated<number>
  name: string
  role: string
  /** /uploads/… or null for a drawn portrait */
  photo: string | null
  position: number
  created_at: string
}

export interface ReviewsTable {
  id: Generated<number>
  author: string
  home: string | null
  /** google | tripadvisor | safaribookings */
  source: string
  rating: number
  reviewed_on: string
  text: string
  url: string | null
  created_at: string
}

export interface MessagesTable {
  id: Generated<number>
  name: string
  email: string
  message: string
  read_at: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
}

export interface ArticlesTable {
  id: Generated<number>
  title: string
  image_url: string | null
  description: string | null
  content: string
  published: number
  created_at: string
  updated_at: string
  published_at: string | null
}

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
}

/** A starting point for a reply that staff keep (/admin/templates); {placeholders} are filled in. */
export interface ReplyTemplatesTable {
  id: Generated<number>
  name: string
  subject: string
  body: string
  updated_at: string
}

/** One row, rewritten by /healthz to prove that the database takes writes. */
export interface HealthProbeTable {
  id: number
  checked_at: string
  checked_by: string
}

export interface RateLimitsTable {
  key: string
  window_start: string
  count: number
  /** When the latest event of this window happened (ISO). */
  last_at: string | null
}

export interface StaffSeenTable {
  staff_id: number
  /** an InquiryKind */
  kind: string
  seen_at: string
}

/** A traveller's trip as staff carry it from the first inquiry to a booking (docs/product.md, "Leads"). */
export interface LeadsTable {
  id: Generated<number>
  /** The e-mail in lower case: inquiries join the open lead of the same key. */
  email_key: string
  name: string
  email: string
  phone: string | null
  /** Where the traveller lives (residing country). */
  country: string | null
  travel_start: string | null
  travel_end: string | null
  party_size: number | null
  /** '|Kenya|Uganda|': the countries asked about. */
  countries: string | null
  /** '|1|5|': the package numbers asked about. */
  packages: string | null
  source_page: string | null
  referrer: string | null
  utm: string | null
  /** Where the lead came from: its campaign's source, the referring host, or 'direct' (db/lead-source.ts). */
  source: string | null
  status: string
  lost_reason: string | null
  lost_note: string | null
  owner_id: number | null
  next_action_at: string | null
  next_action_text: string | null
  /** When the lead began waiting for a reply from staff; null while it is not waiting. */
  waiting_since: string | null
  first_response_at: string | null
  created_at: string
  last_activity_at: string
  closed_at: string | null
  /** The wait (its waiting_since) that the reply-target alert was raised for */
  alerted_for: string | null
  /** When the traveller's personal data on this lead was erased */
  erased_at: string | null
}

/** A morning digest sent to a member of staff, one per day (in the operator's time zone). */
export interface LeadDigestsTable {
  staff_id: number
  /** YYYY-MM-DD in the operator's time zone */
  day: string
  sent_at: string
}

/** One thing that happened to a lead; only ever added. An inquiry's event is its link to the lead. */
export interface LeadEventsTable {
  id: Generated<number>
  lead_id: number
  /** 'inquiry', 'mail', 'note', 'status', 'owner', 'next-action', 'alert' */
  type: string
  staff_id: number | null
  inquiry_kind: string | null
  inquiry_id: number | null
  /** JSON: what the event needs to be told (a note's text, a status change's from and to). */
  data: string | null
  created_at: string
}

/**
 * A message read from the operator's mailbox (docs/product.md, "Two-way mail"), stored once by its
 * Message-ID.
 */
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
  /** Why it waits: 'unknown-sender', 'too-many-leads' or 'no-sender' */
  sort_reason: string | null
  /** The lead it names or threads onto, when its sender is not known there */
  claimed_lead_id: number | null
  sorted_by: number | null
  sorted_at: string | null
  /** What the receiving server's Authentication-Results says failed: "SPF fail, DMARC fail" */
  auth_failures: string | null
}

/** An API client's Idempotency-Key, kept a day with the inquiry it made (0025). */
export interface IdempotencyKeysTable {
  /** "<kind>:<the client's key>" */
  key: string
  body_hash: string
  inquiry_id: number
  created_at: string
}

/** A running instance's last sign of life (0026), renewed every INSTANCE_HEARTBEAT_MS. */
export interface InstancesTable {
  id: string
  beat_at: string
}

/** An address staff confirmed as the traveller's on a lead, beside the lead's own (0024). */
export interface LeadAddressesTable {
  id: Generated<number>
  lead_id: number
  /** app/lib/mailbox.ts */
  mailbox_key: string
  email: string
  added_by: number | null
  created_at: string
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

/** Who reads a mailbox now (a claim with an expiry) and where reading stopped. */
export interface MailReaderTable {
  mailbox: string
  uid_validity: string | null
  last_uid: number
  claimed_by: string | null
  claimed_until: string | null
}

/**
 * A safari package (docs/product.md, "Packages"). Lists are kept as text: one item a line, intro
 * paragraphs split by a blank line.
 */
export interface PackagesTable {
  /** The number the booking form and the API send; 1-7 are the old site's seven packages. */
  package_no: number
  slug: string
  title: string
  days: number
  /** Country slugs in travel order, delimited: '|kenya|uganda|' */
  countries: string
  summary: string
  intro: string
  highlights: string
  included: string
  excluded: string
  /** JSON image reference: { scene, alt } or { src, alt } */
  card_image: string
  /** JSON list of image references */
  gallery: string
  group_min: number
  group_max: number
  fitness: string
  /** Months 1-12, delimited: '|6|7|8|' */
  best_months: string
  single_supplement_cents: number
  child_price_cents: number | null
  price_note: string
  fees_note: string
  seo_description: string
  status: 'draft' | 'published' | 'retired'
  position: number
  created_at: string
  updated_at: string
}

/** One entry of a package's day-by-day itinerary: a day or a range of days. */
export interface PackageDaysTable {
  id: Generated<number>
  package_no: number
  position: number
  day_from: number
  day_to: number
  title: string
  text: string
  overnight: string
  lodge: string
  /** A subset of 'BLD' */
  meals: string
}

/** A season's price per person sharing, in US cents, for months month_from..month_to (may wrap the year). */
export interface PackageSeasonsTable {
  id: Generated<number>
  package_no: number
  position: number
  name: string
  month_from: number
  month_to: number
  price_cents: number
}

/** The staff-edited part of a country page; its slug and name are fixed (app/content/countries.ts). */
export interface CountryPagesTable {
  slug: string
  tagline: string
  /** JSON image reference */
  hero: string
  highlights: string
  description: string
  /** JSON list of { title, text } */
  experiences: string
  /** Twelve ratings, January first, comma-separated: best, good or wet */
  best_time: string
  best_time_note: string
  entry_notes: string
  /** JSON list of { code, name, city } */
  airports: string
  seo_description: string
  updated_at: string
}

/** Operator settings staff change in the back-office: a JSON value per key. */
export interface SiteSettingsTable {
  key: string
  value: string
  updated_at: string
}

/** One row: a counter moved by every change to what the public pages show. */
export interface ContentVersionTable {
  id: number
  version: number
}

export interface Database {
  staff: StaffTable
  sessions: SessionsTable
  package_bookings: PackageBookingsTable
  country_bookings: CountryBookingsTable
  accommodation_bookings: AccommodationBookingsTable
  airport_transfers: AirportTransfersTable
  messages: MessagesTable
  team_members: TeamMembersTable
  reviews: ReviewsTable
  articles: ArticlesTable
  mail_outbox: MailOutboxTable
  rate_limits: RateLimitsTable
  staff_seen: StaffSeenTable
  health_probe: HealthProbeTable
  leads: LeadsTable
  lead_events: LeadEventsTable
  reply_templates: ReplyTemplatesTable
  lead_digests: LeadDigestsTable
  mail_inbox: MailInboxTable
  lead_addresses: LeadAddressesTable
  idempotency_keys: IdempotencyKeysTable
  instances: InstancesTable
  mail_attachments: MailAttachmentsTable
  mail_reader: MailReaderTable
  staff_links: StaffLinksTable
  staff_two_step: StaffTwoStepTable
  staff_recovery_codes: StaffRecoveryCodesTable
  audit_log: AuditLogTable
  uploads: UploadsTable
  packages: PackagesTable
  package_days: PackageDaysTable
  package_seasons: PackageSeasonsTable
  country_pages: CountryPagesTable
  site_settings: SiteSettingsTable
  content_version: ContentVersionTable
}

export type Staff = Selectable<StaffTable>
export type Article = Selectable<ArticlesTable>
