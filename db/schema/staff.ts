// Staff, sessions and security: members, their sign-in and second step, the audit log and rate limits.

import type { Generated, Selectable } from 'kysely'

export interface StaffTable {
  id: Generated<number>
  email: string
  name: string
  password_hash: string
  /** 'guide': a driver-guide, who reads only their own departures (0054) */
  role: 'admin' | 'agent' | 'guide'
  /** Their phone, for a driver-guide's on the traveller's documents (0054) */
  phone: Generated<string>
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

export interface SessionsTable {
  id: string
  staff_id: number
  created_at: string
  expires_at: string
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

export interface RateLimitsTable {
  key: string
  window_start: string
  count: number
  /** When the latest event of this window happened (ISO). */
  last_at: string | null
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface StaffTables {
  staff: StaffTable
  staff_two_step: StaffTwoStepTable
  staff_recovery_codes: StaffRecoveryCodesTable
  staff_links: StaffLinksTable
  sessions: SessionsTable
  audit_log: AuditLogTable
  rate_limits: RateLimitsTable
}

export type Staff = Selectable<StaffTable>
