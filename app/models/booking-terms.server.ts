import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { DEFAULT_BOOKING_TERMS, type BookingTerms } from '~/lib/booking-terms'
import { parseJson } from './catalogue-json.server'
import { changeContent } from './content-version.server'
import { readSetting, writeSetting } from './site-settings.server'

// The booking terms' settings (docs/product.md, "Booking terms"): the deposit, the balance's due day,
// the cancellation clause and how to pay. /terms shows them and every proposal is priced by them; a
// value never saved, or no longer valid, reads as the operator's published terms (30%, 30 days, 30 days).

const TERMS_KEY = 'booking_terms'

const wholeIn = (value: unknown, min: number, max: number, fallback: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fallback
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)

export async function readBookingTerms(from?: Kysely<Database>): Promise<BookingTerms> {
  const stored = parseJson<Record<string, unknown>>((await readSetting(TERMS_KEY, from)) ?? '{}', {})
  const fallback = DEFAULT_BOOKING_TERMS
  return {
    depositPercent: wholeIn(stored.depositPercent, 0, 100, fallback.depositPercent),
    balanceDaysBefore: wholeIn(stored.balanceDaysBefore, 0, 365, fallback.balanceDaysBefore),
    cancellationDays: wholeIn(stored.cancellationDays, 0, 365, fallback.cancellationDays),
    bankDetails: textOr(stored.bankDetails, fallback.bankDetails),
    paypalUrl: textOr(stored.paypalUrl, fallback.paypalUrl),
  }
}

/** Saves the terms; /terms changes with them (a content change), and `record` writes the trail. */
export function saveBookingTerms(terms: BookingTerms, record?: (trx: Kysely<Database>) => Promise<void>) {
  return changeContent(async (trx) => {
    await writeSetting(trx, TERMS_KEY, JSON.stringify(terms))
    await record?.(trx)
  })
}
