import type { z } from 'zod'
import type { Database } from '@db/schema'

// What one kind of inquiry is, in one place: its table, its rules, its public form, its names in the
// JSON API, how the back-office shows it and what its mail is called. Each kind is one module beside
// this one (package.ts, country.ts …) and index.ts lists them; everything else in the program reads
// these definitions and names no kind itself (tests/lint/kind-names.test.ts counts).
//
// The modules import with relative paths: app/routes.ts reads them to make the back-office's routes,
// and the route table is loaded before the `~/` alias exists.

/** One field of a public form, named as the API names it (docs/product.md, "The five inquiry forms"). */
export interface FormField {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'select' | 'textarea' | 'radio'
  options?: { value: string; label: string }[]
  autoComplete?: string
  hint?: string
  /** Grid width on wide screens. */
  wide?: boolean
  step?: string
  /** Part of a return journey: shown (and required) only when the journey is a return. */
  returnOnly?: boolean
}

/** One value of a stored inquiry (in the API's shape) with its one label, for the back-office and the mail. */
export interface RecordField {
  key: string
  label: string
  /** How to show the value: as a mail or phone link, a date, a long text, an amount in US dollars. */
  format?: 'email' | 'phone' | 'date' | 'text' | 'money'
  /**
   * Chosen from our own lists, a date or a number: nothing typed freely, so the acknowledgement may
   * repeat it to whatever address was typed (app/services/inquiry-mail.server.ts).
   */
  fact?: boolean
  /** The traveller's own message: a lead's conversation shows it first, as what they said. */
  said?: boolean
}

export interface FieldGroup {
  title: string
  fields: RecordField[]
}

/** The tables that hold inquiries: every one has the traveller's name and e-mail and the visit's source. */
export type InquiryTable = {
  [T in keyof Database]: Database[T] extends { name: string; email: string; source_page: string | null }
    ? Database[T] extends { email_key: string }
      ? never // a lead, not an inquiry
      : T
    : never
}[keyof Database]

/** What a traveller's lead learns from one inquiry: how to reach them, the trip's dates, party, interests. */
export interface LeadFacts {
  phone?: string
  /** Where the traveller lives. */
  country?: string
  travelStart?: string
  travelEnd?: string
  partySize?: number
  /** Countries asked about. */
  countries?: string[]
  /** Package numbers asked about. */
  packages?: number[]
}

/**
 * What a kind may look up in the catalogue staff edit (app/lib/catalogue.ts, which is above the kinds):
 * the packages, by number, with their status.
 */
export interface Catalogue {
  packages: readonly { no: number; title: string; days: number; status: string }[]
}

/** A stored row as read back from its table. */
export type StoredRow = Record<string, unknown> & { id: number; created_at: string }

export interface InquiryKindDefinition<Key extends string = string, Schema extends z.ZodType = z.ZodType> {
  /** The kind's own name: stored with its mail (mail_outbox.inquiry_kind) and its "seen" times. */
  key: Key
  table: InquiryTable
  /** The rules of the form and of the API's POST, run in the browser and on the server alike. */
  schema: Schema
  /** A valid submission as the row to store. */
  toRow(input: z.output<Schema>): Record<string, string | number | null>
  /**
   * Values the API adds to a stored row, after its columns (a label for a number chosen from a list),
   * from the catalogue staff edit.
   */
  derived?(row: StoredRow, catalogue: Catalogue): Record<string, unknown>
  /**
   * Rules only the server can check, against the catalogue (a package that is on offer): the field's
   * messages, or null when the input passes.
   */
  checkChoices?(input: z.output<Schema>, catalogue: Catalogue): Record<string, string[]> | null
  /** What the traveller's lead learns from a stored one (app/models/leads.server.ts). */
  leadFacts(row: StoredRow): LeadFacts
  /**
   * What erasing the traveller does to a stored row (docs/product.md, "A traveller's rights"): the
   * columns that name or reach them become the marker, free text is emptied; dates, numbers and choices
   * stay, so the figures stay true.
   */
  personal: { marked: string[]; removed: string[] }
  /** Whether staff mark these read (the table has read_at). */
  tracksReading?: boolean
  /**
   * The public page that holds the form, and its fields in order; `choices` fills a select's options
   * from the catalogue (the packages on offer).
   */
  form: {
    path: string
    fields: FormField[]
    /**
     * The choices the catalogue fills; `packageLabel` words a package as the page's language does
     * ("Gorillas and the Big Five (7 days)"). No words are made here: the route table reads this module.
     */
    choices?(
      catalogue: Catalogue,
      packageLabel: (item: { title: string; days: number }) => string,
    ): Record<string, { value: string; label: string }[]>
  }
  /**
   * Its names under /api/bookings: the collection a client posts to, the one it lists and the one it
   * reads one from (the operator's clients know them as they are, docs/product.md, "Inquiries"); and
   * the name of the id in the answers.
   */
  api: { create: string; list: string; item: string; idKey: string }
  admin: {
    /** The list's heading and the sidebar's label. */
    title: string
    /** One of them, for the detail's heading. */
    singular: string
    listPath: string
    itemPath: string
    columns: RecordField[]
    viewLabel: string
    groups: FieldGroup[]
  }
  /** How the mail about one names it ("We have your … "). */
  mail: { title: string }
  /** A valid example for the demo data and the tests; `n` varies it a little. */
  sample(n: number): Record<string, string | number>
}

/** A kind's definition, with its input typed from its schema. */
export function defineInquiryKind<const Key extends string, Schema extends z.ZodType>(
  definition: InquiryKindDefinition<Key, Schema>,
): InquiryKindDefinition<Key, Schema> {
  return definition
}

/** A missing optional value, stored as NULL. */
export const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value)
