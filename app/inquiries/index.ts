import type { z } from 'zod'
import { accommodationRequest } from './accommodation'
import { airportTransfer } from './airport'
import { countryInquiry } from './country'
import type { InquiryKindDefinition } from './kind'
import { contactMessage } from './message'
import { packageBooking } from './package'

// Every kind of inquiry a traveller can send, in the order the back-office lists them. Adding a kind is
// a module beside this one, a line here and a migration for its table.
//
// These definitions hold the forms' Zod schemas, so only server code (and the browser's lazily loaded
// form rules, components/form-validation.ts) imports them: pages receive what they show from loaders.

export const inquiryKinds = [
  packageBooking,
  countryInquiry,
  accommodationRequest,
  airportTransfer,
  contactMessage,
] as const

type AnyKind = (typeof inquiryKinds)[number]

/** A kind's name: the `key` of its definition. */
export type InquiryKind = AnyKind['key']

/** The definition of the kind named K. */
export type KindOf<K extends InquiryKind> = Extract<AnyKind, { key: K }>

/** A valid submission of the kind named K, as its schema answers it. */
export type InquiryInput<K extends InquiryKind> = z.output<KindOf<K>['schema']>

export type { FieldGroup, FormField, InquiryKindDefinition, LeadFacts, RecordField, StoredRow } from './kind'

export const INQUIRY_KINDS: InquiryKind[] = inquiryKinds.map((kind) => kind.key)

const byKey = new Map<string, InquiryKindDefinition>(inquiryKinds.map((kind) => [kind.key, kind]))

/** The definition of a kind by its name; undefined for a name that is not one. */
export function findInquiryKind(key: string): InquiryKindDefinition | undefined {
  return byKey.get(key)
}

/** The definition of a kind by its name. */
export function inquiryKind<K extends InquiryKind>(key: K): KindOf<K> {
  return byKey.get(key) as KindOf<K>
}

/**
 * The kind whose back-office list (`part` 'list') or detail (`part` 'item') has this route pattern
 * (app/routes.ts: the list path, or the detail path and `/:id`).
 */
export function inquiryKindAt(pattern: string, part: 'list' | 'item'): InquiryKindDefinition | undefined {
  // React Router joins the routes' paths without a leading slash ("admin/airport/:id").
  const path = `/${pattern.replace(/^\/+/, '')}`
  return inquiryKinds.find((kind) =>
    part === 'list' ? kind.admin.listPath === path : `${kind.admin.itemPath}/:id` === path,
  )
}

/** The browser's rules of each form, by kind (components/form-validation.ts). */
export const inquirySchemas = Object.fromEntries(inquiryKinds.map((kind) => [kind.key, kind.schema])) as {
  [K in InquiryKind]: KindOf<K>['schema']
}
