import type { BookingTables } from './schema/bookings'
import type { CatalogueTables } from './schema/catalogue'
import type { InquiryTables } from './schema/inquiries'
import type { MailTables } from './schema/mail'
import type { ProposalTables } from './schema/proposals'
import type { RateTables } from './schema/rates'
import type { StaffTables } from './schema/staff'
import type { SystemTables } from './schema/system'

// The database's tables as Kysely sees them, one file of db/schema/ per area; this module is the
// schema's entry, so everyone imports the tables and Database from db/schema.
// Timestamps are ISO-8601 UTC strings in both databases (docs/decisions/003-portable-data.md):
// they sort correctly as text and read back identically from SQLite and PostgreSQL.

export type * from './schema/bookings'
export type * from './schema/catalogue'
export type * from './schema/inquiries'
export type * from './schema/mail'
export type * from './schema/proposals'
export type * from './schema/rates'
export type * from './schema/staff'
export type * from './schema/system'

export interface Database
  extends
    BookingTables,
    CatalogueTables,
    InquiryTables,
    MailTables,
    ProposalTables,
    RateTables,
    StaffTables,
    SystemTables {}
